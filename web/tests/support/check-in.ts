import { writeFileSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';
import { create } from 'qrcode';

import { confirmedAccount, signIn } from './accounts';
import { cmsApi } from './stack';
import { confirm, confirmationOf, guestClaim, guestEmail } from './tickets';
import { mailTo } from './accounts';

/**
 * The door's side of the organizer tests: an organizer signed in with an event of their own, made and
 * published through the organizer routes of the CMS (cms/src/api/organizer) with their own login,
 * and guests holding tickets to it.
 */
export type Organizer = { email: string; password: string; jwt: string };
export type OrganizedEvent = { id: string; slug: string; tierKey: string; tierName: string };

/** A confirmed account, signed in on `page`, with its CMS login for the organizer routes. */
export async function signedInOrganizer(page: Page): Promise<Organizer> {
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  const login = await cmsApi('/auth/local', {
    method: 'POST',
    token: null,
    body: { identifier: account.email, password: account.password },
  });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return { email: account.email, password: account.password, jwt: (login.json as { jwt: string }).jwt };
}

/** A published event of the organizer's with one free tier. */
export async function organizedEvent(jwt: string, title = 'Door test'): Promise<OrganizedEvent> {
  const startsAt = new Date(Date.now() + 86_400_000);
  const created = await cmsApi('/organizer/events', {
    method: 'POST',
    token: jwt,
    body: {
      locale: 'en',
      title: `${title} ${Date.now().toString(36)}`,
      summary: 'An event the check-in tests make for themselves.',
      description: 'Doors open at seven.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      timeZone: 'Europe/Berlin',
      venueName: 'Door test hall',
      venueAddress: 'Teststraße 1, Berlin',
      city: 'Berlin',
      onlineUrl: null,
      coverId: null,
      coverAlt: null,
      tiers: [{ name: 'Standing', price: null, currency: 'EUR', capacity: 50, perPerson: 1 }],
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const event = (created.json as { data: { id: string } }).data;
  const published = await cmsApi(`/organizer/events/${event.id}/publish`, { method: 'POST', token: jwt });
  expect(published.status, JSON.stringify(published.json)).toBe(200);
  const data = (
    published.json as {
      data: { id: string; slug: string; input: { tiers: { key?: string; name: string }[] } };
    }
  ).data;
  const tier = data.input.tiers[0]!;
  return { id: data.id, slug: data.slug, tierKey: tier.key ?? '0', tierName: tier.name };
}

/** A guest claims a ticket by e-mail and confirms it by the mailed link: the holder's login and code. */
export async function ticketHolder(eventSlug: string, tierKey: string, name = 'Ada Guest') {
  const email = guestEmail('door');
  const claimed = await guestClaim({ eventSlug, tierKey, email, name });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  const confirmed = await confirm({ token: confirmationOf(await mailTo(email)).token });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  const data = (confirmed.json as { data: { jwt: string; ticket: { code: string } } }).data;
  return { name, email, jwt: data.jwt, code: data.ticket.code };
}

/**
 * A one-frame YUV4MPEG2 video of a QR code, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`, which loops it). Drawn from the `qrcode` package's modules:
 * 8 px a module, the quiet zone included, centred on white.
 */
export function writeQrVideo(file: string, text: string | null): void {
  const width = 640;
  const height = 480;
  const luma = Buffer.alloc(width * height, 255);
  if (text) {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const scale = 8;
    const size = (modules.size + 8) * scale;
    const left = Math.floor((width - size) / 2) + 4 * scale;
    const top = Math.floor((height - size) / 2) + 4 * scale;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        for (let y = 0; y < scale; y++) {
          luma.fill(
            0,
            (top + row * scale + y) * width + left + col * scale,
            (top + row * scale + y) * width + left + (col + 1) * scale,
          );
        }
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, chroma]));
}
