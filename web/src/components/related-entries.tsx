import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/** "Read next": a few entries of the same kind at the end of an article. */
export async function RelatedEntries({ children }: { children: ReactNode[] }) {
  if (children.length === 0) return null;
  const t = await getTranslations('Content');
  return (
    <section aria-labelledby="related" className="mt-16 border-t border-line pt-10">
      <h2 id="related" className="text-2xl font-bold tracking-tight">
        {t('related')}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">{children}</div>
    </section>
  );
}
