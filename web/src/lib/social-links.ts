import type { WebsiteConfig } from '@/lib/cms/types';

export type SocialLink = { href: string; name: string; icon?: `${string}:${string}` };

// Brand names are not translated; their logos come from the public Iconify API (`simple-icons`).
const platforms: Record<string, { name: string; icon: `${string}:${string}` }> = {
  x: { name: 'X', icon: 'simple-icons:x' },
  twitter: { name: 'X', icon: 'simple-icons:x' },
  telegram: { name: 'Telegram', icon: 'simple-icons:telegram' },
  discord: { name: 'Discord', icon: 'simple-icons:discord' },
  linkedin: { name: 'LinkedIn', icon: 'simple-icons:linkedin' },
  instagram: { name: 'Instagram', icon: 'simple-icons:instagram' },
  youtube: { name: 'YouTube', icon: 'simple-icons:youtube' },
  facebook: { name: 'Facebook', icon: 'simple-icons:facebook' },
  github: { name: 'GitHub', icon: 'simple-icons:github' },
  tiktok: { name: 'TikTok', icon: 'simple-icons:tiktok' },
};

/** Editors type these URLs: only web addresses become links (never `javascript:` and the like). */
function webUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The website configuration's social links as the footer shows them: known brands get their logo. */
export function socialLinks(links: WebsiteConfig['socialLinks']): SocialLink[] {
  return links.flatMap(({ platform, url }) => {
    const href = webUrl(url);
    const known = platforms[platform.trim().toLowerCase()];
    return href ? [{ href, name: known?.name ?? platform.trim(), icon: known?.icon }] : [];
  });
}
