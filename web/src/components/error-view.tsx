import { Link } from '@/i18n/navigation';

export type ErrorViewText = {
  statusLabel: string;
  title: string;
  text: string;
  details: string;
  homepageLine: string;
  backHome: string;
};

/**
 * The error page's body (SPEC 2.5): the status, a page-not-found or something-went-wrong message, a
 * collapsible details section with the error message, and the way back home. Plain markup, so it is
 * rendered on the server and by the client error boundary alike.
 */
export function ErrorView({
  status,
  message,
  text,
}: {
  status: number;
  message: string;
  text: ErrorViewText;
}) {
  return (
    <div className="py-10 text-center">
      <p className="text-6xl font-bold text-violet-700" aria-label={text.statusLabel}>
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{text.title}</h1>
      <p className="mt-2 text-zinc-600">{text.text}</p>
      {message && (
        <details className="mx-auto mt-6 max-w-xl text-start">
          <summary className="cursor-pointer text-sm font-medium text-zinc-700">{text.details}</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-zinc-100 p-3 text-sm whitespace-pre-wrap text-zinc-800">
            {message}
          </pre>
        </details>
      )}
      <p className="mt-8 text-zinc-700">{text.homepageLine}</p>
      <p className="mt-2">
        <Link href="/" className="font-medium text-violet-700 underline">
          {text.backHome}
        </Link>
      </p>
    </div>
  );
}
