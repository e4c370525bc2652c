import { cmsPage, cmsPageMetadata } from '@/components/cms-page';
import { OperatorDetails } from '@/components/legal/operator-details';

export const generateMetadata = cmsPageMetadata('privacy');

// Who controls the data, under the heading: the operator named in the website configuration.
export default cmsPage('privacy', { afterFirst: <OperatorDetails /> });
