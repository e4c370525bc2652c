import type { ReactNode } from 'react';

import type { Layout } from '@/routes/table';

import { PageTransition } from './page-transition.client';
import { PreviewBar } from './preview-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The three layouts of SPEC 2.3, under one header (the same navigation everywhere). `menu`: product
 * pages; `base`: reading pages (legal, blog, guides, events), keyed transitions per path; `default`: a
 * wide, full-bleed main area for showcase pages (demos, hub pages), also keyed per path.
 */
export function PageFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  const main = (
    <main
      id="main"
      className={
        layout === 'default' ? 'w-full flex-1' : 'mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-10'
      }
    >
      {children}
    </main>
  );
  return (
    <>
      <PreviewBar />
      <SiteHeader />
      {layout === 'menu' ? main : <PageTransition>{main}</PageTransition>}
      <SiteFooter />
    </>
  );
}
