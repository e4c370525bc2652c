import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('founderPass', 'founder-pass');

export default marketingPage('founderPass');
