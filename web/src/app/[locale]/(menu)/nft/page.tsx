import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('nft', 'nft');

export default marketingPage('nft');
