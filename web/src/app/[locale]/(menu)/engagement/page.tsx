import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('engagement');

export default cmsPage('engagement', { closing: 'host' });
