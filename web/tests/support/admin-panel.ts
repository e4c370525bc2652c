import { randomBytes } from 'node:crypto';

import { expect, type Page } from '@playwright/test';

import { adminToken, cmsUrl } from './stack';

export type AdminAccount = { email: string; password: string };

/** This run's first admin (scripts/lib/test-stack.mjs), a Super Admin. */
export const superAdmin = (): AdminAccount => ({
  email: process.env.CMS_ADMIN_EMAIL ?? '',
  password: process.env.CMS_ADMIN_PASSWORD ?? '',
});

/** Calls the admin panel's own API as the Super Admin. */
export async function adminApi(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${cmsUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${init.token ?? (await adminToken())}`,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
}

/** A new admin-panel user with Strapi's "Editor" role, invited and registered as a Super Admin would. */
export async function createEditor(): Promise<AdminAccount> {
  const roles = (await adminApi('/admin/roles')).json as { data: { id: number; code: string }[] };
  const editor = roles.data.find((role) => role.code === 'strapi-editor');
  if (!editor) throw new Error('the Editor role is missing');
  const account = {
    email: `editor-${randomBytes(4).toString('hex')}@belong.test`,
    password: `Editor-${randomBytes(9).toString('base64url')}9a`,
  };
  const invited = await adminApi('/admin/users', {
    method: 'POST',
    body: { firstname: 'Eda', lastname: 'Editor', email: account.email, roles: [editor.id] },
  });
  const token = (invited.json as { data?: { registrationToken?: string } }).data?.registrationToken;
  if (!token) throw new Error(`inviting an editor failed (${invited.status})`);
  const registered = await fetch(`${cmsUrl}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: token,
      userInfo: { firstname: 'Eda', lastname: 'Editor', password: account.password },
    }),
  });
  if (!registered.ok) throw new Error(`registering the editor failed (${registered.status})`);
  return account;
}

/** Signs in on the admin panel's login page, as a person would. */
export async function signInToAdmin(page: Page, account: AdminAccount): Promise<void> {
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
}

/** An admin-panel API token for an account, as its login page gets one. */
export async function adminSignInToken(account: AdminAccount): Promise<string> {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`admin sign-in failed (${response.status})`);
  return body.data.token;
}
