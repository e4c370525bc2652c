/** A plain search link to OpenStreetMap (as the event page's): no embedded map, no request until asked. */
export function mapLink(venue: string | null, address: string | null): string {
  const query = [venue, address].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
