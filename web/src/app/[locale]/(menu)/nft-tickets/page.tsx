import { cmsPage, cmsPageMetadata } from '@/components/cms-page';

export const generateMetadata = cmsPageMetadata('nft-tickets');

export default cmsPage('nft-tickets', { closing: 'sell' });
