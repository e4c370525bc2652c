import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('token-gating');

export default cmsPage('token-gating', { closing: 'host' });
