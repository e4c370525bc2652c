import { expect, test } from '@playwright/test';

import { createSiteClient, isSiteClientError } from '../../src/lib/trpc/client';
import { seed } from '../support/stack';

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

test('/api/config returns the website configuration from the CMS', async ({ request }) => {
  const response = await request.get('/api/config');
  expect(response.status()).toBe(200);
  expect(response.headers()['x-config-source']).toBe('cms');
  const config = (await response.json()) as { analytic: unknown; helpChatHandle: string };
  expect(config.analytic).toEqual({
    meta_pixel_id: expect.any(String),
    google_analytics_id: expect.any(String),
    plausible_enabled: expect.any(Boolean),
    plausible_api_host: expect.any(String),
  });
  expect(config.helpChatHandle).toMatch(/^[A-Za-z0-9_]{5,32}$/);
});

test('/api/trpc answers a batched query (GET, batch=1)', async ({ request }) => {
  const batch = { 0: { json: { locale: 'ja' } }, 1: { json: { locale: 'pl' } } };
  const response = await request.get(`/api/trpc/blog.list,events.list?batch=1&input=${input(batch)}`);
  expect(response.status()).toBe(200);
  type Answer = { result: { data: { json: { slug: string; locale: string }[] } } };
  const [posts, events] = (await response.json()) as [Answer, Answer];
  // Every seeded entry, whatever other tests running beside this one have published meanwhile.
  const slugs = (answer: Answer) => answer.result.data.json.map((entry) => entry.slug);
  expect(slugs(posts)).toEqual(expect.arrayContaining(seed('blog-posts').map((post) => post.slug)));
  expect(slugs(events)).toEqual(expect.arrayContaining(seed('events').map((event) => event.slug)));
  const firstJa = posts.result.data.json.find((post) => post.locale === 'ja');
  expect(firstJa).toBeTruthy();
});

test('/api/trpc: a bad input is a 400 with code -32600, an unknown slug a 404 with -32004', async ({
  request,
}) => {
  const bad = await request.get(`/api/trpc/blog.list?input=${input({ json: { locale: 'xx' } })}`);
  expect(bad.status()).toBe(400);
  const badBody = (await bad.json()) as {
    error: {
      json: { code: number; data: { code: string; zodError: { fieldErrors: Record<string, unknown> } } };
    };
  };
  expect(badBody.error.json.code).toBe(-32600);
  expect(badBody.error.json.data.code).toBe('BAD_REQUEST');
  expect(badBody.error.json.data.zodError.fieldErrors.locale).toBeTruthy();
  expect(JSON.stringify(badBody)).not.toContain('    at ');

  const missing = await request.get(
    `/api/trpc/blog.bySlug?input=${input({ json: { locale: 'en', slug: 'nope' } })}`,
  );
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { error: { json: { code: number } } }).error.json.code).toBe(-32004);

  const notJson = await request.get('/api/trpc/blog.list?input=%7Bnot-json');
  expect(notJson.status()).toBe(400);

  const unknown = await request.get(`/api/trpc/blog.nothing?input=${input({ json: {} })}`);
  expect(unknown.status()).toBe(404);
});

test('/api/trpc refuses oversized requests with a 4xx', async ({ request }) => {
  const huge = await request.post('/api/trpc/blog.list', {
    data: { json: { locale: 'en', padding: 'x'.repeat(2 * 1024 * 1024) } },
  });
  expect(huge.status()).toBe(413);
  const longUrl = await request.get(`/api/trpc/blog.list?input=${'a'.repeat(10_000)}`);
  expect(longUrl.status()).toBe(414);
  const wideBatch = await request.get(
    `/api/trpc/${Array(21).fill('blog.list').join(',')}?batch=1&input=%7B%7D`,
  );
  expect(wideBatch.status()).toBe(400);
});

test('the typed client gets data, and a typed error for a bad input', async ({ baseURL }) => {
  const client = createSiteClient(baseURL);
  const [guides, hub] = await Promise.all([
    client.howTo.list.query({ locale: 'ko' }),
    client.hubs.bySlug.query({ locale: 'uk', slug: seed('hubs')[0]!.slug }),
  ]);
  expect(guides).toHaveLength(seed('how-to-guides').length);
  expect(hub.name).toBe(seed('hubs')[0]!.locales.uk?.name);

  const failure = await client.demos.bySlug
    .query({ locale: 'en', slug: 'Bad Slug!' })
    .catch((error: unknown) => error);
  expect(isSiteClientError(failure)).toBe(true);
  if (isSiteClientError(failure)) {
    expect(failure.data?.code).toBe('BAD_REQUEST');
    expect(failure.shape?.code).toBe(-32600);
  }
});
