import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Renders an editor's Markdown. Raw HTML in CMS text is never rendered (react-markdown escapes it),
 * and only http(s), mailto and site-relative links survive.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-belong space-y-4 leading-relaxed [&_a]:text-link [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ms-6 [&_ol]:list-decimal [&_ul]:list-disc">
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrl}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

function safeUrl(url: string): string {
  return /^(https?:|mailto:|\/(?!\/)|#)/i.test(url) ? url : '';
}
