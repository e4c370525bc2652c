import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { chromiumArgs } from '../support/browser-args';
import { endTransitions } from '../support/transitions';
import { confirmedAccount, signIn, visitorIp } from '../support/accounts';
import { organizedEvent, signedInOrganizer, ticketHolder, writeQrVideo } from '../support/check-in';
import { cmsApi, messages } from '../support/stack';
import { cancel, createEvent } from '../support/tickets';

// The door's check-in page (/account/events/{id}/check-in) with Chromium's fake camera: it plays a
// YUV4MPEG2 file, written by each test before the camera starts (Chromium opens it then, not at launch).
const cameraFile = join(tmpdir(), `belong-check-in-camera-${process.pid}.y4m`);
writeQrVideo(cameraFile, null);

test.use({
  permissions: ['camera'],
  launchOptions: {
    // The full browser: in the headless shell the other tests use, getUserMedia is NotSupportedError.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--headless=new',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});

const en = messages('en').CheckIn;
const checkInPath = (id: string, prefix = '') => `${prefix}/account/events/${id}/check-in`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
});

const result = (page: Page) => page.getByTestId('scan-result');
const counts = (page: Page) => page.getByTestId('check-in-counts');

async function typeCode(page: Page, code: string) {
  await page.getByLabel(en.form.label).fill(code);
  await page.getByLabel(en.form.label).press('Enter');
}

/** Screenshots of the states for the review notes, when CHECK_IN_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  const dir = process.env.CHECK_IN_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    // Buttons ease into the new mode's colours: shoot them at their end, not mid-way.
    await endTransitions(page);
    await page.screenshot({ path: join(dir, `${name}-390-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  if (size) await page.setViewportSize(size);
}

test('the door checks guests in by typed code: five answers, each shown, announced and axe-clean at 360 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const organizer = await signedInOrganizer(page);
  const event = await organizedEvent(organizer.jwt);
  const ada = await ticketHolder(event.slug, event.tierKey, 'Ada Guest');
  const cy = await ticketHolder(event.slug, event.tierKey, 'Cy Cancelled');
  expect((await cancel(cy.jwt, cy.code)).status).toBe(200);
  const elsewhere = await createEvent([{ key: 'free', supply: 5 }]);
  const ole = await ticketHolder(elsewhere, 'free', 'Ole Other');

  await page.goto(checkInPath(event.id));
  await expect(counts(page)).toContainText(/^0 \/ 1\b/);
  await expect(result(page)).toHaveAttribute('data-state', 'idle');

  const live = page.getByTestId('scan-announcer');
  const states: [string, string, RegExp][] = [
    [ada.code, 'checkedIn', new RegExp(`${en.result.checkedIn}.*Ada Guest, ${event.tierName}`)],
    [ada.code, 'alreadyCheckedIn', new RegExp(`${en.result.alreadyCheckedIn}.*Ada Guest.*Checked in at`)],
    [ole.code, 'otherEvent', new RegExp(en.result.otherEvent)],
    [cy.code, 'cancelled', new RegExp(`${en.result.cancelled}.*Cy Cancelled`)],
    ['this-is-no-ticket-code', 'unknown', new RegExp(en.result.unknown)],
    ['A'.repeat(24), 'unknown', new RegExp(en.result.unknown)],
  ];
  for (const [code, state, text] of states) {
    await typeCode(page, code);
    await expect(result(page)).toHaveAttribute('data-state', state);
    await expect(result(page)).toHaveText(text);
    await expect(live).toHaveText(text);
    expect(await seriousViolations(page), state).toEqual([]);
    await shoot(page, state);
  }
  // Only the first scan let anyone in.
  await expect(counts(page)).toContainText(/^1 \/ 1\b/);
  // The typed field is ready for the next guest.
  await expect(page.getByLabel(en.form.label)).toBeFocused();
});

test('a QR code held up to the camera checks the guest in once, and the count moves', async ({ page }) => {
  test.setTimeout(120_000);
  const organizer = await signedInOrganizer(page);
  const event = await organizedEvent(organizer.jwt);
  const guest = await ticketHolder(event.slug, event.tierKey, 'Cam Guest');
  writeQrVideo(cameraFile, guest.code);

  await page.goto(checkInPath(event.id));
  await expect(counts(page)).toContainText(/^0 \//);
  await page.getByRole('button', { name: en.camera.start }).click();
  await expect(page.getByLabel(en.camera.videoLabel)).toBeVisible();
  await expect(result(page)).toHaveAttribute('data-state', 'checkedIn', { timeout: 20_000 });
  await expect(result(page)).toContainText('Cam Guest');
  await expect(counts(page)).toContainText(/^1 \//);
  // The code stays in view and is read many times a second: it was sent once, so the door does not
  // turn to "Already checked in" while the guest walks through.
  await page.waitForTimeout(2_000);
  await expect(result(page)).toHaveAttribute('data-state', 'checkedIn');
  await page.getByRole('button', { name: en.camera.stop }).click();
});

test('a scan made offline waits on the device, is sent when the network returns, and the guest list has it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const organizer = await signedInOrganizer(page);
  const event = await organizedEvent(organizer.jwt);
  const guest = await ticketHolder(event.slug, event.tierKey, 'Off Line');

  await page.goto(checkInPath(event.id));
  await expect(counts(page)).toContainText(/^0 \//);
  await context.setOffline(true);
  await typeCode(page, guest.code);
  await expect(result(page)).toHaveAttribute('data-state', 'queued');
  await expect(page.getByTestId('check-in-waiting')).toContainText('Waiting to send (1)');
  // Nothing reached the CMS meanwhile.
  const guestsBefore = await cmsApi(`/organizer/events/${event.id}/guests`, { token: organizer.jwt });
  expect(JSON.stringify(guestsBefore.json)).toContain('"status":"issued"');

  await context.setOffline(false);
  await expect(result(page)).toHaveAttribute('data-state', 'checkedIn', { timeout: 15_000 });
  await expect(result(page)).toContainText('Off Line');
  await expect(page.getByTestId('check-in-waiting')).toHaveCount(0);
  await expect(counts(page)).toContainText(/^1 \//);

  const guests = await cmsApi(`/organizer/events/${event.id}/guests`, { token: organizer.jwt });
  const listed = (guests.json as { data: { code: string; status: string; checkedInAt: string | null }[] })
    .data;
  expect(listed.find((row) => row.code === guest.code)).toMatchObject({ status: 'checked_in' });
});

test('only the check-in page may use the camera: its Permissions-Policy, and the browser keeps to it', async ({
  page,
  request,
}) => {
  for (const path of [checkInPath('abc123'), checkInPath('abc123', '/de'), checkInPath('abc123', '/ja')]) {
    const response = await request.get(path);
    expect(response.headers()['permissions-policy'], path).toBe(
      'camera=(self), microphone=(), geolocation=()',
    );
  }
  for (const path of ['/', '/account/tickets', '/de/account/tickets', '/account/events/abc123', '/events']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=()');
  }
  const cameraOn = (target: Page) =>
    target.evaluate(() =>
      navigator.mediaDevices.getUserMedia({ video: true }).then(
        (stream) => {
          stream.getTracks().forEach((track) => track.stop());
          return 'granted';
        },
        (error: DOMException) => error.name,
      ),
    );
  await page.goto('/account/tickets');
  expect(await cameraOn(page)).toBe('NotAllowedError');
  await page.goto(checkInPath('abc123'));
  expect(await cameraOn(page)).toBe('granted');
});

async function trpc(request: APIRequestContext, procedure: string, input: unknown, origin?: string) {
  const ip = { 'X-Forwarded-For': visitorIp() };
  if (procedure.endsWith('.scan')) {
    return request.post(`/api/trpc/${procedure}`, {
      headers: origin ? { ...ip, Origin: origin } : ip,
      data: { json: input },
    });
  }
  return request.get(`/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, {
    headers: ip,
  });
}

test('another signed-in account and a visitor signed in to nothing learn nothing, on the page or from the procedures', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const organizer = await signedInOrganizer(page);
  const event = await organizedEvent(organizer.jwt);
  const guest = await ticketHolder(event.slug, event.tierKey, 'Kept Safe');

  const otherContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
  const other = await otherContext.newPage();
  const account = await confirmedAccount(other);
  await signIn(other, account.email, account.password);
  await other.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await other.goto(checkInPath(event.id));
  await expect(other.getByText(en.notFound)).toBeVisible();
  await expect(other.getByText('Door test')).toHaveCount(0);
  await expect(other.getByLabel(en.form.label)).toHaveCount(0);

  const scan = { id: event.id, code: guest.code, scanId: randomUUID() };
  const asOther = other.request;
  expect((await trpc(asOther, 'organizer.checkIn.event', { id: event.id })).status()).toBe(404);
  expect((await trpc(asOther, 'organizer.checkIn.counts', { id: event.id })).status()).toBe(404);
  expect((await trpc(asOther, 'organizer.checkIn.scan', scan)).status()).toBe(404);
  await otherContext.close();

  expect((await trpc(request, 'organizer.checkIn.event', { id: event.id })).status()).toBe(401);
  expect((await trpc(request, 'organizer.checkIn.counts', { id: event.id })).status()).toBe(401);
  expect((await trpc(request, 'organizer.checkIn.scan', scan)).status()).toBe(401);

  // The organizer's own session, from another site's page: refused before anything is checked in.
  const crossSite = await trpc(page.request, 'organizer.checkIn.scan', scan, 'https://evil.example');
  expect(crossSite.status()).toBe(403);

  const guests = await cmsApi(`/organizer/events/${event.id}/guests`, { token: organizer.jwt });
  const listed = (guests.json as { data: { code: string; status: string }[] }).data;
  expect(listed.find((row) => row.code === guest.code)).toMatchObject({ status: 'issued' });

  const nobody = await browser.newPage();
  await nobody.goto(checkInPath(event.id));
  await expect(nobody.getByText(en.signedOut)).toBeVisible();
  await expect(nobody.locator('main').getByRole('link', { name: en.signIn })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await nobody.close();
});

test('two scanners scan one ticket at once: exactly one "Checked in"; a replayed scan is the same scan', async ({
  page,
}) => {
  const organizer = await signedInOrganizer(page);
  const event = await organizedEvent(organizer.jwt);
  const guest = await ticketHolder(event.slug, event.tierKey, 'Twice Scanned');
  const scans = [randomUUID(), randomUUID()].map((scanId) => ({ id: event.id, code: guest.code, scanId }));
  const origin = new URL(page.url()).origin;
  const answers = await Promise.all(
    scans.map((scan) => trpc(page.request, 'organizer.checkIn.scan', scan, origin)),
  );
  const kinds = await Promise.all(
    answers.map(async (answer) => {
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { result: { data: { json: { result: { kind: string } } } } }).result
        .data.json.result.kind;
    }),
  );
  expect([...kinds].sort()).toEqual(['alreadyCheckedIn', 'checkedIn']);

  const winner = scans[kinds.indexOf('checkedIn')]!;
  const replay = await trpc(page.request, 'organizer.checkIn.scan', winner, origin);
  const replayed = (await replay.json()) as {
    result: { data: { json: { result: { kind: string }; counts: { checkedIn: number } } } };
  };
  expect(replayed.result.data.json.result.kind).toBe('checkedIn');
  expect(replayed.result.data.json.counts.checkedIn).toBe(1);
});

test('a blocked camera and a device without one say so plainly; the typed code still works', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const organizer = await signedInOrganizer(page);
  const event = await organizedEvent(organizer.jwt);
  const guest = await ticketHolder(event.slug, event.tierKey, 'No Cam');

  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto(checkInPath(event.id));
  await page.getByRole('button', { name: en.camera.start }).click();
  await expect(page.getByTestId('camera-message')).toHaveText(en.camera.denied);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'camera-denied');
  await typeCode(page, guest.code);
  await expect(result(page)).toHaveAttribute('data-state', 'checkedIn');

  const bare = await page.context().newPage();
  await bare.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
  });
  await bare.goto(checkInPath(event.id));
  await bare.getByRole('button', { name: en.camera.start }).click();
  await expect(bare.getByTestId('camera-message')).toHaveText(en.camera.none);
  await bare.close();
});
