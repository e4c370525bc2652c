import { expect, test } from '@playwright/test';

import {
  eventInput,
  fieldErrorsOf,
  organizerApi,
  signedInAccount,
  storedWithTitle,
} from '../support/organizer';
import { cmsApi, seed, writable } from '../support/stack';

// Every write here is refused (nothing changes) or makes a draft no page shows, deleted at the end.

type CmsError = {
  error?: { status?: number; name?: string; message?: string; details?: { errors?: unknown[] } };
};
type Section = { __component: string } & Record<string, unknown>;
type Document = { documentId: string } & Record<string, unknown>;

const errorOf = (answer: { json: unknown }) => (answer.json as CmsError | null)?.error;

async function first(path: string): Promise<Document> {
  const entry = ((await cmsApi(path)).json?.data as Document[] | undefined)?.[0];
  if (!entry) throw new Error(`nothing at ${path}`);
  return entry;
}

test('a javascript:, data: or http: link in a page section is refused with the rule in words, under its field', async () => {
  const page = await first('/pages?locale=en&filters[key][$eq]=token');
  const sections = writable(page.sections) as Section[];
  const before = JSON.stringify(sections);
  for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://example.com']) {
    const bad = { ...sections[0]!, primaryCta: { label: 'Run me', href } };
    const answer = await cmsApi(`/pages/${page.documentId}?locale=en`, {
      method: 'PUT',
      body: { data: { sections: [bad, ...sections.slice(1)] } },
    });
    expect(answer.status, href).toBe(400);
    expect(errorOf(answer)?.name, href).toBe('ValidationError');
    expect(errorOf(answer)?.message, href).toContain(
      'A link must be a site path starting with one "/" (like /events) or a full address starting with https://',
    );
    expect(errorOf(answer)?.details?.errors, href).toEqual([
      expect.objectContaining({ path: ['sections', 0, 'primaryCta', 'href'] }),
    ]);
  }
  const after = await first('/pages?locale=en&filters[key][$eq]=token');
  expect(JSON.stringify(writable(after.sections))).toBe(before);
});

test('"Lisbon time" as an event’s time zone is refused, offering Europe/Lisbon; the event keeps its zone', async () => {
  const slug = seed('events')[0]!.slug;
  const event = await first(`/events?locale=en&filters[slug][$eq]=${slug}`);
  const answer = await cmsApi(`/events/${event.documentId}?locale=en`, {
    method: 'PUT',
    body: { data: { timeZone: 'Lisbon time' } },
  });
  expect(answer.status).toBe(400);
  expect(errorOf(answer)?.message).toBe(
    '"Lisbon time" is not a time zone: use its name from the IANA list, like Europe/Lisbon or America/New_York (or UTC). Did you mean Europe/Lisbon?',
  );
  expect(errorOf(answer)?.details?.errors).toEqual([expect.objectContaining({ path: ['timeZone'] })]);
  expect((await first(`/events?locale=en&filters[slug][$eq]=${slug}`)).timeZone).toBe(event.timeZone);
});

test('a hub with a country name and an http address is refused field by field; good values are saved', async () => {
  const base = { name: `Porto builders ${Date.now()}`, summary: 'Monthly meetups in Porto.', city: 'Porto' };
  const bad = await cmsApi('/hubs?status=draft&locale=en', {
    method: 'POST',
    body: {
      data: { ...base, slug: `porto-${Date.now()}`, country: 'Portugal', website: 'http://porto.example' },
    },
  });
  expect(bad.status).toBe(400);
  const paths = (errorOf(bad)?.details?.errors as { path: string[]; message: string }[]).map((e) => e.path);
  expect(paths).toEqual([['country'], ['website']]);
  expect(errorOf(bad)?.message).toContain('use the two capital letters of ISO 3166, like PT, DE or JP');
  expect(errorOf(bad)?.message).toContain('starting with https://');

  const slug = `porto-builders-${Date.now()}`;
  const good = await cmsApi('/hubs?status=draft&locale=en', {
    method: 'POST',
    body: { data: { ...base, slug, country: 'PT', website: 'https://porto.example' } },
  });
  expect(good.status).toBe(201);
  const documentId = (good.json?.data as Document).documentId;
  try {
    const stored = await first(`/hubs?status=draft&locale=en&filters[slug][$eq]=${slug}`);
    expect(stored).toMatchObject({ documentId, country: 'PT', website: 'https://porto.example' });
  } finally {
    await cmsApi(`/hubs/${documentId}?locale=en`, { method: 'DELETE' });
  }
});

test('a slug another post has is refused, draft or not, naming that post; a new slug is saved', async () => {
  const [taken, other] = seed('blog-posts');
  const post = { title: 'Copy', summary: 'A copy.', publishedOn: '2026-11-20' };
  const duplicate = await cmsApi('/blog-posts?status=draft&locale=en', {
    method: 'POST',
    body: { data: { ...post, slug: taken!.slug } },
  });
  expect(duplicate.status).toBe(400);
  expect(errorOf(duplicate)?.message).toContain(`already has the slug "${taken!.slug}"`);
  expect(errorOf(duplicate)?.details?.errors).toEqual([expect.objectContaining({ path: ['slug'] })]);
  const holders = await cmsApi(`/blog-posts?status=draft&locale=en&filters[slug][$eq]=${taken!.slug}`);
  expect(holders.json?.data).toHaveLength(1);

  // Renaming an existing post to another's slug is refused the same way.
  const existing = await first(`/blog-posts?locale=en&filters[slug][$eq]=${other!.slug}`);
  const renamed = await cmsApi(`/blog-posts/${existing.documentId}?locale=en`, {
    method: 'PUT',
    body: { data: { slug: taken!.slug } },
  });
  expect(renamed.status).toBe(400);
  expect(errorOf(renamed)?.message).toContain('already has the slug');

  const badShape = await cmsApi('/blog-posts?status=draft&locale=en', {
    method: 'POST',
    body: { data: { ...post, slug: 'My First Post' } },
  });
  expect(badShape.status).toBe(400);
  expect(errorOf(badShape)?.message).toContain('A slug is lowercase letters a–z and digits');

  const slug = `copy-${Date.now()}`;
  const fresh = await cmsApi('/blog-posts?status=draft&locale=en', {
    method: 'POST',
    body: { data: { ...post, slug, tags: [{ label: 'Events' }] } },
  });
  expect(fresh.status).toBe(201);
  await cmsApi(`/blog-posts/${(fresh.json?.data as Document).documentId}?locale=en`, { method: 'DELETE' });
});

test('a Markdown body with a javascript: link or a path the site does not answer is refused, naming the link; a good one is saved', async () => {
  const post = { title: 'Links', summary: 'Links in a body.', publishedOn: '2026-11-20' };
  const refused = [
    {
      body: 'Read on, then [claim your pass](javascript:alert(document.cookie)).',
      message:
        'The link "javascript:alert(document.cookie)" ("claim your pass") runs code or embeds a file instead of pointing to a page: it is not allowed.',
    },
    {
      body: 'See our [prices](/prcing) first.',
      message: 'The link "/prcing" ("prices") goes to no page of the site:',
    },
    {
      body: 'Tickets at [the shop](http://tickets.example/a).',
      message: 'The link "http://tickets.example/a" ("the shop") is not secure:',
    },
  ];
  for (const { body, message } of refused) {
    const answer = await cmsApi('/blog-posts?status=draft&locale=en', {
      method: 'POST',
      body: { data: { ...post, slug: `links-${Date.now()}`, body } },
    });
    expect(answer.status, body).toBe(400);
    expect(errorOf(answer)?.name, body).toBe('ValidationError');
    expect(errorOf(answer)?.message, body).toContain(message);
    expect(errorOf(answer)?.details?.errors, body).toEqual([expect.objectContaining({ path: ['body'] })]);
  }

  // The same rule in a page section's Markdown, under its field; the page is unchanged.
  const page = await first('/pages?locale=en&filters[key][$eq]=token');
  const sections = writable(page.sections) as Section[];
  const inSection = await cmsApi(`/pages/${page.documentId}?locale=en`, {
    method: 'PUT',
    body: {
      data: {
        sections: [...sections, { __component: 'sections.rich-text', body: '[Run](javascript:alert(1))' }],
      },
    },
  });
  expect(inSection.status).toBe(400);
  expect(errorOf(inSection)?.details?.errors).toEqual([
    expect.objectContaining({ path: ['sections', sections.length, 'body'] }),
  ]);

  const slug = `links-${Date.now()}`;
  const good = await cmsApi('/blog-posts?status=draft&locale=en', {
    method: 'POST',
    body: {
      data: {
        ...post,
        slug,
        body: `Go to [events](/events), a [guide](/de/how-to/create-your-first-event), the [${seed('demos')[0]!.slug} demo](/${seed('demos')[0]!.slug}), [mail us](mailto:team@example.com) or [read more](https://example.com/a).`,
      },
    },
  });
  expect(good.status).toBe(201);
  try {
    const stored = await first(`/blog-posts?status=draft&locale=en&filters[slug][$eq]=${slug}`);
    expect(stored.body).toContain('(/events)');
  } finally {
    await cmsApi(`/blog-posts/${(good.json?.data as Document).documentId}?locale=en`, { method: 'DELETE' });
  }
});

test('an organizer’s event description with a javascript: link is a 400 naming the field, and nothing is stored', async () => {
  const organizer = await signedInAccount('markdown-links');
  const title = `Links check ${Date.now().toString(36)}`;
  const answer = await organizerApi('/events', organizer.jwt, {
    method: 'POST',
    body: eventInput({ title, description: 'Details [here](javascript:alert(1)).' }),
  });
  expect(answer.status).toBe(400);
  expect(fieldErrorsOf(answer)).toEqual([{ path: 'description', code: 'invalid' }]);
  expect(storedWithTitle(title)).toBe(0);
});
