// Publish-to-live through the stack: an editor's change (through the CMS's REST API, as the admin saves
// it) until every address shows it: each replica directly and nginx.
import { get } from './first-load-js.mjs';

async function cms(stack, path, init = {}) {
  const response = await fetch(`${stack.cmsUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${stack.secrets.CMS_TEST_API_TOKEN}`,
    },
    body: init.body && JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`CMS ${init.method ?? 'GET'} ${path}: ${response.status}`);
  return response.json();
}

async function secondsUntilShown(urls, text, since, timeoutMs = 30_000) {
  while (Date.now() - since < timeoutMs) {
    const bodies = await Promise.all(urls.map(async (url) => (await get(url)).text()));
    if (bodies.every((body) => body.includes(text))) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

const everywhere = (stack, path) => [...stack.replicaUrls, stack.siteUrl].map((base) => base + path);

/** A page entry's hero heading (German nft-tickets) and a blog post's title; both put back after. */
export async function publishToLive(stack, postSlug) {
  const results = {};
  const [page] = (await cms(stack, '/pages?locale=de&filters[key][$eq]=nft-tickets')).data;
  // What the CMS answered, sent back: without ids, and `__component` first (strapi/strapi#27474).
  const strip = (value) =>
    Array.isArray(value)
      ? value.map(strip)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => key !== 'id')
              .sort(([a], [b]) => Number(b === '__component') - Number(a === '__component'))
              .map(([key, item]) => [key, strip(item)]),
          )
        : value;
  const sections = strip(page.sections);
  const heading = `Bench ${Date.now()}`;
  for (const url of everywhere(stack, '/de/nft-tickets')) await get(url);
  let since = Date.now();
  await cms(stack, `/pages/${page.documentId}?locale=de`, {
    method: 'PUT',
    body: { data: { sections: [{ ...sections[0], heading }, ...sections.slice(1)] } },
  });
  results.page = await secondsUntilShown(everywhere(stack, '/de/nft-tickets'), heading, since);
  await cms(stack, `/pages/${page.documentId}?locale=de`, { method: 'PUT', body: { data: { sections } } });

  const [post] = (await cms(stack, `/blog-posts?locale=en&filters[slug][$eq]=${postSlug}`)).data;
  const stamp = String(Date.now());
  const title = `${post.title} ${stamp}`;
  for (const url of everywhere(stack, `/blog/${postSlug}`)) await get(url);
  since = Date.now();
  await cms(stack, `/blog-posts/${post.documentId}?locale=en`, { method: 'PUT', body: { data: { title } } });
  // The stamp alone: the title may hold characters the page escapes.
  results.post = await secondsUntilShown(everywhere(stack, `/blog/${postSlug}`), stamp, since);
  await cms(stack, `/blog-posts/${post.documentId}?locale=en`, {
    method: 'PUT',
    body: { data: { title: post.title } },
  });
  return results;
}
