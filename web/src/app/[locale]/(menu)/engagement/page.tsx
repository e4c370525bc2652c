import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('engagement', 'engagement');

export default marketingPage('engagement');
