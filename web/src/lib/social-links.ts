import type { WebsiteConfig } from '@/lib/cms/types';
import type { BrandIconName } from '@/lib/icons/collection';

export type SocialLink = { href: string; name: string; brand?: BrandIconName };

// Brand names are not translated. A new brand needs its logo in src/icons/brands.json (build-icons).
const platforms: Record<string, { name: string; brand: BrandIconName }> = {
  x: { name: 'X', brand: 'x' },
  twitter: { name: 'X', brand: 'x' },
  telegram: { name: 'Telegram', brand: 'telegram' },
  discord: { name: 'Discord', brand: 'discord' },
  linkedin: { name: 'LinkedIn', brand: 'linkedin' },
  instagram: { name: 'Instagram', brand: 'instagram' },
  youtube: { name: 'YouTube', brand: 'youtube' },
  facebook: { name: 'Facebook', brand: 'facebook' },
  github: { name: 'GitHub', brand: 'github' },
  tiktok: { name: 'TikTok', brand: 'tiktok' },
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
    return href ? [{ href, name: known?.name ?? platform.trim(), brand: known?.brand }] : [];
  });
}
