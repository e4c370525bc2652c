import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('founder-pass');

export default cmsPage('founder-pass', { closing: 'sell' });
