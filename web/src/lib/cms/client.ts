import 'server-only';

import type { z } from 'zod';

import { env } from '@/env';

import { CmsError, errorFromResponse, fallbackErrorBody } from './errors';
import { normalizeResponse } from './normalize';
import { type QueryObject, serializeQuery } from './query';
import { retriesFor, shouldRetry } from './retry';

export type CmsRequest = {
  path: `/${string}`;
  query?: QueryObject;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** `server`: the web server's API token; `{ jwt }`: a signed-in visitor; `none`: public. */
  auth?: 'server' | 'none' | { jwt: string };
  /** Cache tags: set for cached reads, left out for per-visitor calls (never cached). */
  tags?: string[];
  /** The visitor's address, so Strapi's per-IP auth rate limit applies per visitor. */
  forwardedFor?: string;
  retries?: number;
  /** Shorter than the default for reads on the request path (the proxy's). */
  timeoutMs?: number;
  /** The language of the mail an account request sends (read by the CMS's email service). */
  mailLocale?: string;
  /** `manual`: a redirect is the answer (Strapi's e-mail confirmation), not a page to follow. */
  redirect?: 'manual';
  /** The visitor's own Strapi session cookies (social sign-in: Strapi keeps the provider's answer there). */
  cookie?: string;
};

function buildHeaders(request: CmsRequest): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // A FormData body (an upload) sets its own multipart boundary.
  if (request.body !== undefined && !(request.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  const auth = request.auth ?? 'server';
  if (auth === 'server' && env.CMS_API_TOKEN) headers.set('Authorization', `Bearer ${env.CMS_API_TOKEN}`);
  if (typeof auth === 'object') headers.set('Authorization', `Bearer ${auth.jwt}`);
  if (request.forwardedFor) {
    headers.set('X-Forwarded-For', request.forwardedFor);
    // Strapi honours a forwarded address only with this secret (cms/src/middlewares/forwarded-trust.ts).
    if (env.CMS_PROXY_SECRET) headers.set('X-Proxy-Secret', env.CMS_PROXY_SECRET);
  }
  if (request.mailLocale) headers.set('X-Site-Locale', request.mailLocale);
  if (request.cookie) headers.set('Cookie', request.cookie);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const bodyOf = (body: unknown): BodyInit | undefined =>
  body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one door to Strapi: URL, auth, query serialisation, retries, error mapping and caching.
 * Every answer is validated against `schema` after both response formats are made one.
 */
export async function cmsFetch<Schema extends z.ZodType>(
  request: CmsRequest,
  schema: Schema,
): Promise<z.output<Schema>> {
  const method = request.method ?? 'GET';
  const search = request.query ? serializeQuery(request.query) : '';
  const url = `${env.CMS_URL.replace(/\/$/, '')}/api${request.path}${search ? `?${search}` : ''}`;
  const cacheOptions: RequestInit = request.tags
    ? { cache: 'force-cache', next: { tags: request.tags, revalidate: env.CMS_CACHE_SECONDS } }
    : { cache: 'no-store' };

  let attemptsLeft = retriesFor(method, request.retries);
  for (;;) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: buildHeaders(request),
        body: bodyOf(request.body),
        signal: AbortSignal.timeout(request.timeoutMs ?? env.CMS_TIMEOUT_MS),
        redirect: request.redirect ?? 'follow',
        ...cacheOptions,
      });
    } catch (cause) {
      if (attemptsLeft-- > 0) {
        await wait(200);
        continue;
      }
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new CmsError({ ...fallbackErrorBody(`CMS unreachable: ${reason}`), status: 503 });
    }

    const body = await readJson(response);
    const redirected = request.redirect === 'manual' && response.status >= 300 && response.status < 400;
    if (response.ok || redirected) {
      const result = schema.safeParse(normalizeResponse(body));
      if (!result.success) {
        throw new CmsError(
          fallbackErrorBody(`Unexpected CMS answer from ${request.path}: ${result.error.message}`),
        );
      }
      return result.data;
    }
    if (shouldRetry(response.status) && attemptsLeft-- > 0) {
      await wait(200);
      continue;
    }
    throw errorFromResponse(response.status, body, `CMS answered ${response.status} for ${request.path}`);
  }
}
