import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('terms', 'terms');

export default marketingPage('terms');
