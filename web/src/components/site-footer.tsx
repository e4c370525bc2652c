import { getLocale, getTranslations } from 'next-intl/server';

import { getWebsiteConfig } from '@/lib/cms/website-config';
import { localizedPath, routeHref } from '@/routes/match';
import { footerGroups } from '@/routes/site-map';

import { BrandMark } from './brand-mark';
import { SocialLinks } from './social-links';

/** Every public page, grouped, so any page is two clicks from any other without the menu. */
export async function SiteFooter() {
  const [t, footer, { config }, locale] = await Promise.all([
    getTranslations('Layout'),
    getTranslations('Footer'),
    getWebsiteConfig({ fresh: false }),
    getLocale(),
  ]);
  const { operator, siteName } = config;
  // The build year: pages are prerendered, and a year that lags until the next deploy is harmless.
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-line bg-surface-muted/60 text-sm">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_repeat(4,1fr)]">
        <div>
          <p className="flex items-center gap-2 text-base font-bold">
            <BrandMark className="size-6" />
            {siteName}
          </p>
          <p className="mt-3 max-w-xs text-fg-soft">{t('tagline')}</p>
          <div className="mt-4 print:hidden">
            <SocialLinks links={config.socialLinks} label={t('social')} />
          </div>
          {operator && (
            // Who runs the site, as the configuration names them (imprint rules ask for it on every page).
            <address className="mt-5 max-w-xs text-fg-soft not-italic" data-operator="">
              <span className="block">{footer('operatedBy', { name: operator.name })}</span>
              {operator.address && (
                <span className="block whitespace-pre-line text-muted">{operator.address}</span>
              )}
              {operator.email && (
                <a
                  href={`mailto:${operator.email}`}
                  className="mt-1 block break-all text-link hover:underline"
                >
                  {operator.email}
                </a>
              )}
            </address>
          )}
        </div>
        {Object.entries(footerGroups).map(([group, routes]) => (
          <nav key={group} aria-labelledby={`footer-${group}`} className="print:hidden">
            <h2 id={`footer-${group}`} className="font-semibold">
              {t(`groups.${group as keyof typeof footerGroups}`)}
            </h2>
            <ul className="mt-3 space-y-2">
              {routes.map((route) => (
                <li key={route}>
                  {/* Plain links: some twenty client components on every page cost more to hydrate than
                      the client navigation they would give from the bottom of a page. */}
                  <a
                    href={localizedPath(routeHref(route), {}, locale)}
                    className="text-fg-soft hover:text-link hover:underline"
                  >
                    {t(`pages.${route}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto w-full max-w-6xl px-4 py-5 text-muted">{t('footer', { year, siteName })}</p>
      </div>
    </footer>
  );
}
