import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('debugComponents', 'debug-components');

export default marketingPage('debugComponents');
