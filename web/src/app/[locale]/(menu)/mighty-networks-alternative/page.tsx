import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('mighty-networks-alternative');

export default cmsPage('mighty-networks-alternative', { closing: 'host' });
