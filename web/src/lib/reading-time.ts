// Words read per minute in alphabetic scripts, and characters per minute in Chinese, Japanese and Korean
// (which do not separate words with spaces): common averages for reading on a screen.
const wordsPerMinute = 220;
const cjkCharactersPerMinute = 500;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Minutes to read a Markdown text, at least one. */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]/g, ' ');
  const cjkCharacters = text.match(cjk)?.length ?? 0;
  const words = text
    .replace(cjk, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
  return Math.max(1, Math.round(words / wordsPerMinute + cjkCharacters / cjkCharactersPerMinute));
}

/** The numbered steps of a guide (its first ordered list), as plain text for HowTo structured data. */
export function orderedSteps(markdown: string): string[] {
  const steps: string[] = [];
  for (const line of markdown.split('\n')) {
    const match = /^\d+\.\s+(.+)$/.exec(line.trim());
    if (match?.[1]) steps.push(match[1].replace(/\*\*|__|`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
    else if (steps.length > 0 && line.trim() === '') continue;
    else if (steps.length > 0) break;
  }
  return steps;
}
