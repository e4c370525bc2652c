export type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * SPEC 7: no prefetching on a save-data connection or a 2g one (`slow-2g`, `2g`), and never of a URL
 * with a hostname (only site paths are prefetched).
 */
export function mayPrefetch(href: string, connection: Connection | undefined): boolean {
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) return false;
  return href.startsWith('/') && !href.startsWith('//');
}
