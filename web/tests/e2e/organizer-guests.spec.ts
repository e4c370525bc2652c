import { expect, test } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { mailTo } from '../support/accounts';
import { accountVia, organizerEvent, signInAs } from '../support/organizer-guests';
import { messages } from '../support/stack';
import { availability, createEvent } from '../support/tickets';

// The manage page as an organizer uses it on a phone: search without JavaScript, cancel with a
// confirmation by keyboard, a message to all guests, co-hosts; axe-clean at 360 px.

const en = messages('en').OrganizerGuests;
const de = messages('de').OrganizerGuests;
const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

async function setUp() {
  const lobby = await createEvent([{ key: 'lobby', supply: 10 }]);
  const [organizer, coHost] = await Promise.all([
    accountVia(lobby, 'lobby', { name: 'Olivia Organizer' }),
    accountVia(lobby, 'lobby', { name: 'Chris Cohost' }),
  ]);
  const event = await organizerEvent(organizer, 2);
  const tierKey = event.input.tiers[0]!.key;
  const ana = await accountVia(event.slug, tierKey, { name: 'Ana Souza', locale: 'en' });
  const hanako = await accountVia(event.slug, tierKey, { name: '山田 花子', locale: 'ja' });
  return { organizer, coHost, event, ana, hanako };
}

test('an organizer manages the guest list on a phone, by keyboard, in German', async ({ browser }) => {
  test.setTimeout(150_000);
  const { organizer, coHost, event, ana, hanako } = await setUp();
  const path = `/de/account/events/${event.id}`;

  // Without JavaScript the search is a plain form the server answers.
  const plain = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  await signInAs(plain, baseURL, organizer);
  const noScript = await plain.newPage();
  await noScript.goto(path);
  await expect(noScript.getByTestId('guest-list').locator('li')).toHaveCount(2);
  await noScript.getByLabel(de.guests.search).fill('花子');
  await noScript.getByRole('button', { name: de.guests.searchButton, exact: true }).click();
  await expect(noScript).toHaveURL(/\?q=%E8%8A%B1%E5%AD%90$/);
  await expect(noScript.getByTestId('guest-list').locator('li')).toHaveCount(1);
  await expect(noScript.getByTestId('guest-list')).toContainText('山田 花子');
  await plain.close();

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    hasTouch: true,
  });
  await signInAs(context, baseURL, organizer);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing runs past a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Cancel Ana's ticket with the keyboard: the button, then the question's "yes".
  const anaRow = page.locator(`[data-guest="${ana.code}"]`);
  await anaRow.getByRole('button', { name: de.guests.cancel }).focus();
  await page.keyboard.press('Enter');
  await expect(anaRow.getByRole('group')).toContainText('Ana Souza');
  await expect(anaRow.getByRole('button', { name: de.guests.cancelYes })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(anaRow).toContainText(de.status.cancelled);
  await expect(page.getByTestId('count-issued')).toHaveText('1');
  expect((await availability(event.slug)).tiers[0]).toMatchObject({ taken: 1, left: 1 });

  // A message to all guests: one valid ticket left, mailed in Japanese.
  await expect(page.getByTestId('message-recipients')).toContainText('1 Gast bekommt sie.');
  await page.getByLabel(de.message.subject).fill('Einlass ab 18:30');
  await page.getByLabel(de.message.body, { exact: true }).fill('Bis bald!');
  await page.getByRole('button', { name: de.message.send }).click();
  await expect(page.getByRole('status').filter({ hasText: 'An 1 Gast gesendet.' })).toBeVisible();
  const mail = await mailTo(hanako.email, 2);
  expect(mail.subject).toContain('Einlass ab 18:30');
  expect(mail.text).toContain('主催者');

  // A co-host by e-mail; a bad address is named next to the field.
  await page.getByLabel(de.coHosts.email).fill('not-an-address');
  await page.getByRole('button', { name: de.coHosts.add }).click();
  await expect(page.getByText(de.errors.email)).toBeVisible();
  await page.getByLabel(de.coHosts.email).fill(coHost.email);
  await page.getByLabel(de.coHosts.email).press('Enter');
  await expect(page.getByTestId('co-hosts')).toContainText(coHost.email);
  await expect(page.getByText(de.coHosts.saved)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();

  // The co-host sees the guests, not the co-host form.
  const coHostContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  await signInAs(coHostContext, baseURL, coHost);
  const coHostPage = await coHostContext.newPage();
  await coHostPage.goto(`/account/events/${event.id}`);
  await expect(coHostPage.getByTestId('guest-list')).toContainText('山田 花子');
  await expect(coHostPage.getByText(en.coHostNote)).toBeVisible();
  await expect(coHostPage.getByLabel(en.coHosts.email)).toHaveCount(0);
  expect(await seriousViolations(coHostPage)).toEqual([]);
  await coHostContext.close();
});

test('signed out, the page asks to sign in and shows nothing of the event', async ({ page }) => {
  const lobby = await createEvent([{ key: 'lobby', supply: 5 }]);
  const organizer = await accountVia(lobby, 'lobby', { name: 'Olivia Organizer' });
  const event = await organizerEvent(organizer, 2);
  await page.goto(`/account/events/${event.id}`);
  await expect(page.getByText(en.signedOut)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: en.signIn })).toHaveAttribute(
    'href',
    '/sign-in',
  );
  await expect(page.getByText('Guest list test')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
