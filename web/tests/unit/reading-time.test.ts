import { describe, expect, it } from 'vitest';

import { orderedSteps, readingMinutes } from '@/lib/reading-time';

describe('readingMinutes', () => {
  it('counts words in alphabetic scripts', () => {
    expect(readingMinutes('word '.repeat(660))).toBe(3);
  });

  it('counts characters in Japanese, which has no spaces between words', () => {
    expect(readingMinutes('読'.repeat(1000))).toBe(2);
  });

  it('ignores Markdown syntax and link targets, and is never zero', () => {
    expect(readingMinutes('## [Hi](https://example.com/a-very-long-link)')).toBe(1);
  });
});

describe('orderedSteps', () => {
  it('takes the first numbered list as plain text', () => {
    const body =
      'Intro\n\n## Steps\n\n1. **Open** the app.\n2. Read [the guide](/how-to).\n\n## Tips\n\n1. Other list';
    expect(orderedSteps(body)).toEqual(['Open the app.', 'Read the guide.']);
  });
});
