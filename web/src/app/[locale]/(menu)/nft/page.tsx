import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('nft');

export default cmsPage('nft', { closing: 'host' });
