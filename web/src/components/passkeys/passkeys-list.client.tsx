'use client';

import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { FormAlert } from '@/components/auth/field';
import { buttonVariants } from '@/components/ui/button';
import { useUser } from '@/lib/auth/user-store';
import { deviceParts } from '@/lib/passkeys/device-name';
import type { PasskeyErrorCode } from '@/lib/passkeys/errors';
import type { Passkey } from '@/lib/passkeys/schemas';
import { createSiteClient } from '@/lib/trpc/client';

import { PasskeyItem } from './passkey-item.client';
import { passkeyErrorOf, useWebAuthnSupport } from './passkey-outcome';

/**
 * The account page's passkeys: the list (name, added, last used), adding one on this device, and each
 * one's rename and remove. Only for a signed-in visitor; the server answers only their own passkeys.
 */
export function PasskeysList() {
  const t = useTranslations('Passkeys');
  const state = useUser();
  const supported = useWebAuthnSupport();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<PasskeyErrorCode | null>(null);
  const [said, setSaid] = useState('');
  const signedIn = state.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    createSiteClient()
      .passkeys.mine.query()
      .then(setPasskeys, (failure: unknown) => {
        setPasskeys([]);
        setError(passkeyErrorOf(failure));
      });
  }, [signedIn]);

  if (!signedIn) return null;

  function firstName() {
    const { browser, system } = deviceParts(navigator.userAgent);
    return browser && system ? t('defaultName', { browser, system }) : t('fallbackName');
  }

  async function add() {
    setPending(true);
    setError(null);
    try {
      const client = createSiteClient();
      const [library, options] = await Promise.all([
        import('@simplewebauthn/browser'),
        client.passkeys.startRegistration.mutate(),
      ]);
      const response = await library.startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      const added = await client.passkeys.finishRegistration.mutate({ response, name: firstName() });
      setPasskeys((list) => [added, ...(list ?? [])]);
      setSaid(t('added', { name: added.name }));
    } catch (failure) {
      setError(passkeyErrorOf(failure));
    } finally {
      setPending(false);
    }
  }

  const replace = (next: Passkey) =>
    setPasskeys((list) => list?.map((item) => (item.id === next.id ? next : item)) ?? null);
  const forget = (gone: Passkey) =>
    setPasskeys((list) => list?.filter((item) => item.id !== gone.id) ?? null);

  return (
    <section aria-labelledby="account-passkeys" className="grid gap-4" data-testid="passkeys">
      <h2 id="account-passkeys" className="text-xl font-bold text-fg">
        {t('heading')}
      </h2>
      <p className="text-fg-soft">{t('intro')}</p>
      {passkeys === null ? (
        <p role="status">{t('loading')}</p>
      ) : passkeys.length === 0 ? (
        <p className="text-fg-soft">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRenamed={(next) => {
                replace(next);
                setSaid(t('renamed', { name: next.name }));
              }}
              onRemoved={() => {
                forget(passkey);
                setSaid(t('removed', { name: passkey.name }));
              }}
            />
          ))}
        </ul>
      )}
      {supported ? (
        <div>
          <button
            type="button"
            onClick={() => void add()}
            disabled={pending}
            aria-busy={pending}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {pending ? t('adding') : t('add')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('unsupported')}</p>
      )}
      <FormAlert>{error && t(`errors.${error}`)}</FormAlert>
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}
