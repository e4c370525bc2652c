'use client';

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

import { FormAlert } from '@/components/auth/field';
import { buttonVariants } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { safeReturnPath } from '@/lib/auth/return-path';
import { setUser } from '@/lib/auth/user-store';
import { createSiteClient } from '@/lib/trpc/client';

import { hasWebAuthn, passkeyErrorOf, useWebAuthnSupport, wasAborted } from './passkey-outcome';

// The library loads when the page has settled or the button is pressed, not with the page.
const webauthn = () => import('@simplewebauthn/browser');
type WebAuthnLibrary = Awaited<ReturnType<typeof webauthn>>;

/**
 * Signing in with a passkey: a button (any browser with WebAuthn), and where the browser offers it the
 * passkeys in the sign-in form's autofill (conditional UI, on a field marked `autocomplete="… webauthn"`).
 * No account is named first: the browser offers the site's discoverable passkeys. The challenge is the
 * CMS's (one use, a few minutes); a used or failed one is fetched anew for the next try.
 */
export function PasskeySignInButton() {
  const t = useTranslations('Passkeys');
  const router = useRouter();
  const supported = useWebAuthnSupport();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const challenge = useRef<Promise<PublicKeyCredentialRequestOptionsJSON> | null>(null);

  const options = () => {
    if (challenge.current) return challenge.current;
    const asked = createSiteClient()
      .passkeys.startSignIn.mutate()
      // Made by the CMS with the same library's server half: the shape the browser half expects.
      .then((answer) => answer as unknown as PublicKeyCredentialRequestOptionsJSON);
    challenge.current = asked;
    // A failed request is not kept: the next try asks again.
    asked.catch(() => {
      if (challenge.current === asked) challenge.current = null;
    });
    return asked;
  };

  async function finish(response: AuthenticationResponseJSON) {
    // Used now, whatever the answer: the next try needs a new challenge.
    challenge.current = null;
    const user = await createSiteClient().passkeys.signIn.mutate({ response });
    setUser(user);
    router.push(safeReturnPath(new URLSearchParams(window.location.search).get('next')));
  }

  // Once per page: the autofill request waits until the visitor picks a passkey or leaves.
  const offerInAutofill = useEffectEvent(async (library: WebAuthnLibrary) => {
    const field = document.querySelector('input[autocomplete~="webauthn"]');
    if (!field || !(await library.browserSupportsWebAuthnAutofill())) return;
    let response: AuthenticationResponseJSON;
    try {
      response = await library.startAuthentication({
        optionsJSON: await options(),
        useBrowserAutofill: true,
      });
    } catch {
      // Left unused, or stopped because the button started its own: nothing to tell.
      return;
    }
    setPending(true);
    try {
      await finish(response);
    } catch (failure) {
      setError(t(`errors.${passkeyErrorOf(failure)}`));
    } finally {
      setPending(false);
    }
  });

  useEffect(() => {
    if (!hasWebAuthn()) return;
    let stopped = false;
    void webauthn().then((library) => (stopped ? undefined : offerInAutofill(library)));
    return () => {
      stopped = true;
      // Leaving the page (a signed-in visitor is sent on) ends a request still waiting in the autofill.
      void webauthn().then((library) => library.WebAuthnAbortService.cancelCeremony());
    };
  }, []);

  async function signIn() {
    setPending(true);
    setError(null);
    try {
      const [library, optionsJSON] = await Promise.all([webauthn(), options()]);
      await finish(await library.startAuthentication({ optionsJSON }));
    } catch (failure) {
      if (!wasAborted(failure)) setError(t(`errors.${passkeyErrorOf(failure)}`));
    } finally {
      setPending(false);
    }
  }

  // Without WebAuthn there is nothing to offer: the password form and the mailed link remain.
  if (!supported) return null;
  return (
    <div className="grid gap-3" data-passkey-sign-in>
      <p className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('or')}
        <span className="h-px flex-1 bg-line" />
      </p>
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={pending}
        aria-busy={pending}
        className={buttonVariants({ variant: 'secondary', size: 'lg' })}
      >
        {pending ? t('signingIn') : t('signIn')}
      </button>
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
