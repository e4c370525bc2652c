import type { Core } from '@strapi/strapi';

/**
 * The parts of Strapi's own services this project calls, with the types Strapi leaves out (its service
 * and query getters answer `any`). One place, so a Strapi upgrade that changes one shows here.
 */
type AdminUsers = {
  exists(): Promise<boolean>;
  create(user: {
    email: string;
    firstname: string;
    lastname: string;
    password: string;
    registrationToken: null;
    isActive: boolean;
    roles: number[];
  }): Promise<unknown>;
};
type AdminRoles = { getSuperAdmin(): Promise<{ id: number } | null> };
type ApiTokenSettings = { type: string; permissions?: string[] };
type ApiTokens = {
  hash(accessKey: string): string;
  create(
    token: { name: string; description: string; lifespan: null } & ApiTokenSettings,
  ): Promise<{ id: number }>;
  update(id: number, token: ApiTokenSettings): Promise<unknown>;
};
type Encryption = { encrypt(value: string): string };
type Locales = {
  find(): Promise<{ code: string }[]>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
};
type UsersPermissionsUsers = { validatePassword(password: string, hash: string): Promise<boolean> };

export type Webhook = {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
};
type WebhookInput = Omit<Webhook, 'id'>;
type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(webhook: WebhookInput): Promise<Webhook>;
  updateWebhook(id: string | number, webhook: WebhookInput): Promise<Webhook>;
};
type WebhookRunner = { add(webhook: Webhook): void; update(webhook: Webhook): void };

/** A database query on one model, with the row shape the caller expects. */
export type Query<Row> = {
  findOne(params: {
    where: Record<string, unknown>;
    select?: string[];
    populate?: string[];
  }): Promise<Row | null>;
  findMany(params: { where: Record<string, unknown> }): Promise<Row[]>;
  create(params: { data: Record<string, unknown> }): Promise<Row>;
  update(params: { where: Record<string, unknown>; data: Record<string, unknown> }): Promise<Row>;
  delete(params: { where: Record<string, unknown> }): Promise<unknown>;
  deleteMany(params: { where: Record<string, unknown> }): Promise<unknown>;
};

export const services = (strapi: Core.Strapi) => ({
  adminUsers: () => strapi.service('admin::user') as AdminUsers,
  adminRoles: () => strapi.service('admin::role') as AdminRoles,
  apiTokens: () => strapi.service('admin::api-token') as ApiTokens,
  encryption: () => strapi.service('admin::encryption') as Encryption,
  locales: () => strapi.plugin('i18n').service<Locales>('locales'),
  users: () => strapi.plugin('users-permissions').service<UsersPermissionsUsers>('user'),
  webhookStore: () => strapi.get<WebhookStore>('webhookStore'),
  webhookRunner: () => strapi.get<WebhookRunner>('webhookRunner'),
  query: <Row>(uid: string) => strapi.db.query(uid) as unknown as Query<Row>,
});
