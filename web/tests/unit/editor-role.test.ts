import { describe, expect, it } from 'vitest';

import { definitionFingerprint } from '../../../cms/src/admin-config/editor-role';

describe("the Editor role's fingerprint (cms/src/admin-config/editor-role.ts)", () => {
  const locales = ['en', 'ja'];
  const before = { 'api::ticket.ticket': ['code', 'status'] };
  const after = { 'api::ticket.ticket': ['code', 'ticketStatus'] };

  it('is the same while nothing the role is made from changes, so a Super Admin’s edits stand', () => {
    expect(definitionFingerprint(locales, before)).toBe(definitionFingerprint([...locales], { ...before }));
  });

  it('changes when a field is renamed, so the role is set again and grants the new field', () => {
    expect(definitionFingerprint(locales, after)).not.toBe(definitionFingerprint(locales, before));
  });

  it('changes when a language is added', () => {
    expect(definitionFingerprint([...locales, 'pl'], before)).not.toBe(
      definitionFingerprint(locales, before),
    );
  });
});
