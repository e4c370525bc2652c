import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('paid-content-nft');

export default cmsPage('paid-content-nft', { closing: 'sell' });
