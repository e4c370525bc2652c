import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('debug', 'debug');

export default marketingPage('debug');
