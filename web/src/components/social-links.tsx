import type { WebsiteConfig } from '@/lib/cms/types';
import { socialLinks } from '@/lib/social-links';

import { BrandIcon } from './icon';

/** The website configuration's social links: each brand's name, with its logo when the site has it. */
export function SocialLinks({ links, label }: { links: WebsiteConfig['socialLinks']; label: string }) {
  const items = socialLinks(links);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-4">
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              rel="noopener noreferrer me"
              className="inline-flex items-center gap-1.5 hover:text-link"
            >
              {item.brand && <BrandIcon brand={item.brand} className="size-4" />}
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
