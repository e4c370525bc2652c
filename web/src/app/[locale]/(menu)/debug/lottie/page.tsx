import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('debugLottie', 'debug-lottie');

export default marketingPage('debugLottie');
