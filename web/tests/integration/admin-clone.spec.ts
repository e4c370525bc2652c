import { expect, test } from '@playwright/test';

import { adminApi } from '../support/admin-panel';
import { cmsApi } from '../support/stack';

// The admin's "Duplicate" (the Content Manager's clone) goes through the same save rules as any other
// write: a copy that keeps its source's slug would never be reached (the site resolves a slug to the
// first entry). Every entry here is a draft of this test's own, deleted at the end.

type AdminError = {
  error?: { status?: number; name?: string; message?: string; details?: { errors?: unknown[] } };
};
type Post = { documentId: string; slug: string; title: string };

const uid = 'api::blog-post.blog-post';
const clonePath = (documentId: string) =>
  `/content-manager/collection-types/${uid}/clone/${documentId}?locale=en`;

async function draftsWithSlug(slug: string): Promise<Post[]> {
  return ((await cmsApi(`/blog-posts?status=draft&locale=en&filters[slug][$eq]=${slug}`)).json?.data ??
    []) as Post[];
}

test('duplicating a post in the admin keeps slugs unique: the copy must get its own, and then is saved', async () => {
  const slug = `clone-source-${Date.now().toString(36)}`;
  const source = {
    title: 'Clone source',
    summary: 'A post to duplicate.',
    publishedOn: '2026-11-20',
    body: 'Read about [events](/events).',
  };
  const created = await cmsApi('/blog-posts?status=draft&locale=en', {
    method: 'POST',
    body: { data: { ...source, slug } },
  });
  expect(created.status).toBe(201);
  const sourceId = (created.json?.data as Post).documentId;
  const copies: string[] = [];
  try {
    // What the admin sends when an editor presses Duplicate and saves the form unchanged: the same slug.
    const unchanged = await adminApi(clonePath(sourceId), {
      method: 'POST',
      body: { ...source, slug, title: 'Clone source (copy)', locale: 'en' },
    });
    expect(unchanged.status).toBe(400);
    const error = (unchanged.json as AdminError).error;
    expect(error?.name).toBe('ValidationError');
    expect(error?.message).toContain(`Another blog post ("Clone source") already has the slug "${slug}"`);
    expect(error?.message).toContain(`for example ${slug}-2`);
    expect(error?.details?.errors).toEqual([expect.objectContaining({ path: ['slug'] })]);

    // A clone that names no slug copies the source's: refused the same way.
    const noSlug = await adminApi(clonePath(sourceId), { method: 'POST', body: { locale: 'en' } });
    expect(noSlug.status).toBe(400);
    expect((noSlug.json as AdminError).error?.message).toContain(`already has the slug "${slug}"`);
    expect(await draftsWithSlug(slug)).toHaveLength(1);

    // The rules for values hold on a clone too.
    const badLink = await adminApi(clonePath(sourceId), {
      method: 'POST',
      body: { slug: `${slug}-x`, body: '[Run](javascript:alert(1))', locale: 'en' },
    });
    expect(badLink.status).toBe(400);
    expect((badLink.json as AdminError).error?.message).toContain('The link "javascript:alert(1)"');

    // With a slug of its own the copy is saved, with the source's other fields.
    const copy = await adminApi(clonePath(sourceId), {
      method: 'POST',
      body: { ...source, slug: `${slug}-2`, title: 'Clone source (copy)', locale: 'en' },
    });
    expect(copy.status).toBe(200);
    const copyId = (copy.json as { data?: { documentId?: string } }).data?.documentId ?? '';
    copies.push(copyId);
    expect(copyId).not.toBe(sourceId);
    const [stored] = await draftsWithSlug(`${slug}-2`);
    expect(stored).toMatchObject({
      documentId: copyId,
      title: 'Clone source (copy)',
      summary: source.summary,
    });
    expect(await draftsWithSlug(slug)).toHaveLength(1);
  } finally {
    for (const documentId of [...copies, sourceId]) {
      if (documentId) await cmsApi(`/blog-posts/${documentId}?locale=en`, { method: 'DELETE' });
    }
  }
});
