/**
 * CSV as RFC 4180 writes it (CRLF line ends, a field quoted when it holds a comma, quote or line break,
 * quotes doubled), with the OWASP guard against formula injection: a spreadsheet runs a cell that starts
 * with `=`, `+`, `-` or `@` (or a tab or carriage return, which some read past) as a formula, so such a
 * cell gets a leading apostrophe. A guest chooses their own name; the organizer opens the file.
 */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as one CSV text, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** Excel reads a CSV as UTF-8 (Japanese names and all) only when it starts with the byte-order mark. */
export const utf8Bom = '\uFEFF';
