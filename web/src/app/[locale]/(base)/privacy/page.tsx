import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('privacy');

export default cmsPage('privacy');
