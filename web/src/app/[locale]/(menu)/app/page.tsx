import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('app');

export default cmsPage('app', { closing: 'host' });
