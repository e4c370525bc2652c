import { describe, expect, it } from 'vitest';

import { toCsv } from '@/lib/organizer/csv';

import { newTicketCode } from '../../../cms/src/tickets/records';

describe('a ticket code', () => {
  const codes = Array.from({ length: 5000 }, newTicketCode);

  it('is 24 base64url characters and never repeats', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  // One in 32 plain base64url strings starts with - or _; 5000 codes would hold about 150 of them.
  it('starts with a letter or digit, so the guest list shows it exactly as printed', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9]/);
      expect(toCsv([['code'], [code]])).toContain(`\r\n${code}\r\n`);
    }
  });
});
