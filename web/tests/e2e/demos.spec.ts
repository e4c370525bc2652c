import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { visitorIp } from '../support/accounts';
import { cmsRows, messages } from '../support/stack';
import { endTransitions } from '../support/transitions';

/**
 * The demos are the product in a sandbox: each flow runs for real, in English and Japanese, with no
 * account. The visitor stays signed out (the sandbox lives in its own cookie), the page says the data
 * is a demo's, and what the CMS stored is checked.
 */

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'ja', prefix: '/ja' },
] as const;

test.beforeEach(async ({ page }) => {
  // Each test is its own visitor: the CMS counts new sandboxes per address.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
  await page.setViewportSize({ width: 360, height: 780 });
});

/** Screenshots for the review, when DEMO_SHOTS names a folder: 390 px, light and dark. */
async function shoot(page: Page, name: string) {
  const dir = process.env.DEMO_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark');
    await endTransitions(page);
    await page.screenshot({ path: join(dir, `${name}-390-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 360, height: 780 });
}

/** The visitor is not signed in: no site session cookie, only the demo's own httpOnly one. */
async function expectSignedOutWithSandbox(page: Page) {
  const cookies = await page.context().cookies();
  const names = cookies.map((cookie) => cookie.name);
  expect(names).not.toContain('strapi_jwt');
  expect(names).not.toContain('signed_in');
  expect(cookies.find((cookie) => cookie.name === 'belong_demo')?.httpOnly).toBe(true);
}

async function createEvent(page: Page, t: ReturnType<typeof messages>['DemoSandbox']) {
  await expect(page.getByTestId('demo-sandbox-note')).toHaveText(t.note);
  await expect(page.getByLabel(t.form.title)).toHaveValue(t.defaults.title);
  await page.getByRole('button', { name: t.form.submit }).click();
  // Creating runs the organizers' whole path (checks, slug, seat rows, publish, webhook): under a
  // loaded machine it took more than the default 5 s once.
  await expect(page.getByTestId('demo-event')).toContainText(t.defaults.title, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: t.said.eventCreated })).toBeAttached();
}

for (const { locale, prefix } of locales) {
  test(`NFT ticketing demo (${locale}): create an event with two tiers, claim a ticket, see its QR`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages(locale).DemoSandbox;
    await page.goto(`${prefix}/demo-nft-ticketing`);
    await page.getByLabel(t.form.secondTier).check();
    await createEvent(page, t);
    await expect(page.getByTestId('demo-event')).toContainText(t.defaults.secondTier);
    await page.getByRole('button', { name: t.claim.replace('{tier}', t.defaults.tier) }).click();
    const ticket = page.getByTestId('demo-ticket');
    await expect(ticket).toContainText(t.ticket.statuses.issued);
    // The holder is "you", not the sandbox account's made-up name.
    await expect(ticket).toContainText(t.ticket.you);
    await expect(ticket).not.toContainText('demo-');
    await expect(page.getByTestId('demo-ticket-qr')).toBeVisible();
    const code = (await page.getByTestId('demo-ticket-code').textContent()) ?? '';
    expect(cmsRows('SELECT ticket_status, tier_name FROM tickets WHERE code = ?', code)).toEqual([
      { ticket_status: 'issued', tier_name: t.defaults.tier },
    ]);
    await expectSignedOutWithSandbox(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `demo-ticketing-${locale}`);
  });

  test(`check-in demo (${locale}): scan the ticket from the page, the count moves, then the door's five answers`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages(locale).DemoSandbox;
    const door = messages(locale).CheckIn.result;
    await page.goto(`${prefix}/demo-event-check-in`);
    await createEvent(page, t);
    await page.getByRole('button', { name: t.claim.replace('{tier}', t.defaults.tier) }).click();
    const code = (await page.getByTestId('demo-ticket-code').textContent()) ?? '';
    const atDoor = page.getByTestId('demo-step-3');
    const result = atDoor.getByTestId('scan-result');
    const announcer = atDoor.getByTestId('scan-announcer');
    await expect(result).toHaveAttribute('data-state', 'idle');

    await page.getByRole('button', { name: t.scan.scanTicket }).click();
    await expect(result).toHaveAttribute('data-state', 'checkedIn');
    await expect(announcer).toContainText(door.checkedIn);
    // The guest is "Demo guest" at the door too, never the sandbox account's made-up name.
    await expect(result).toContainText(t.ticket.guestName);
    await expect(result).not.toContainText('demo-');
    await expect(page.getByTestId('demo-counts')).toContainText('1');
    await expect(page.getByTestId('demo-ticket-status')).toHaveText(t.ticket.statuses.checked_in);
    expect(cmsRows('SELECT ticket_status FROM tickets WHERE code = ?', code)).toEqual([
      { ticket_status: 'checked_in' },
    ]);

    await page.getByRole('button', { name: t.scan.scanTicket }).click();
    await expect(result).toHaveAttribute('data-state', 'alreadyCheckedIn');
    await expect(announcer).toContainText(door.alreadyCheckedIn);

    await page.getByLabel(messages(locale).CheckIn.form.label).fill('WrongCode000000000000000');
    await page.getByLabel(messages(locale).CheckIn.form.label).press('Enter');
    await expect(result).toHaveAttribute('data-state', 'unknown');
    await expect(announcer).toContainText(door.unknown);
    await shoot(page, `demo-check-in-${locale}`);
    const countsBefore = await page.getByTestId('demo-counts').textContent();

    // The door's two refusals, each through the real check-in route, shown large and read out.
    const turnedAway = page.getByTestId('demo-step-4');
    await expect(turnedAway).toHaveAttribute('data-state', 'current');
    const refusal = turnedAway.getByTestId('scan-result');
    const refusalSaid = turnedAway.getByTestId('scan-announcer');
    await turnedAway.getByRole('button', { name: t.turnedAway.scanOther }).click();
    await expect(refusal).toHaveAttribute('data-state', 'otherEvent', { timeout: 20_000 });
    await expect(refusal).toContainText(door.otherEvent);
    await expect(refusalSaid).toContainText(door.otherEvent);
    await expect(turnedAway.getByTestId('demo-other-event')).toHaveText(t.turnedAway.otherEventTitle);
    const otherRows = cmsRows(
      'SELECT t.ticket_status, e.title FROM tickets t JOIN events e ON e.document_id = t.event_document_id WHERE t.holder_email = (SELECT holder_email FROM tickets WHERE code = ?) AND e.sandbox_companion = 1 AND e.published_at IS NOT NULL',
      code,
    );
    expect(otherRows).toEqual([{ ticket_status: 'issued', title: t.turnedAway.otherEventTitle }]);

    const spareAction = turnedAway.getByTestId('demo-spare-action');
    await expect(spareAction).toHaveText(t.turnedAway.spare.get);
    await spareAction.click();
    await expect(spareAction).toHaveText(t.turnedAway.spare.cancel);
    const spareCode = (await turnedAway.getByTestId('demo-spare-code').textContent()) ?? '';
    expect(spareCode).not.toBe(code);
    await spareAction.click();
    await expect(turnedAway.getByTestId('demo-small-ticket-status').last()).toHaveText(
      t.ticket.statuses.cancelled,
    );
    expect(cmsRows('SELECT ticket_status FROM tickets WHERE code = ?', spareCode)).toEqual([
      { ticket_status: 'cancelled' },
    ]);
    await expect(spareAction).toHaveText(t.turnedAway.spare.scan);
    await spareAction.click();
    await expect(refusal).toHaveAttribute('data-state', 'cancelled');
    await expect(refusal).toContainText(door.cancelled);
    await expect(refusalSaid).toContainText(door.cancelled);
    await expect(turnedAway).toHaveAttribute('data-state', 'done');
    // The door above still counts only the visitor's own, checked-in ticket.
    await expect(page.getByTestId('demo-counts')).toHaveText(countsBefore ?? '');

    await expectSignedOutWithSandbox(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `demo-check-in-refused-${locale}`);
  });

  test(`token gating demo (${locale}): the pass tier refuses, the demo pass unlocks the content and the tier`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const t = messages(locale).DemoSandbox;
    await page.goto(`${prefix}/demo-token-gated-community`);
    await createEvent(page, t);
    const gated = page.getByTestId('demo-gated');
    await expect(gated).toHaveAttribute('data-unlocked', 'false');
    await expect(gated).toContainText(t.gating.locked);
    // One step at a time is "your turn": the pass first, the members' corner once it is held.
    const current = page.locator('[data-testid^="demo-step-"][data-state="current"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(t.gating.getPass);
    await shoot(page, `demo-gating-locked-${locale}`);

    const claimPassTier = page.getByRole('button', {
      name: t.claim.replace('{tier}', t.gating.passTierName),
    });
    await claimPassTier.click();
    await expect(page.getByTestId('demo-problem')).toHaveText(messages(locale).Tickets.errors.notEligible);

    await page.getByRole('button', { name: t.gating.getPass }).click();
    await expect(page.getByTestId('demo-pass-held')).toHaveText(t.gating.held);
    await expect(gated).toHaveAttribute('data-unlocked', 'true');
    await expect(gated).toContainText(t.gating.membersNote);
    await expect(current).toHaveCount(1);
    await expect(current.getByTestId('demo-gated')).toBeVisible();
    await claimPassTier.click();
    await expect(page.getByTestId('demo-ticket')).toContainText(t.gating.passTierName);

    await expectSignedOutWithSandbox(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `demo-gating-${locale}`);
  });

  test(`creator pass demo (${locale}): the demo creator pass unlocks the members' note`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = messages(locale).DemoSandbox;
    await page.goto(`${prefix}/demo-creator-pass`);
    await createEvent(page, t);
    await expect(page.getByRole('heading', { name: t.steps.creatorPass })).toBeVisible();
    await page.getByRole('button', { name: t.gating.getPass }).click();
    await expect(page.getByTestId('demo-gated')).toContainText(t.gating.membersNote);
    await expectSignedOutWithSandbox(page);
    await shoot(page, `demo-creator-pass-${locale}`);
  });
}

test('a demo the visitor started on one page continues on the next: the ticket reaches the check-in demo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = messages('en').DemoSandbox;
  await page.goto('/demo-nft-ticketing');
  await createEvent(page, t);
  await page.getByRole('button', { name: t.claim.replace('{tier}', t.defaults.tier) }).click();
  const code = (await page.getByTestId('demo-ticket-code').textContent()) ?? '';
  await page.goto('/demo-event-check-in');
  await expect(page.getByTestId('demo-ticket-code')).toHaveText(code);
  await page.getByRole('button', { name: t.scan.scanTicket }).click();
  await expect(page.getByTestId('demo-step-3').getByTestId('scan-result')).toHaveAttribute(
    'data-state',
    'checkedIn',
  );
});
