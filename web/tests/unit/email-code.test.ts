import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { emailCodeMinutes } from '@/lib/auth/email-code';

import { codeMinutes } from '../../../cms/src/email-sign-in/constants';

const messagesDir = join(__dirname, '../../messages');

describe('how long a mailed code works', () => {
  it('is the number the CMS enforces', () => {
    expect(emailCodeMinutes).toBe(codeMinutes);
  });

  it('is said from that number in every language, never written into the text', () => {
    for (const file of readdirSync(messagesDir)) {
      const messages = JSON.parse(readFileSync(join(messagesDir, file), 'utf8')) as {
        Auth: { emailSignIn: { linkToo: string }; deleteAccount: { codeSent: string } };
      };
      for (const text of [messages.Auth.emailSignIn.linkToo, messages.Auth.deleteAccount.codeSent]) {
        expect(text, file).toContain('{minutes}');
        expect(text, file).not.toMatch(new RegExp(`(^|\\D)${codeMinutes}(\\D|$)`));
      }
    }
  });
});
