import { expect, type Page, test } from '@playwright/test';

import { cmsApi, messages, seed } from '../support/stack';

// Blog tags are the editors' words in each language (the CMS's `blog.tag` component, localized with the
// post): a Japanese post carries Japanese tags, and a tag's link lists that language's posts with it.

const posts = seed('blog-posts');
const post = posts[0]!;
type Tag = { label: string };
const labels = (entry: (typeof posts)[number], locale: string) =>
  (entry.locales[locale]?.tags as Tag[]).map(({ label }) => label);
const title = (entry: (typeof posts)[number], locale: string) => String(entry.locales[locale]?.title);
const prefix = (locale: 'en' | 'ja') => (locale === 'en' ? '' : `/${locale}`);

// The seed's first post is tagged "NFT tickets" / "NFTチケット": the key its link carries, written out.
const firstTagHref = { en: '/blog?tag=nft-tickets', ja: `/ja/blog?tag=${encodeURIComponent('nftチケット')}` };

function tagLinks(page: Page, name: string) {
  return page.getByRole('list', { name, exact: true }).getByRole('link');
}

for (const locale of ['en', 'ja'] as const) {
  test(`${locale}: a post shows its tags in its own language, each a link to that language's list`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/blog/${post.slug}`);
    const links = tagLinks(page, messages(locale).BlogPost.tags);
    await expect(links).toHaveText(labels(post, locale));
    await expect(links.first()).toHaveAttribute('href', firstTagHref[locale]);
  });

  test(`${locale}: the blog list shows each post's tags under it`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/blog`);
    for (const entry of posts) {
      const name = messages(locale).BlogTags.ofPost.replace('{title}', title(entry, locale));
      await expect(tagLinks(page, name), entry.slug).toHaveText(labels(entry, locale));
    }
  });

  test(`${locale}: a tag's link lists the posts with that tag, and only them`, async ({ page }) => {
    const label = labels(post, locale)[1]!; // "Events" / "イベント": on more than one post
    const tagged = posts.filter((entry) => labels(entry, locale).includes(label));
    expect(tagged.length).toBeGreaterThan(1);
    await page.goto(`${prefix(locale)}/blog/${post.slug}`);
    await tagLinks(page, messages(locale).BlogPost.tags).getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/blog\\?tag=`));
    const t = messages(locale).BlogTags;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading.replace('{tag}', label));
    const main = page.locator('main');
    for (const entry of posts) {
      const link = main.getByRole('heading', { name: title(entry, locale), exact: true });
      await expect(link, entry.slug).toHaveCount(tagged.includes(entry) ? 1 : 0);
    }
  });

  test(`${locale}: the CMS stores the tags as a localized component, the post's own words`, async () => {
    const { status, json } = await cmsApi(
      `/blog-posts?locale=${locale}&filters[slug][$eq]=${post.slug}&populate=tags`,
    );
    expect(status).toBe(200);
    const [stored] = json?.data as { tags: (Tag & { id: number })[] }[];
    expect(stored?.tags.map(({ label }) => label)).toEqual(labels(post, locale));
  });
}

test('the CMS refuses an empty tag in words, and stores a tag trimmed', async () => {
  const slug = `tagged-${Date.now().toString(36)}`;
  const data = { title: `Tags ${slug}`, slug, summary: 'Tags.', publishedOn: '2026-11-28' };
  const blank = await cmsApi('/blog-posts?locale=en', {
    method: 'POST',
    body: { data: { ...data, tags: [{ label: 'Events' }, { label: '   ' }] } },
  });
  expect(blank.status).toBe(400);
  expect(JSON.stringify(blank.json?.error)).toContain(
    'A tag cannot be empty: write a word or two (like \\"Events\\"), or remove the tag.',
  );

  const created = await cmsApi('/blog-posts?locale=en&populate=tags', {
    method: 'POST',
    body: { data: { ...data, tags: [{ label: '  Lisbon   nights ' }] } },
  });
  expect(created.status).toBe(201);
  const { documentId, tags } = created.json?.data as { documentId: string; tags: Tag[] };
  try {
    expect(tags.map(({ label }) => label)).toEqual(['Lisbon nights']);
  } finally {
    await cmsApi(`/blog-posts/${documentId}`, { method: 'DELETE' });
  }
});
