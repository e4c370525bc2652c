import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('nftTickets', 'nft-tickets');

export default marketingPage('nftTickets');
