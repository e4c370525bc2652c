import { getFormatter, getTranslations } from 'next-intl/server';
import type { z } from 'zod';

import { SectionShell } from '@/components/ui/section-shell';

import type { SectionProps } from '../section';
import type { comparisonTableSchema } from './schema';

type Row = z.output<typeof comparisonTableSchema>['rows'][number];

/** Where a claim about the other product comes from, and when it was read there. */
function Source({ row, label, seen }: { row: Row; label: string; seen: string | null }) {
  if (!row.sourceUrl) return null;
  return (
    <span className="mt-1 block text-xs">
      <a
        href={row.sourceUrl}
        className="text-link underline"
        rel="noopener noreferrer nofollow"
        target="_blank"
      >
        {label}
      </a>
      {seen && <span className="text-muted"> · {seen}</span>}
    </span>
  );
}

/**
 * A point-by-point comparison; every claim about the other product links its source and the date it was
 * read. Phones get one card per point, wider screens the table: only one of the two is displayed.
 */
export async function ComparisonTableSection({
  data,
  context,
}: SectionProps<z.output<typeof comparisonTableSchema>>) {
  const [t, format] = await Promise.all([getTranslations('Sections'), getFormatter()]);
  const date = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const source = (row: Row) => (
    <Source
      row={row}
      label={t('source')}
      seen={row.sourceSeen ? t('seenOn', { date: date(row.sourceSeen) }) : null}
    />
  );
  return (
    <SectionShell id={context.headingId} heading={data.heading} lead={data.lead}>
      <div className="mt-8 md:hidden">
        <p className="text-sm text-muted">{t('asOf', { date: date(data.asOf) })}</p>
        <ul className="mt-4 space-y-4">
          {data.rows.map((row) => (
            <li key={row.feature} className="rounded-2xl border border-line p-4">
              <h3 className="font-semibold">{row.feature}</h3>
              <dl className="mt-3 space-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-link">{data.usLabel}</dt>
                  <dd className="mt-1 text-fg-soft">{row.us}</dd>
                </div>
                <div>
                  <dt className="font-semibold">{data.themLabel}</dt>
                  <dd className="mt-1 text-fg-soft">
                    {row.them}
                    {source(row)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-8 hidden rounded-2xl border border-line md:block">
        <table className="w-full border-collapse text-start text-sm">
          <caption className="px-4 pt-4 text-start text-sm text-muted">
            {t('asOf', { date: date(data.asOf) })}
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="w-1/5 px-4 py-3 text-start font-semibold">
                {t('feature')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold text-link">
                {data.usLabel}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {data.themLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.feature} className="border-b border-line align-top last:border-b-0">
                <th scope="row" className="px-4 py-3 text-start font-semibold">
                  {row.feature}
                </th>
                <td className="px-4 py-3 text-fg-soft">{row.us}</td>
                <td className="px-4 py-3 text-fg-soft">
                  {row.them}
                  {source(row)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.note && <p className="mt-4 text-sm text-muted">{data.note}</p>}
    </SectionShell>
  );
}
