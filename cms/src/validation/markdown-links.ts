import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

import { isSitePath } from '../site-addresses/address-problems';

/** A link or image target as the site's renderer reads it (react-markdown with GFM), with its text. */
export type MarkdownTarget = { kind: 'link' | 'image'; url: string; text: string };

/** What the checks need to know of the site beyond its routes: the demos' slugs (`/{slug}`). */
export type SiteFacts = { demoSlugs: ReadonlySet<string> };

const textOf = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? node.children.map((child) => textOf(child)).join('')
      : '';

/** A link, image, definition or autolink needs one of these; GFM's bare addresses need `www.`, `://` or `@`. */
const mayHoldTarget = /[[<]|www\.|:\/\/|@/i;

/**
 * Every link, image and link definition in an editor's Markdown, parsed the way the site parses it
 * (micromark with GFM: `www.example.com` is a link to http://www.example.com there too). Raw HTML is
 * left out: the site never renders it.
 */
export function markdownTargets(markdown: string): MarkdownTarget[] {
  // Parsing costs milliseconds per body (the seed saves hundreds): text that cannot hold a link is not parsed.
  if (!mayHoldTarget.test(markdown)) return [];
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const found: MarkdownTarget[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'link' || node.type === 'definition') {
      found.push({
        kind: 'link',
        url: node.url,
        text: node.type === 'link' ? textOf(node) : (node.label ?? ''),
      });
    } else if (node.type === 'image') {
      found.push({ kind: 'image', url: node.url, text: node.alt ?? '' });
    }
    if ('children' in node) node.children.forEach((child) => visit(child));
  };
  visit(tree);
  return found;
}

/** Shown inside messages: long values are cut so the message stays readable. */
const quoted = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

// Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
const schemeOf = (url: string) =>
  /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase() ?? null;

const isHttpsAddress = (url: string) => {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed?.protocol === 'https:' && parsed.hostname !== '';
};

/** Why the site would drop or break one link or image target, in words (`null` when it is fine). */
export function targetProblem(target: MarkdownTarget, site: SiteFacts): string | null {
  const { kind, url } = target;
  const named = `The ${kind} ${quoted(url)}${target.text ? ` (${quoted(target.text)})` : ''}`;
  const scheme = schemeOf(url);
  if (scheme === 'javascript' || scheme === 'data' || scheme === 'vbscript') {
    return `${named} runs code or embeds a file instead of pointing to a page: it is not allowed. Link to a site path like /events or to an https:// address.`;
  }
  if (scheme === 'http') {
    return `${named} is not secure: addresses of other sites must start with https:// (like https://example.com/page).`;
  }
  if (scheme === 'https') {
    return isHttpsAddress(url) ? null : `${named} is not a full address (like https://example.com/page).`;
  }
  if (scheme === 'mailto' && kind === 'link')
    return url.length > 'mailto:'.length ? null : `${named} names no e-mail address.`;
  if (scheme !== null) {
    return `${named} cannot be opened from the site: use a site path like /events, an https:// address${kind === 'link' ? ' or mailto:' : ''}.`;
  }
  if (url.startsWith('#') && kind === 'link') return null;
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) {
    return `${named} is neither a site path starting with one "/" (like /events) nor a full address starting with https://.`;
  }
  // Images come from the CMS's uploads or the site's own files: only links are site pages.
  if (kind === 'image') return null;
  return isSitePath(url, site.demoSlugs)
    ? null
    : `${named} goes to no page of the site: link to one of its pages (like /events, /pricing or /how-to), a post, guide, event or hub under them, or a demo (/ and its slug).`;
}

/** At most this many bad links are named in one message; the rest are counted. */
const namedAtMost = 3;

/** One message for a Markdown field with bad links or images (`null` when every one is fine). */
export function markdownProblem(markdown: string, site: SiteFacts): string | null {
  const problems = markdownTargets(markdown)
    .map((target) => targetProblem(target, site))
    .filter((problem): problem is string => problem !== null);
  if (problems.length === 0) return null;
  const more = problems.length - namedAtMost;
  return [...problems.slice(0, namedAtMost), ...(more > 0 ? [`And ${more} more.`] : [])].join(' ');
}
