import { marketingMetadata, marketingPage } from '@/components/marketing-page';

export const generateMetadata = marketingMetadata('mightyNetworksAlternative', 'mighty-networks-alternative');

export default marketingPage('mightyNetworksAlternative');
