import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('nonprofits', 'nonprofits');

export default marketingPage('nonprofits');
