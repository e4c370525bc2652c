import { isLocale, locales } from '@/i18n/locales';
import { messagesHash, readMessagesFile } from '@/i18n/messages';

/** `/_i18n/{hash}/{locale}/messages.json` (SPEC 7): one locale's messages for client code. */
export async function generateStaticParams() {
  const hash = await messagesHash();
  return locales.map((locale) => ({ hash, locale }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/_i18n/[hash]/[locale]/messages.json'>,
) {
  const { hash, locale } = await params;
  if (!isLocale(locale)) {
    return Response.json({ error: `Unknown locale '${locale.slice(0, 20)}'` }, { status: 404 });
  }
  // Only the current hash may be cached (24 h, SPEC 9); an old one gets today's messages, uncached.
  const current = hash === (await messagesHash());
  return Response.json(
    { [locale]: await readMessagesFile(locale) },
    { headers: { 'Cache-Control': current ? 'public, max-age=86400, immutable' : 'no-cache' } },
  );
}
