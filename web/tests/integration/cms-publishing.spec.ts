import { expect, test } from '@playwright/test';

import { cmsApi, decodeEntities, seed } from '../support/stack';
import { chunkedPost } from '../support/chunked-post';

type Entry = { documentId: string; title: string; slug: string };

async function findPost(slug: string, locale = 'en'): Promise<Entry> {
  const { json } = await cmsApi(`/blog-posts?locale=${locale}&filters[slug][$eq]=${slug}`);
  const entry = (json?.data as Entry[] | undefined)?.[0];
  if (!entry) throw new Error(`seeded post ${slug} not found in the CMS`);
  return entry;
}

test('a title published in the CMS shows on the prerendered page within seconds, without a rebuild', async ({
  request,
}) => {
  const slug = seed('blog-posts')[2]!.slug;
  const post = await findPost(slug);
  const page = `/blog/${slug}`;
  expect((await request.get(page)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

  const changed = `${post.title} (updated ${Date.now()})`;
  const update = await cmsApi(`/blog-posts/${post.documentId}?locale=en`, {
    method: 'PUT',
    body: { data: { title: changed } },
  });
  expect(update.status).toBe(200);

  try {
    await expect
      .poll(async () => decodeEntities(await (await request.get(page)).text()), {
        timeout: 15_000,
        intervals: [500],
      })
      .toContain(changed);
    // The list is refreshed by the same webhook (stale-while-revalidate: the first visit may still be old).
    await expect
      .poll(async () => decodeEntities(await (await request.get('/blog')).text()), {
        timeout: 15_000,
        intervals: [500],
      })
      .toContain(changed);
  } finally {
    await cmsApi(`/blog-posts/${post.documentId}?locale=en`, {
      method: 'PUT',
      body: { data: { title: post.title } },
    });
  }
});

test('a draft is visible neither on the site nor through the public API, even with ?status=draft', async ({
  request,
}) => {
  const slug = `draft-${Date.now()}`;
  const title = `Unpublished announcement ${slug}`;
  const created = await cmsApi('/blog-posts?status=draft&locale=en', {
    method: 'POST',
    body: { data: { title, slug, summary: 'Not ready yet.', publishedOn: '2026-11-20' } },
  });
  expect(created.status).toBe(201);

  // The editor's token does see it, so the draft really exists.
  const asEditor = await cmsApi(`/blog-posts?status=draft&filters[slug][$eq]=${slug}`);
  expect(asEditor.json?.data).toHaveLength(1);

  const publicDraft = await cmsApi(`/blog-posts?status=draft&filters[slug][$eq]=${slug}`, { token: null });
  expect(publicDraft.status).toBe(200);
  expect(publicDraft.json?.data).toEqual([]);

  const documentId = (created.json?.data as Entry).documentId;
  const publicOne = await cmsApi(`/blog-posts/${documentId}?status=draft`, { token: null });
  expect(publicOne.status).toBe(404);

  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(decodeEntities(await (await request.get('/blog')).text())).not.toContain(title);

  await cmsApi(`/blog-posts/${documentId}`, { method: 'DELETE' });
});

test('the revalidation webhook refuses a wrong secret with a real 401', async ({ request }) => {
  const wrong = await request.post('/api/revalidate', {
    headers: { Authorization: 'Bearer not-the-secret' },
    data: { event: 'entry.publish', model: 'blog-post' },
  });
  expect(wrong.status()).toBe(401);
  const missing = await request.post('/api/revalidate', {
    data: { event: 'entry.publish', model: 'blog-post' },
  });
  expect(missing.status()).toBe(401);
});

test('the webhook refreshes on a published change and leaves pages alone on a draft save', async ({
  request,
}) => {
  const headers = { Authorization: `Bearer ${process.env.REVALIDATE_SECRET ?? ''}` };
  const draft = await request.post('/api/revalidate', {
    headers,
    data: { event: 'entry.update', model: 'demo', entry: { publishedAt: null } },
  });
  expect(draft.status()).toBe(200);
  expect(await draft.json()).toEqual({ revalidated: [] });

  const published = await request.post('/api/revalidate', {
    headers,
    data: { event: 'entry.publish', model: 'demo', entry: { publishedAt: '2026-11-23T10:00:00.000Z' } },
  });
  expect(published.status()).toBe(200);
  expect(await published.json()).toEqual({ revalidated: ['cms:demo'] });

  // Models without drafts (the site configuration) are always published.
  const config = await request.post('/api/revalidate', {
    headers,
    data: {
      event: 'entry.update',
      model: 'redirect-rule',
      entry: { publishedAt: '2026-11-23T10:00:00.000Z' },
    },
  });
  expect(await config.json()).toEqual({ revalidated: ['cms:redirect-rule'] });
});

test('a 10 MB chunked webhook body is refused with 413 once it passes the cap, not read whole', async ({
  baseURL,
}) => {
  const answer = await chunkedPost(`${baseURL}/api/revalidate`, {
    headers: {
      Authorization: `Bearer ${process.env.REVALIDATE_SECRET ?? ''}`,
      'Content-Type': 'application/json',
    },
    totalBytes: 10 * 1024 * 1024,
  });
  expect(answer.status).toBe(413);
  // The answer came while the sender held back after 1 MB: the server read as it streamed and stopped
  // at its 256 KB cap, where waiting for the whole body would have left it silent.
  expect(answer.answeredBeforeEnd).toBe(true);
  expect(answer.sentBeforeAnswer).toBeLessThanOrEqual(1024 * 1024);
});
