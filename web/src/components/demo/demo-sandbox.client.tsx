'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';

import { buttonVariants } from '@/components/ui/button';
import type { ScanOutcome } from '@/components/check-in/scan-outcome';
import type { DemoEventInput } from '@/lib/demo/schemas';
import type { DemoView } from '@/server/trpc/routers/demo';

import { DemoEventForm } from './demo-event-form';
import { type DemoKind, usesPass } from './demo-kind';
import { DemoProblemNote } from './demo-problem';
import { DemoScanner } from './demo-scanner';
import { DemoStep } from './demo-step';
import { DemoTicketCard } from './demo-ticket-card';
import { DemoTurnedAway } from './demo-turned-away';
import { useDemo } from './use-demo';

type StepState = 'todo' | 'current' | 'done';

/**
 * A guided demo, run for real in the visitor's sandbox: the steps of one flow (ticketing, check-in,
 * token gating), each showing what the CMS has now. Progress is announced politely; the door's answer
 * assertively (ScanResult).
 */
export function DemoSandbox({ kind }: { kind: DemoKind }) {
  const t = useTranslations('DemoSandbox');
  const format = useFormatter();
  const { locale, view, setView, busy, problem, run, client } = useDemo();
  const [said, setSaid] = useState('');
  const [fresh, setFresh] = useState(false);
  const [refused, setRefused] = useState<ReadonlySet<ScanOutcome['kind']>>(new Set());

  if (view === undefined) {
    return (
      <p className="text-fg-soft" role="status">
        {t('loading')}
      </p>
    );
  }

  const pass = usesPass(kind);
  const latest = view?.event ?? null;
  // A pass demo needs an event with a pass-holder tier: one made by another demo starts a new one.
  const event = latest && (!pass || latest.tiers.some((tier) => tier.passOnly)) && !fresh ? latest : null;
  const passTier = event?.tiers.find((tier) => tier.passOnly) ?? null;
  const openTiers = event?.tiers.filter((tier) => !tier.passOnly) ?? [];
  const tickets = event ? (view?.tickets ?? []) : [];
  const ticket = tickets.find((one) => one.status !== 'cancelled') ?? null;
  // The check-in demo's second ticket of the same event, for the organizer to cancel.
  const spare = tickets.find((one) => one.code !== ticket?.code) ?? null;
  const passTicket = passTier ? tickets.find((one) => one.tierKey === passTier.key) : undefined;
  const fieldErrors = problem?.kind === 'fields' ? problem.errors : [];

  async function update(name: string, message: string, call: () => Promise<DemoView>) {
    const next = await run(name, call);
    if (next) {
      setView(next);
      setFresh(false);
      setSaid(message);
      // The button pressed may be gone (the form becomes the event): keyboard focus goes on to the
      // step that is now the visitor's turn, instead of falling back to the top of the page.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-testid^="demo-step-"][data-state="current"] h3')?.focus(),
      );
    }
  }

  /** A step inside the door's extras: the view changes, focus stays on the button pressed. */
  async function refresh(name: string, message: string, call: () => Promise<DemoView>) {
    const next = await run(name, call);
    if (next) {
      setView(next);
      setSaid(message);
    }
    return next;
  }

  const createEvent = (input: DemoEventInput) =>
    update('event', t('said.eventCreated'), () => client.createEvent.mutate({ ...input, passTier: pass }));
  const claim = (tierKey: string) =>
    update(`claim-${tierKey}`, t('said.ticketClaimed'), () => client.claim.mutate({ locale, tierKey }));
  const grantPass = () => update('pass', t('said.passGranted'), () => client.grantPass.mutate({ locale }));
  const scan = async (code: string, scanId: string): Promise<ScanOutcome | null> => {
    const answer = await run('scan', () => client.scan.mutate({ locale, code, scanId }));
    if (!answer) return null;
    setView(answer.view);
    return answer.result;
  };

  const otherTicket = async () =>
    (await refresh('other', t('said.otherTicket'), () => client.otherTicket.mutate({ locale })))
      ?.otherTicket ?? null;
  const claimSpare = async () => {
    if (ticket)
      await refresh('spare', t('said.spareClaimed'), () =>
        client.claim.mutate({ locale, tierKey: ticket.tierKey }),
      );
  };
  const cancelSpare = async (code: string) => {
    await refresh('cancel', t('said.spareCancelled'), () => client.cancelTicket.mutate({ locale, code }));
  };

  const stateOf = (done: boolean, ready: boolean): StepState => (done ? 'done' : ready ? 'current' : 'todo');
  const label = (state: StepState) => t(`stepState.${state}`);

  const eventStep = (number: number) => {
    const state = stateOf(Boolean(event), true);
    return (
      <DemoStep number={number} title={t('steps.event')} state={state} stateLabel={label(state)}>
        {event ? (
          <div className="grid gap-1 text-fg" data-testid="demo-event">
            <p className="text-lg font-semibold">{event.title}</p>
            <p className="text-sm text-fg-soft">
              {format.dateTime(new Date(event.startsAt), {
                dateStyle: 'full',
                timeStyle: 'short',
                timeZone: event.timeZone,
              })}
            </p>
            <ul className="mt-1 list-disc ps-5 text-sm">
              {event.tiers.map((tier) => (
                <li key={tier.key}>
                  {t('tierLine', { name: tier.name, capacity: tier.capacity ?? 0 })}
                  {tier.passOnly && ` (${t('passOnly')})`}
                </li>
              ))}
            </ul>
            <div className="mt-2">
              <button
                type="button"
                className={buttonVariants({ variant: 'ghost' })}
                disabled={busy !== null}
                onClick={() => {
                  setFresh(true);
                  setRefused(new Set());
                }}
              >
                {t('startOver')}
              </button>
            </div>
          </div>
        ) : (
          <DemoEventForm
            locale={locale}
            allowSecondTier={kind === 'ticketing'}
            busy={busy === 'event'}
            serverErrors={fieldErrors}
            onSubmit={(input) => void createEvent(input)}
          />
        )}
      </DemoStep>
    );
  };

  const claimStep = (number: number) => {
    const state = stateOf(Boolean(ticket), Boolean(event));
    return (
      <DemoStep number={number} title={t('steps.claim')} state={state} stateLabel={label(state)}>
        {!event ? (
          <p className="text-sm text-fg-soft">{t('afterEvent')}</p>
        ) : ticket ? (
          <DemoTicketCard ticket={ticket} />
        ) : (
          <div className="flex flex-wrap gap-3">
            {openTiers.map((tier) => (
              <button
                key={tier.key}
                type="button"
                className={buttonVariants({ size: 'lg' })}
                disabled={busy !== null}
                onClick={() => void claim(tier.key)}
                data-testid="demo-claim"
              >
                {t('claim', { tier: tier.name })}
              </button>
            ))}
          </div>
        )}
      </DemoStep>
    );
  };

  const scanStep = (number: number) => {
    const state = stateOf(Boolean(event && event.counts.checkedIn > 0), Boolean(ticket));
    return (
      <DemoStep number={number} title={t('steps.scan')} state={state} stateLabel={label(state)}>
        {event && ticket ? (
          <DemoScanner qr={ticket.qr} counts={event.counts} onScan={scan} />
        ) : (
          <p className="text-sm text-fg-soft">{t('afterTicket')}</p>
        )}
      </DemoStep>
    );
  };

  const turnedAwayStep = (number: number) => {
    const seenBoth = refused.has('otherEvent') && refused.has('cancelled');
    const state = stateOf(seenBoth, Boolean(event && event.counts.checkedIn > 0));
    return (
      <DemoStep number={number} title={t('steps.turnedAway')} state={state} stateLabel={label(state)}>
        {event && ticket ? (
          <DemoTurnedAway
            otherTicket={view?.otherTicket ?? null}
            spare={spare}
            busy={busy !== null}
            onOtherTicket={otherTicket}
            onClaimSpare={claimSpare}
            onCancel={cancelSpare}
            onScan={scan}
            onAnswer={(outcome) => setRefused((kinds) => new Set(kinds).add(outcome.kind))}
          />
        ) : (
          <p className="text-sm text-fg-soft">{t('afterTicket')}</p>
        )}
      </DemoStep>
    );
  };

  const passStep = (number: number) => {
    const held = Boolean(view?.passHeld);
    const state = stateOf(held, Boolean(event));
    return (
      <DemoStep
        number={number}
        title={t(`steps.${kind === 'creatorPass' ? 'creatorPass' : 'pass'}`)}
        state={state}
        stateLabel={label(state)}
      >
        <p className="text-sm text-fg-soft">
          {t(kind === 'creatorPass' ? 'gating.creatorIntro' : 'gating.intro')}
        </p>
        {held ? (
          <p className="font-semibold text-fg" data-testid="demo-pass-held">
            {t('gating.held')}
          </p>
        ) : (
          <div>
            <button
              type="button"
              className={buttonVariants({ size: 'lg' })}
              disabled={busy !== null || !event}
              onClick={() => void grantPass()}
              data-testid="demo-get-pass"
            >
              {t('gating.getPass')}
            </button>
          </div>
        )}
      </DemoStep>
    );
  };

  const gatedStep = (number: number) => {
    const unlocked = Boolean(view?.membersNote);
    // Its turn comes once the pass is held (its button works before, to show the tier refusing).
    const state = stateOf(Boolean(passTicket), Boolean(view?.passHeld));
    return (
      <DemoStep number={number} title={t('steps.gated')} state={state} stateLabel={label(state)}>
        <section
          aria-labelledby="demo-members-heading"
          className="grid gap-2 rounded-xl border border-dashed border-line p-4"
          data-testid="demo-gated"
          data-unlocked={unlocked}
        >
          <h4 id="demo-members-heading" className="font-semibold text-fg">
            {unlocked ? t('gating.unlockedTitle') : t('gating.lockedTitle')}
          </h4>
          <p className="text-fg">{view?.membersNote ?? t('gating.locked')}</p>
        </section>
        {passTier &&
          (passTicket ? (
            <DemoTicketCard ticket={passTicket} />
          ) : (
            <div>
              <button
                type="button"
                className={buttonVariants({ variant: unlocked ? 'primary' : 'secondary', size: 'lg' })}
                disabled={busy !== null}
                onClick={() => void claim(passTier.key)}
                data-testid="demo-claim-pass-tier"
              >
                {t('claim', { tier: passTier.name })}
              </button>
            </div>
          ))}
      </DemoStep>
    );
  };

  const steps =
    kind === 'ticketing'
      ? [eventStep(1), claimStep(2)]
      : kind === 'checkIn'
        ? [eventStep(1), claimStep(2), scanStep(3), turnedAwayStep(4)]
        : [eventStep(1), passStep(2), gatedStep(3)];

  return (
    <div className="grid gap-6">
      <p
        className="rounded-xl border border-amber-500 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        data-testid="demo-sandbox-note"
      >
        {t('note')}
      </p>
      <ol className="grid gap-4">{steps}</ol>
      <DemoProblemNote problem={problem} />
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
