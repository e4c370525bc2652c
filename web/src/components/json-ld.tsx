import type { JsonLdObject } from '@/lib/seo/json-ld';

/** Structured data in the server HTML. `<` is escaped so CMS text cannot close the script element. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
