'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

const isStrapiUpdate = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'strapiUpdate';

/**
 * Live preview: Strapi 5's preview pane posts `strapiUpdate` to the page it frames after each save or
 * publish made there. The page then renders again from the server, which reads the new draft (draft
 * mode is never cached). Messages from any other origin are ignored.
 */
export function PreviewRefresh({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter();
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin === adminOrigin && isStrapiUpdate(event.data)) router.refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [adminOrigin, router]);
  return null;
}
