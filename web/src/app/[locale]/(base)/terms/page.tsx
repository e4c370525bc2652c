import { cmsPage, cmsPageMetadata } from '@/components/cms-page';
import { OperatorDetails } from '@/components/legal/operator-details';

export const generateMetadata = cmsPageMetadata('terms');

// Who the agreement is with, under the heading: the operator named in the website configuration.
export default cmsPage('terms', { afterFirst: <OperatorDetails /> });
