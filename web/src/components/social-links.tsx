import type { WebsiteConfig } from '@/lib/cms/types';
import { socialLinks } from '@/lib/social-links';

import { RemoteIcon } from './remote-icon.client';

/** The website configuration's social links: the brand's name always, its logo once it has loaded. */
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
              {item.icon && <RemoteIcon icon={item.icon} className="size-4" />}
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
