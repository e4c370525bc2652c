import type { Metadata } from 'next';

import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { JsonLd } from '@/components/json-ld';
import { currentSiteName, getWebsiteConfig } from '@/lib/cms/website-config';
import { organisationJsonLd } from '@/lib/seo/json-ld';

const pageMetadata = cmsPageMetadata('index');

export async function generateMetadata(): Promise<Metadata> {
  const [metadata, siteName] = await Promise.all([pageMetadata(), currentSiteName()]);
  // The home title leads with the brand instead of the "| Belong" template.
  return {
    ...metadata,
    title: { absolute: `${siteName}: ${typeof metadata.title === 'string' ? metadata.title : ''}` },
  };
}

export default async function HomePage() {
  const { config } = await getWebsiteConfig({ fresh: false });
  return (
    <>
      <JsonLd data={organisationJsonLd(config)} />
      <CmsPageSections name="index" />
    </>
  );
}
