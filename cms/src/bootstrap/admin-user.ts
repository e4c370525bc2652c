import type { Core } from '@strapi/strapi';

import { services } from '../strapi-services';

/**
 * The first editor account, so the admin panel can be signed in to right after `npm start`.
 * Created once from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (generated into .env and printed by npm start).
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
  const users = services(strapi).adminUsers();
  if (!email || !password || (await users.exists())) return;
  const superAdmin = await services(strapi).adminRoles().getSuperAdmin();
  await users.create({
    email,
    firstname: 'Site',
    lastname: 'Editor',
    password,
    registrationToken: null,
    isActive: true,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info(`Created the first admin user ${email}`);
}
