import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('paidContentNft', 'paid-content-nft');

export default marketingPage('paidContentNft');
