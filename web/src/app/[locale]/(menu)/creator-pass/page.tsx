import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('creator-pass');

export default cmsPage('creator-pass', { closing: 'sell' });
