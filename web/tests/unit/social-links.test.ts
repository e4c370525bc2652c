import { describe, expect, it } from 'vitest';

import { socialLinks } from '@/lib/social-links';

describe('social links', () => {
  it('names known brands and gives them their logo', () => {
    expect(
      socialLinks([
        { platform: 'telegram', url: 'https://t.me/belong_support' },
        { platform: ' LinkedIn ', url: 'https://www.linkedin.com/company/belong' },
        { platform: 'Mastodon', url: 'https://mastodon.social/@belong' },
      ]),
    ).toEqual([
      { href: 'https://t.me/belong_support', name: 'Telegram', brand: 'telegram' },
      { href: 'https://www.linkedin.com/company/belong', name: 'LinkedIn', brand: 'linkedin' },
      { href: 'https://mastodon.social/@belong', name: 'Mastodon', brand: undefined },
    ]);
  });

  it('drops anything that is not a web address', () => {
    const links = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      'x.com/belong',
      '',
    ];
    expect(socialLinks(links.map((url) => ({ platform: 'x', url })))).toEqual([]);
  });
});
