import { deflateSync } from 'node:zlib';

import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { confirmedAccount, mailTo, visitorIp } from '../support/accounts';
import {
  type Account,
  createOrganized,
  organizerApi,
  signedInAccount,
  storedWithTitle,
} from '../support/organizer';
import { messages } from '../support/stack';

// An organizer's side of an event on the site: the form (in German), its field messages, the draft,
// the preview, publishing, and a guest joining; then who may see or change any of it.

const de = messages('de');
const form = de.OrganizerForm;
const events = de.OrganizerEvents;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
});

/** A real PNG (a 160×90 gradient), made here so the test needs no binary fixture. */
function png(width = 160, height = 90): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([x + 60, 40 + y, 180], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A wall-clock time `days` ahead, as a `datetime-local` input holds it. */
const localIn = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

const errorOf = (page: Page, id: string) => page.locator(`#${id}-error`);

async function expectFieldError(page: Page, id: string, message: string) {
  const input = page.locator(`#${id}`);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAttribute('aria-describedby', new RegExp(`\\b${id}-error\\b`));
  await expect(errorOf(page, id)).toHaveText(message);
}

/** A browser signed in as `account` (its session cookie, as the site sets it at sign-in). */
async function signedInContext(context: BrowserContext, account: Account, baseURL: string) {
  await context.addCookies([
    { name: 'strapi_jwt', value: account.jwt, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'signed_in', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}

test('an organizer creates an event in German with two tiers, previews and publishes it, and a guest joins', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await confirmedAccount(page);
  const title = `Sommerfest im Hof ${Date.now().toString(36)}`;
  const checkout = 'https://tickets.example.com/sommerfest';

  // Signed out, the form asks for sign-in and comes back to it afterwards.
  await page.goto('/de/account/events/new');
  await page.getByTestId('organizer-signed-out').getByRole('link', { name: events.signIn }).click();
  await expect(page).toHaveURL(/\/de\/sign-in\?next=%2Faccount%2Fevents%2Fnew$/);
  await page.locator('#field-identifier').fill(account.email);
  await page.locator('#field-password').fill(account.password);
  await page.locator('form:has(#field-password) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/de\/account\/events\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.newTitle);

  // Wrong on purpose: end before start, a tier of 0 tickets, a plain-http link, a file that is no image.
  await page.getByLabel(form.fields.title, { exact: false }).first().fill(title);
  await page.locator('#of-summary').fill('Ein Abend mit Musik unter freiem Himmel.');
  await page.locator('#of-description').fill('Wir grillen, es gibt **Live-Musik**.');
  await page.locator('#of-startsAt').fill(localIn(30, 18));
  await page.locator('#of-endsAt').fill(localIn(30, 17));
  await expect(page.locator('#of-timeZone')).toHaveValue(/^[A-Za-z_]+\/[A-Za-z_/-]+$/);
  await page.locator('#of-timeZone').selectOption('Europe/Berlin');
  await page.getByRole('radio', { name: form.fields.online, exact: true }).check();
  await page.locator('#of-onlineUrl').fill('http://meet.example.com/sommerfest');
  await page
    .locator('#of-cover')
    .setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Bild') });
  await expectFieldError(page, 'of-cover', form.errors.notImage);
  await page.locator('#of-tiers-0-name').fill('Frühbucher');
  await page.locator('#of-tiers-0-capacity').fill('0');
  await page.getByRole('button', { name: form.fields.addTier }).click();
  const second = page.locator('[data-tier-index="1"]');
  await second.locator('#of-tiers-1-name').fill('Normal');
  await second.getByRole('radio', { name: form.fields.paid }).check();
  await second.locator('#of-tiers-1-price').fill('15');
  await second.locator('#of-tiers-1-capacity').fill('100');
  // A paid tier hands buyers to the organizer's checkout: an https address only.
  await page.locator('#of-checkoutUrl').fill('http://tickets.example.com/sommerfest');

  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expectFieldError(page, 'of-endsAt', form.errors.endBeforeStart);
  await expectFieldError(page, 'of-onlineUrl', form.errors.notHttps);
  await expectFieldError(page, 'of-tiers-0-capacity', form.errors.capacityTooLow);
  await expectFieldError(page, 'of-cover', form.errors.notImage);
  await expectFieldError(page, 'of-checkoutUrl', form.errors.notHttps);
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('heading')).toHaveText('Bitte behebe 5 Probleme');
  await expect(summary.getByRole('link')).toHaveCount(5);
  // Focus goes to the first field in the form that needs attention.
  await expect(page.locator('#of-endsAt')).toBeFocused();
  expect(storedWithTitle(title)).toBe(0);

  // A file that claims to be a PNG but is not one: the browser lets it through, the CMS reads its bytes.
  await page
    .locator('#of-cover')
    .setInputFiles({ name: 'falsch.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild, nur Text') });
  await expectFieldError(page, 'of-cover', form.errors.notImage);

  // Put right: the end after the start, a venue, a real image described, 20 tickets.
  await page.locator('#of-endsAt').fill(localIn(30, 23));
  await page.getByRole('radio', { name: form.fields.venue }).check();
  await page.locator('#of-venueName').fill('Hinterhof Kreuzberg');
  await page.locator('#of-venueAddress').fill('Oranienstraße 10');
  await page.locator('#of-city').fill('Berlin');
  await page.locator('#of-cover').setInputFiles({ name: 'hof.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByTestId('cover-preview')).toBeVisible();
  await expect(page.locator('#of-cover')).not.toHaveAttribute('aria-invalid');
  await page.locator('#of-tiers-0-capacity').fill('20');
  await page.locator('#of-checkoutUrl').fill('');
  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expectFieldError(page, 'of-checkoutUrl', form.errors.checkoutNeeded);
  await page.locator('#of-checkoutUrl').fill(checkout);
  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expectFieldError(page, 'of-coverAlt', form.errors.required);
  await expect(page.locator('#of-coverAlt')).toBeFocused();
  await page.locator('#of-coverAlt').fill('Lichterketten über einem Berliner Hinterhof');

  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expect(page).toHaveURL(/\/de\/account\/events\/[a-z0-9]+\/edit$/);
  await expect(page.getByRole('status').filter({ hasText: form.actions.saved })).toBeVisible();
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
  expect(storedWithTitle(title)).toBe(1);
  const id = /\/events\/([a-z0-9]+)\/edit$/.exec(page.url())![1]!;

  // The edit form reads back what was stored, in the event's zone.
  await page.reload();
  await expect(page.locator('#of-title')).toHaveValue(title);
  await expect(page.locator('#of-startsAt')).toHaveValue(localIn(30, 18));
  await expect(page.locator('#of-timeZone')).toHaveValue('Europe/Berlin');
  await expect(page.locator('#of-tiers-1-price')).toHaveValue('15');
  await expect(page.locator('#of-checkoutUrl')).toHaveValue(checkout);
  await expect(page.locator('#of-coverAlt')).toHaveValue('Lichterketten über einem Berliner Hinterhof');

  // Preview: the draft on the event page's parts, under the bar, for nobody else, never stored.
  await page.getByRole('button', { name: form.actions.preview }).click();
  await expect(page).toHaveURL(new RegExp(`/de/account/events/${id}/preview$`));
  await expect(page.getByTestId('organizer-preview-bar')).toContainText(events.previewBar.label);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('[data-organizer]')).toHaveText(`Veranstaltet von ${account.username}`);
  await expect(page.locator('[data-tier]')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Lichterketten über einem Berliner Hinterhof' })).toBeVisible();
  const previewAnswer = await page.request.get(`/de/account/events/${id}/preview`);
  expect(previewAnswer.status()).toBe(200);
  expect(previewAnswer.headers()['cache-control']).toMatch(/no-store/);
  expect(await previewAnswer.text()).toMatch(/<meta name="robots" content="noindex/);

  // Publish from the form; the public page in German names the host.
  await page.getByRole('link', { name: events.previewBar.back }).click();
  await page.getByRole('button', { name: form.actions.publish }).click();
  await expect(page.getByRole('status').filter({ hasText: form.actions.published })).toBeVisible();
  const publicLink = page.getByRole('link', { name: form.actions.viewPublic });
  const publicPath = (await publicLink.getAttribute('href'))!;
  // The webhook refreshes the slug index within a second or so.
  await expect.poll(async () => (await page.request.get(publicPath)).status(), { timeout: 20_000 }).toBe(200);
  await publicLink.click();
  await expect(page).toHaveURL(/\/de\/events\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('[data-organizer]')).toHaveText(`Veranstaltet von ${account.username}`);
  // The paid tier's Buy leaves for the organizer's checkout.
  await expect(
    page.locator('[data-tier]').nth(1).getByRole('link', { name: de.Tickets.buy }),
  ).toHaveAttribute('href', checkout);

  // A guest joins the first tier, in German, by the mailed link.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
  const email = `gast.${Date.now().toString(36)}@example.com`;
  await expect
    .poll(async () => (await guest.goto(`/de/events/${slug}`))?.status(), { timeout: 20_000 })
    .toBe(200);
  const row = guest.locator('[data-tier]').first();
  await row.locator('summary').click();
  await row.getByLabel(de.Tickets.fields.name).fill('Gast Eins');
  await row.getByLabel(de.Tickets.fields.email).fill(email);
  await row.locator('form button[type="submit"]').click();
  await expect(row.getByRole('status')).toContainText(de.Tickets.checkEmail.heading);
  await guest.goto((await mailTo(email)).link);
  await guest.waitForURL(/\/account\/tickets\/[A-Za-z0-9_-]+$/);
  await guestContext.close();

  // The organizer's list: published, one ticket issued.
  await page.goto('/de/account/events');
  const item = page.locator(`[data-event-id="${id}"]`);
  await expect(item.getByRole('heading')).toHaveText(title);
  await expect(item.locator('[data-status]')).toHaveText(events.status.published);
  await expect(item).toContainText('1 Ticket ausgegeben von');
});

const trpcGet = (request: APIRequestContext, path: string, input: unknown, jwt: string | null) =>
  request.get(`/api/trpc/organizer.${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, {
    headers: { 'X-Forwarded-For': visitorIp(), ...(jwt ? { Cookie: `strapi_jwt=${jwt}` } : {}) },
  });
const trpcPost = (
  request: APIRequestContext,
  path: string,
  input: unknown,
  jwt: string | null,
  headers: Record<string, string> = {},
) =>
  request.post(`/api/trpc/organizer.${path}`, {
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': visitorIp(),
      ...(jwt ? { Cookie: `strapi_jwt=${jwt}` } : {}),
      ...headers,
    },
    data: { json: input },
  });

test('only the organizer: every organizer procedure, the cover upload and the pages, as another user and as nobody', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [owner, other] = await Promise.all([signedInAccount('owner'), signedInAccount('other')]);
  const event = await createOrganized(owner.jwt);
  const title = String(event.input.title);
  const { id } = event;
  const input = {
    locale: 'de',
    title: 'Übernommen',
    summary: 'Kurz.',
    description: '',
    startsAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 40 * 86_400_000 + 3_600_000).toISOString(),
    timeZone: 'Europe/Berlin',
    venueName: 'Anderswo',
    venueAddress: null,
    city: null,
    onlineUrl: null,
    coverId: null,
    coverAlt: null,
    tiers: [{ name: 'Frei', price: null, currency: 'EUR', capacity: 5, perPerson: 1 }],
  };

  const calls = [
    ['one', () => trpcGet(request, 'one', { id }, other.jwt), () => trpcGet(request, 'one', { id }, null)],
    [
      'update',
      () => trpcPost(request, 'update', { id, event: input }, other.jwt),
      () => trpcPost(request, 'update', { id, event: input }, null),
    ],
    [
      'publish',
      () => trpcPost(request, 'publish', { id }, other.jwt),
      () => trpcPost(request, 'publish', { id }, null),
    ],
    [
      'unpublish',
      () => trpcPost(request, 'unpublish', { id }, other.jwt),
      () => trpcPost(request, 'unpublish', { id }, null),
    ],
  ] as const;
  for (const [name, asOther, asNobody] of calls) {
    expect((await asOther()).status(), `${name} as another user`).toBe(404);
    expect((await asNobody()).status(), `${name} as nobody`).toBe(401);
  }
  expect((await trpcGet(request, 'mine', undefined, null)).status()).toBe(401);
  expect((await trpcPost(request, 'create', { event: input }, null)).status()).toBe(401);
  const othersList = await trpcGet(request, 'mine', undefined, other.jwt);
  expect(othersList.status()).toBe(200);
  expect(await othersList.text()).not.toContain(id);
  // A cross-site page cannot make a signed-in visitor create or change anything.
  const crossSite = await trpcPost(request, 'create', { event: input }, owner.jwt, {
    Origin: 'https://evil.example',
  });
  expect(crossSite.status()).toBe(403);
  // Bad input is a 400 with the field's code, not a 500, and nothing is stored.
  const bad = await trpcPost(request, 'create', { event: { ...input, endsAt: input.startsAt } }, owner.jwt);
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('"endBeforeStart"');
  expect(storedWithTitle('Übernommen')).toBe(0);

  // The owner's event is as it was.
  const stored = await organizerApi(`/events/${id}`, owner.jwt);
  expect((stored.json?.data as { input: { title: string }; status: string }).input.title).toBe(title);
  expect((stored.json?.data as { status: string }).status).toBe('draft');

  // The cover upload: signed in and from the site's own pages only.
  const file = { name: 'hof.png', mimeType: 'image/png', buffer: png() };
  const upload = (headers: Record<string, string>) =>
    request.post('/api/organizer/cover', {
      headers: { 'X-Forwarded-For': visitorIp(), ...headers },
      multipart: { file },
    });
  expect((await upload({})).status()).toBe(401);
  expect((await upload({ Cookie: `strapi_jwt=${owner.jwt}`, Origin: 'https://evil.example' })).status()).toBe(
    403,
  );
  const uploaded = await upload({ Cookie: `strapi_jwt=${owner.jwt}` });
  expect(uploaded.status()).toBe(200);
  expect(await uploaded.json()).toMatchObject({
    id: expect.any(Number),
    url: expect.stringMatching(/^\/uploads\//),
  });

  // The pages: another account sees "not found" (the preview answers 404), nobody the sign-in prompt.
  const otherContext = await browser.newContext({ baseURL });
  await signedInContext(otherContext, other, baseURL!);
  const page = await otherContext.newPage();
  const preview = await page.goto(`/de/account/events/${id}/preview`);
  expect(preview?.status()).toBe(404);
  expect(await preview?.text()).not.toContain(title);
  await page.goto(`/de/account/events/${id}/edit`);
  await expect(page.getByRole('alert').filter({ hasText: events.notFound })).toBeVisible();
  await expect(page.locator('#of-title')).toHaveCount(0);
  await otherContext.close();

  const nobody = await browser.newPage({ baseURL });
  for (const path of [
    `/de/account/events/${id}/preview`,
    `/de/account/events/${id}/edit`,
    '/de/account/events',
  ]) {
    const answer = await nobody.goto(path);
    expect(answer?.status()).toBe(200);
    expect(await answer?.text()).not.toContain(title);
    await expect(nobody.getByTestId('organizer-signed-out')).toBeVisible();
  }
  await nobody.close();
});

test('the organizer pages pass axe on a 360 px phone, and the form works with the keyboard alone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInAccount('a11y');
  const event = await createOrganized(owner.jwt);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
  });
  await signedInContext(context, owner, baseURL!);
  const page = await context.newPage();

  for (const path of [
    '/de/account/events',
    `/de/account/events/${event.id}/edit`,
    `/de/account/events/${event.id}/preview`,
  ]) {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  // The new form, with its error summary and field messages showing.
  await page.goto('/de/account/events/new');
  await page.locator('#of-title').waitFor();
  await page.getByRole('button', { name: form.actions.saveDraft }).click();
  await expect(page.getByTestId('error-summary')).toBeVisible();
  expect(await seriousViolations(page), 'the new form with errors').toEqual([]);

  // Tab alone reaches every field in order, then the buttons; typing fills them.
  await page.goto('/de/account/events/new');
  await page.locator('#of-title').focus();
  const reached: string[] = [];
  for (let step = 0; step < 90; step++) {
    const current = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return active?.id || active?.getAttribute('value') || active?.textContent?.trim() || '';
    });
    reached.push(current);
    if (current === 'publish') break;
    await page.keyboard.press('Tab');
  }
  for (const id of [
    'of-title',
    'of-summary',
    'of-description',
    'of-startsAt',
    'of-endsAt',
    'of-timeZone',
    'of-venueName',
    'of-cover',
    'of-tiers-0-name',
    'of-tiers-0-capacity',
    'of-tiers-0-perPerson',
  ]) {
    expect(reached, id).toContain(id);
  }
  expect(reached).toEqual(expect.arrayContaining([form.fields.addTier, 'draft', 'preview', 'publish']));
  expect(reached.indexOf('of-title')).toBeLessThan(reached.indexOf('of-endsAt'));
  expect(reached.indexOf('of-endsAt')).toBeLessThan(reached.indexOf('of-tiers-0-name'));

  // Submitting from the keyboard (Enter on the draft button) with nothing filled: focus lands on the title.
  await page.locator('button[value="draft"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#of-title')).toBeFocused();
  await expect(errorOf(page, 'of-title')).toHaveText(form.errors.required);
  await context.close();
});
