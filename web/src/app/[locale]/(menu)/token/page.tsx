import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('token');

export default cmsPage('token', { closing: 'host' });
