'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';

import { type AuthErrorCode, isAuthErrorCode } from '@/lib/auth/errors';
import { notifyPromise } from '@/lib/toast';
import { isSiteClientError } from '@/lib/trpc/client';

type FieldErrors = Record<string, string>;

/** SPEC 8: every failed account call is announced to the page with Strapi's body (or the fallback). */
function announce(error: unknown) {
  const cms = isSiteClientError(error) ? error.data?.cms : null;
  const detail = cms ?? {
    status: 500,
    name: 'UnknownError',
    message: error instanceof Error ? error.message : '',
  };
  window.dispatchEvent(new CustomEvent('strapi:error', { detail }));
}

function codeOf(error: unknown): AuthErrorCode {
  const code = isSiteClientError(error) ? error.data?.authError : null;
  return isAuthErrorCode(code) ? code : 'unknown';
}

/**
 * One account form: the shared zod schema checks the fields before anything is sent (errors next to the
 * fields), the call runs under a promise toast, and a refusal is shown translated, on the form and on
 * the field it concerns. Forms using it say `method="post"`: without JavaScript a submit must not put
 * the password into the address (and so into logs).
 */
export function useAccountForm<Schema extends z.ZodType, Result>({
  schema,
  submit,
  toast,
  onDone,
}: {
  schema: Schema;
  submit: (input: z.output<Schema>) => Promise<Result>;
  toast: { loading: string; success: (result: Result) => string };
  onDone?: (result: Result) => void;
}) {
  const t = useTranslations('Auth.errors');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // Keys are the field rules' (schemas.ts) and the account error codes; anything else reads as unknown.
  const message = (key: string) => (t.has(key as never) ? t(key as never) : t('unknown'));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors[field] ??= message(issue.message);
      }
      setFieldErrors(errors);
      setFormError(null);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setPending(true);
    const call = submit(parsed.data);
    notifyPromise(call, {
      loading: toast.loading,
      success: toast.success,
      error: (error) => message(codeOf(error)),
    });
    try {
      onDone?.(await call);
    } catch (error) {
      announce(error);
      setFormError(message(codeOf(error)));
    } finally {
      setPending(false);
    }
  }

  /** For `<form onSubmit>`, which expects no promise: the outcome shows in the form and the toasts. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(event);
  return { fieldErrors, formError, pending, onSubmit };
}
