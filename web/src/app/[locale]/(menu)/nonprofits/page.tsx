import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('nonprofits');

export default cmsPage('nonprofits', { closing: 'sell' });
