import { describe, expect, it } from 'vitest';

import { deviceParts } from '@/lib/passkeys/device-name';
import { authenticationResponse, passkeyName, renameInput } from '@/lib/passkeys/schemas';

describe('deviceParts: a new passkey’s first name, from the browser that makes it', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
  ])('%s', (userAgent, browser, system) => {
    expect(deviceParts(userAgent)).toEqual({ browser, system });
  });

  it('says nothing it does not know', () => {
    expect(deviceParts('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});

describe('passkey inputs', () => {
  it('names are one trimmed line of 1 to 60 characters', () => {
    expect(passkeyName.parse('  Work \n phone ')).toBe('Work phone');
    expect(passkeyName.safeParse('   ').success).toBe(false);
    expect(passkeyName.safeParse('x'.repeat(61)).success).toBe(false);
    expect(passkeyName.parse('仕事用スマホ')).toBe('仕事用スマホ');
  });

  it('ids are the CMS’s document ids, nothing that could walk a path', () => {
    expect(renameInput.safeParse({ id: 'abc123XYZ', name: 'A' }).success).toBe(true);
    expect(renameInput.safeParse({ id: '../1', name: 'A' }).success).toBe(false);
  });

  it('a sign-in answer must have the parts of a WebAuthn assertion, in base64url', () => {
    const answer = {
      id: 'AAEC',
      rawId: 'AAEC',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'eyJ9', authenticatorData: 'AAAA', signature: 'MEUC' },
    };
    expect(authenticationResponse.safeParse(answer).success).toBe(true);
    expect(authenticationResponse.safeParse({ ...answer, type: 'password' }).success).toBe(false);
    expect(
      authenticationResponse.safeParse({
        ...answer,
        response: { ...answer.response, signature: 'not base64!' },
      }).success,
    ).toBe(false);
  });
});
