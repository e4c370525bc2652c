import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';

import { cn } from '@/lib/cn';
import { cmsUploadsSources } from '@/lib/images/loaders';

/**
 * Renders an editor's Markdown with the typography plugin's reading styles. Raw HTML in CMS text is never
 * rendered (react-markdown escapes it), only http(s), mailto and site-relative links survive, headings
 * get anchors, and CMS images go through the site's image loader.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'prose-belong prose max-w-none prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-img:rounded-xl',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSlug, [rehypeAutolinkHeadings, { behavior: 'wrap' }]]}
        urlTransform={safeUrl}
        components={{ img: MarkdownImage, table: ScrollableTable }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}

function safeUrl(url: string): string {
  return /^(https?:|mailto:|\/(?!\/)|#)/i.test(url) ? url : '';
}

/** CMS uploads in the site's widths (WebP through the optimiser); other https images as they are. */
function MarkdownImage({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !src) return null;
  // Markdown images have no known size, which next/image needs; the srcset comes from the same loader.
  // eslint-disable-next-line @next/next/no-img-element
  if (!src.startsWith('/uploads/')) return <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...cmsUploadsSources(src)}
      sizes="(min-width: 768px) 768px, 100vw"
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Wide tables scroll inside the text column instead of widening the page on a phone. */
function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  );
}
