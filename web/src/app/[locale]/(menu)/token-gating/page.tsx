import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('tokenGating', 'token-gating');

export default marketingPage('tokenGating');
