'use client';

import { answerConsent, useConsent } from '@/lib/analytics/consent';

type ConsentBannerProps = {
  label: string;
  text: string;
  yes: string;
  no: string;
  /** The privacy policy in the visitor's language, where the cookies and the analytics are explained. */
  privacy: { href: string; label: string };
  /** `inline`: always shown where it is placed (the component gallery); the answers still count. */
  placement?: 'fixed' | 'inline';
};

/** Shown while a visitor who is asked (European time zone) has not answered; either answer hides it. */
export function ConsentBanner({ label, text, yes, no, privacy, placement = 'fixed' }: ConsentBannerProps) {
  const consent = useConsent();
  if (placement === 'fixed' && consent !== 'ask') return null;
  return (
    <section
      aria-label={label}
      className={
        placement === 'fixed'
          ? 'fixed inset-x-4 bottom-24 z-40 mx-auto max-w-xl rounded-xl border border-line bg-surface p-4 shadow-xl sm:bottom-4 print:hidden'
          : 'max-w-xl rounded-xl border border-line bg-surface p-4'
      }
    >
      <p className="text-sm text-fg-soft">
        {text}{' '}
        <a href={privacy.href} className="font-medium text-link underline">
          {privacy.label}
        </a>
      </p>
      <div className="mt-3 flex justify-end gap-3">
        <button
          type="button"
          onClick={() => answerConsent(false)}
          className="rounded-md border border-line px-4 py-2 text-sm font-medium text-fg-soft hover:bg-surface-muted"
        >
          {no}
        </button>
        <button
          type="button"
          onClick={() => answerConsent(true)}
          className="rounded-md bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800"
        >
          {yes}
        </button>
      </div>
    </section>
  );
}
