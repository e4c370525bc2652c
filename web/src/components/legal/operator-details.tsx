import { getTranslations } from 'next-intl/server';

import { getWebsiteConfig } from '@/lib/cms/website-config';

/**
 * Who runs the site, on the terms and the privacy policy, right under their heading: the legal name,
 * the postal address and the contact e-mail from the website configuration. Nothing while no name is set.
 */
export async function OperatorDetails() {
  const [t, { config }] = await Promise.all([getTranslations('Legal'), getWebsiteConfig({ fresh: false })]);
  const { operator, siteName } = config;
  if (!operator) return null;
  return (
    <section
      aria-labelledby="operator-heading"
      className="my-4 max-w-3xl rounded-2xl border border-line bg-surface-muted/60 p-6"
      data-operator=""
    >
      <h2 id="operator-heading" className="text-xl font-bold tracking-tight text-balance">
        {t('heading', { siteName })}
      </h2>
      <p className="mt-2 text-fg-soft">{t('intro', { siteName })}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('name')}</dt>
        <dd>{operator.name}</dd>
        {operator.address && (
          <>
            <dt className="font-semibold">{t('address')}</dt>
            <dd className="whitespace-pre-line">{operator.address}</dd>
          </>
        )}
        {operator.email && (
          <>
            <dt className="font-semibold">{t('email')}</dt>
            <dd>
              <a href={`mailto:${operator.email}`} className="break-all text-link underline">
                {operator.email}
              </a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
