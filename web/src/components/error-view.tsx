import { useTranslations } from 'next-intl';

import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';

/**
 * The error page's body (SPEC 2.5): the status, a page-not-found or something-went-wrong message, a
 * collapsible details section with the error message, and the way back home. Not async, so the server
 * pages and the client error boundary render the same markup (the provider carries `ErrorPage`).
 */
export function ErrorView({ status, message }: { status: number; message: string }) {
  const t = useTranslations('ErrorPage');
  const notFound = status === 404;
  return (
    <div className="py-10 text-center">
      <p className="text-6xl font-bold text-link" aria-label={t('statusLabel', { status })}>
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{notFound ? t('notFoundTitle') : t('errorTitle')}</h1>
      <p className="mt-2 text-muted">{notFound ? t('notFoundText') : t('errorText')}</p>
      {message && (
        <details className="mx-auto mt-6 max-w-xl text-start">
          <summary className="cursor-pointer text-sm font-medium text-fg-soft">{t('details')}</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-surface-muted p-3 text-sm whitespace-pre-wrap text-fg-soft">
            {message}
          </pre>
        </details>
      )}
      <p className="mt-8 text-fg-soft">{t('homepageLine')}</p>
      <p className="mt-2">
        <Link href={routeHref('index')} className="font-medium text-link underline">
          {t('backHome')}
        </Link>
      </p>
    </div>
  );
}
