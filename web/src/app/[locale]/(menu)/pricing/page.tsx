import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('pricing');

export default cmsPage('pricing');
