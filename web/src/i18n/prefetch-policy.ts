type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * SPEC 7: no prefetching on a save-data connection or a 2g one (`slow-2g`, `2g`), and never of a URL
 * with a hostname (only site paths are prefetched).
 */
export function mayPrefetch(href: unknown, connection: Connection | undefined): boolean {
  if (connection?.saveData || connection?.effectiveType?.includes('2g')) return false;
  if (typeof href === 'string') return href.startsWith('/') && !href.startsWith('//');
  return typeof href === 'object' && href !== null && !('host' in href || 'hostname' in href);
}
