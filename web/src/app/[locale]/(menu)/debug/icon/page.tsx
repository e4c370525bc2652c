import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('debugIcon', 'debug-icon');

export default marketingPage('debugIcon');
