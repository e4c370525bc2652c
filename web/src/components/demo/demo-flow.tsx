import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

import type { DemoKind } from './demo-kind';
import { DemoSandbox } from './demo-sandbox.client';

/**
 * The guided sandbox under a demo's intro. The page stays prerendered: the island asks for the
 * visitor's sandbox after it loads. It gets only the messages it shows (its own, the door's answers,
 * the form's and the ticket refusals' words).
 */
export async function DemoFlow({ kind, locale }: { kind: DemoKind; locale: Locale }) {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Demo' }),
    getMessages({ locale }),
  ]);
  return (
    <section
      aria-labelledby="demo-try-heading"
      className="grid gap-4"
      data-testid="demo-flow"
      data-kind={kind}
    >
      <h2 id="demo-try-heading" className="text-2xl font-bold tracking-tight text-fg">
        {t('tryHeading')}
      </h2>
      <NextIntlClientProvider
        locale={locale}
        messages={{
          DemoSandbox: messages.DemoSandbox,
          CheckIn: {
            counts: messages.CheckIn.counts,
            result: messages.CheckIn.result,
            form: messages.CheckIn.form,
          },
          OrganizerForm: { errors: messages.OrganizerForm.errors },
          Tickets: { errors: messages.Tickets.errors },
        }}
      >
        <DemoSandbox kind={kind} />
      </NextIntlClientProvider>
      <noscript>
        <p className="text-fg">{t('needsScript')}</p>
      </noscript>
    </section>
  );
}
