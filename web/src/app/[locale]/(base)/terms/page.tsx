import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('terms');

export default cmsPage('terms');
