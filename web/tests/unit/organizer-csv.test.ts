import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from '@/lib/organizer/csv';
import { sortGuests } from '@/components/organizer/guests/sort-guests';
import type { Guest } from '@/lib/cms/organizer';

describe('the guest CSV', () => {
  it('quotes as RFC 4180 says: commas, quotes and line breaks, quotes doubled, CRLF rows', () => {
    expect(toCsv([['plain', 'a,b', 'say "hi"', 'two\nlines']])).toBe(
      'plain,"a,b","say ""hi""","two\nlines"\r\n',
    );
  });

  it('keeps a spreadsheet from running a guest-chosen name as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
    expect(csvCell('Ana - Souza')).toBe('Ana - Souza');
    expect(csvCell('山田 花子')).toBe('山田 花子');
  });
});

describe('the guest list order', () => {
  const guest = (name: string, status: Guest['status']): Guest => ({
    code: name,
    name,
    email: `${name}@example.com`,
    tierKey: 't',
    tierName: 'T',
    status,
    createdAt: '2026-01-01T00:00:00Z',
    checkedInAt: null,
    checkedInByName: null,
  });

  it('puts guests who are coming first, by name in the language, and cancelled tickets last', () => {
    const sorted = sortGuests(
      [
        guest('Zoë', 'issued'),
        guest('Ängel', 'cancelled'),
        guest('bea', 'pending'),
        guest('Älva', 'checked_in'),
      ],
      'de',
    );
    expect(sorted.map((item) => item.name)).toEqual(['Älva', 'Zoë', 'bea', 'Ängel']);
  });
});
