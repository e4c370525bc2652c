import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('creatorPass', 'creator-pass');

export default marketingPage('creatorPass');
