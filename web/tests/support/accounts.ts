import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { runDir } from './stack';

/** A fresh visitor address per test: Strapi's and the site's limits count per address. */
export const visitorIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

let counter = 0;
/** A new account's details; the password meets the site's rule. */
export function newAccount() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { username: `user_${id}`, email: `user.${id}@example.com`, password: `Belong-${id}-9` };
}

type Mail = { to: string; subject: string; text: string; html: string };

/** The newest mail to `to` in the CMS's log (the logging mail provider), waiting for it to arrive. */
export async function mailTo(to: string, after = 0): Promise<Mail & { link: string }> {
  let log = '';
  for (let attempt = 0; attempt < 50; attempt++) {
    // `npm start` writes the CMS's lines into stack.log; the production stack gives the CMS its own log.
    log = ['stack.log', 'cms.log']
      .map((file) => join(runDir, file))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const mails = log
      .split('\n')
      .filter((line) => line.startsWith('[email] '))
      .map((line) => JSON.parse(line.slice('[email] '.length)) as Mail)
      .filter((mail) => mail.to === to);
    const mail = mails[after];
    if (mail) {
      const link = /href="([^"]+)"/.exec(mail.html)?.[1] ?? '';
      return { ...mail, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const related = log.split('\n').filter((line) => /\/auth\/|\[email\]|error/i.test(line));
  throw new Error(`no mail to ${to}; the log's account lines:\n${related.slice(-15).join('\n')}`);
}

/** Registers with a password (`/register/password`; `/register` itself asks for an e-mail address only). */
export async function register(page: Page, account: ReturnType<typeof newAccount>, prefix = '') {
  await page.goto(`${prefix}/register/password`);
  await page.locator('#field-username').fill(account.username);
  await page.locator('#field-email').fill(account.email);
  await page.locator('#field-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
}

export async function signIn(page: Page, identifier: string, password: string, prefix = '') {
  await page.goto(`${prefix}/sign-in`);
  await page.locator('#field-identifier').fill(identifier);
  await page.locator('#field-password').fill(password);
  // The password form: the page has a second one, "e-mail me a sign-in link".
  await passwordForm(page).locator('button[type="submit"]').click();
}

/** The form with the password field (sign-in, registration with a password, reset). */
export const passwordForm = (page: Page) => page.locator('form:has(#field-password)');

/** Registers and confirms through the mailed link, as a visitor would, and leaves them signed out. */
export async function confirmedAccount(page: Page) {
  const account = newAccount();
  await register(page, account);
  const mail = await mailTo(account.email);
  await page.goto(mail.link);
  await page.locator('#field-identifier').waitFor();
  return account;
}
