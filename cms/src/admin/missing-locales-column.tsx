import siteLocales from '@belong/shared/locales.json';
import { Typography } from '@strapi/design-system';

type Row = { locale?: string; localizations?: { locale?: string }[] };
type Header = { name: string; label: { id: string; defaultMessage: string } } & Record<string, unknown>;
type HookArgs = { displayedHeaders: Header[]; layout: { options?: { i18n?: { localized?: boolean } } } };

const allCodes = Object.keys(siteLocales) as (keyof typeof siteLocales)[];

/** The site languages an entry has no version in (the row's own and its localizations' are there). */
export function missingLocales(row: Row): string[] {
  const present = new Set([row.locale, ...(row.localizations ?? []).map((entry) => entry.locale)]);
  return allCodes.filter((code) => !present.has(code));
}

function MissingLocalesCell({ row }: { row: Row }) {
  const missing = missingLocales(row);
  if (missing.length === 0) return <Typography textColor="success600">All {allCodes.length}</Typography>;
  const names = missing.map((code) => siteLocales[code as keyof typeof siteLocales].english).join(', ');
  const shown = missing.slice(0, 4).join(', ') + (missing.length > 4 ? ` +${missing.length - 4}` : '');
  return (
    <span title={`Missing: ${names}`} data-missing-locales={missing.join(' ')}>
      <Typography textColor="danger600">{shown}</Typography>
    </span>
  );
}

/**
 * The list view's languages column says what an entry still lacks: "All 14", or the missing languages'
 * codes, so an editor sees at a glance which posts or pages are not translated yet. It takes the place
 * of the i18n plugin's "Available in" (the same facts the other way round, names that do not fit the
 * width), so Status stays in view at 1,440 px.
 */
export function addMissingLocalesColumn({ displayedHeaders, layout }: HookArgs): HookArgs {
  if (layout.options?.i18n?.localized !== true) return { displayedHeaders, layout };
  const header: Header = {
    attribute: { type: 'string' },
    label: { id: 'belong.list-view.missing-locales', defaultMessage: 'Missing languages' },
    searchable: false,
    sortable: false,
    name: 'missingLocales',
    cellFormatter: (row: Row) => <MissingLocalesCell row={row} />,
  };
  const others = displayedHeaders.filter((shown) => shown.name !== 'locales').map(withShortDate);
  return { displayedHeaders: [...others, header], layout };
}

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Dates as "Nov 28, 2026, 10:22 AM" rather than Strapi's full style ("Saturday, November 28, 2026 at
 * 10:22 AM"), which alone pushed Status out of view at 1,440 px.
 */
function withShortDate(header: Header): Header {
  if (!['createdAt', 'updatedAt', 'publishedAt'].includes(header.name)) return header;
  return {
    ...header,
    cellFormatter: (row: Record<string, unknown>) => {
      const value = row[header.name];
      return typeof value === 'string' ? <Typography>{shortDate.format(new Date(value))}</Typography> : null;
    },
  };
}
