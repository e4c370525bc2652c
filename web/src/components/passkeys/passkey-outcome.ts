'use client';

import { useSyncExternalStore } from 'react';

import { isAuthErrorCode } from '@/lib/auth/errors';
import { isPasskeyErrorCode, type PasskeyErrorCode } from '@/lib/passkeys/errors';
import { isSiteClientError } from '@/lib/trpc/client';

/**
 * Whether this browser can make and use passkeys at all. Checked after hydration only: the server's
 * HTML is the same for every visitor, so the button appears (or the note does) once the page runs.
 */
export const hasWebAuthn = () =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.get === 'function';

const never = () => () => {};

/** `hasWebAuthn()` for a component: false in the server's HTML and until hydration, then the answer. */
export const useWebAuthnSupport = () => useSyncExternalStore(never, hasWebAuthn, () => false);

const byStatus: Record<number, PasskeyErrorCode> = { 401: 'signedOut', 429: 'rateLimited' };

/**
 * What went wrong, as a `Passkeys.errors` key: the server's refusal (its message is the key), the
 * browser's ceremony (the visitor closed the dialog, the device already holds one), or the site.
 */
export function passkeyErrorOf(error: unknown): PasskeyErrorCode {
  if (isSiteClientError(error)) {
    if (isPasskeyErrorCode(error.message)) return error.message;
    if (isAuthErrorCode(error.data?.authError) && error.data.authError === 'crossSite') return 'crossSite';
    const status = error.data?.httpStatus ?? 0;
    return byStatus[status] ?? (status >= 500 ? 'unavailable' : 'unknown');
  }
  if (error instanceof Error) {
    // SimpleWebAuthn's WebAuthnError names the case in `code`; the browser's own errors by `name`.
    const code = 'code' in error ? String(error.code) : '';
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyRegistered';
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') return 'cancelled';
    if (error.name === 'NotSupportedError' || code === 'ERROR_INVALID_RP_ID') return 'notSupported';
  }
  return 'unknown';
}

/** A ceremony the page itself stopped (the button took over from the autofill one): nothing to say. */
export const wasAborted = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ERROR_CEREMONY_ABORTED';
