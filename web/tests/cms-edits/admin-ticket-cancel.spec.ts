import { expect, test } from '@playwright/test';

import { mailTo } from '../support/accounts';
import { adminApi, createEditor, signInToAdmin } from '../support/admin-panel';
import { cmsUrl } from '../support/stack';
import {
  availability,
  confirm,
  confirmationOf,
  createEvent,
  guestClaim,
  guestEmail,
  storedTickets,
} from '../support/tickets';

// The admin is Strapi's own React app on the CMS's port: signing in and saving take a while on 2 cores.
test.setTimeout(120_000);

test("an editor sees a ticket's status (not its holder) in the admin and cancels it: the seat goes to the first on the waitlist", async ({
  page,
}) => {
  const slug = await createEvent([{ key: 'one', supply: 1 }]);
  const holderEmail = guestEmail('admin-holder');
  expect((await guestClaim({ eventSlug: slug, tierKey: 'one', email: holderEmail })).status).toBe(200);
  expect((await confirm({ token: confirmationOf(await mailTo(holderEmail)).token })).status).toBe(200);
  const waiter = guestEmail('admin-waiter');
  const waiting = await guestClaim({
    eventSlug: slug,
    tierKey: 'one',
    email: waiter,
    locale: 'de',
    waitlist: true,
  });
  expect(waiting.json?.data).toEqual({ kind: 'waitlisted', position: 1 });
  const [ticket] = await storedTickets(slug);
  expect(ticket?.ticketStatus).toBe('issued');

  // An editor (Strapi's Editor role as the CMS sets it) sees tickets, without who holds them.
  await signInToAdmin(page, await createEditor());
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::ticket.ticket/${ticket?.documentId}`,
  );
  // Under the name `status` Strapi's admin showed an empty choice here, and an editor could not cancel.
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('Issued', { timeout: 30_000 });
  await expect(page.getByText(holderEmail)).toHaveCount(0);
  // Strapi shows a field the role may not read as disabled and empty ("No permissions to see this field").
  await expect(page.getByRole('textbox', { name: 'Holder e-mail' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Holder e-mail' })).toHaveValue('');
  // The rest is the site's to write: the code the door scans stays as issued.
  await expect(page.getByRole('textbox', { name: 'Ticket code' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Ticket code' })).toHaveValue(ticket?.code ?? '');
  await status.click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect
    .poll(async () => (await storedTickets(slug))[0]?.ticketStatus, { timeout: 20_000 })
    .toBe('cancelled');
  const [cancelled] = await storedTickets(slug);
  expect(cancelled?.cancelledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  // The freed seat is offered to the one waiting, in German, and the tier stays held for them.
  const offer = await mailTo(waiter, 1);
  expect(offer.subject).toContain('Ein Platz ist frei geworden');
  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 1, soldOut: true, waiting: 0 });

  // Set back to issued, the seat would be counted twice: the admin shows why it refuses.
  await status.click();
  await page.getByRole('option', { name: 'Issued', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/stays cancelled: its seat may already be someone else/)).toBeVisible({
    timeout: 20_000,
  });
  expect((await storedTickets(slug))[0]?.ticketStatus).toBe('cancelled');

  // A Super Admin sees the waiting guest's name and e-mail, and may not empty them either.
  const entries = `/content-manager/collection-types/api::waitlist-entry.waitlist-entry`;
  const listed = await adminApi(`${entries}?filters[$and][0][eventSlug][$eq]=${slug}`);
  const entry = (listed.json as { results: { documentId: string; email: string }[] }).results[0];
  expect(entry?.email).toBe(waiter);
  const emptied = await adminApi(`${entries}/${entry?.documentId}`, { method: 'PUT', body: { email: '' } });
  expect(emptied.status).toBe(400);
  expect(JSON.stringify(emptied.json)).toContain('keeps its name and e-mail');
});
