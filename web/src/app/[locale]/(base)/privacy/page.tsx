import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('privacy', 'privacy');

export default marketingPage('privacy');
