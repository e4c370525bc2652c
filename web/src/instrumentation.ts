/**
 * Runs once when a server starts: the redirect rules, the slug index and the website configuration begin
 * loading now, so the first visitor's request reads memory instead of waiting on the CMS (`lib/cms/memo.ts`).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await Promise.all([
    import('@/lib/cms/redirect-rules'),
    import('@/lib/cms/slug-index'),
    import('@/lib/cms/website-config'),
  ]);
}
