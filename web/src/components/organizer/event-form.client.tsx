'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { buttonVariants } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';
import {
  checkEventInput,
  emptyTier,
  type FieldCode,
  type FormValues,
  maxTiers,
  type TierValues,
  toEventInput,
} from '@/lib/organizer/event-form';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';

import { CoverField } from './cover-field.client';
import { ErrorSummary } from './error-summary';
import { Group, TextArea, TextField } from './form-controls';
import { StatusBadge } from './status-badge';
import { TierFields } from './tier-fields';
import { savedNotice } from './saved-notice';
import { useEventErrors } from './use-event-errors';
import { WhenFields } from './when-fields.client';
import { WhereFields } from './where-fields';

export type SavedEvent = {
  id: string;
  slug: string;
  status: 'draft' | 'published' | 'changed';
  hidden: boolean;
  /** The start as stored: an event already under way may keep it. */
  startsAt: string;
};
type Action = 'draft' | 'preview' | 'publish' | 'unpublish';
type Errors = Partial<Record<string, FieldCode | 'refused'>>;

export const toSaved = (
  event: Omit<SavedEvent, 'startsAt'> & { input: { startsAt: string } },
): SavedEvent => ({
  id: event.id,
  slug: event.slug,
  status: event.status,
  hidden: event.hidden,
  startsAt: event.input.startsAt,
});

/**
 * Create and edit an event. The field rules run in the browser first (messages next to each field, a
 * summary, focus on the first problem); the site and the CMS check again and answer with the same codes.
 * Nothing is half-saved: the CMS stores a draft whole or not at all.
 */
export function EventForm({
  initial,
  saved: savedAtStart,
  notice: noticeAtStart = null,
  siteName,
}: {
  initial: FormValues;
  saved: SavedEvent | null;
  /** The website configuration's "Site name", said in the checkout link's hint. */
  siteName: string;
  /** Said on arrival: the new form saved this event a moment ago. */
  notice?: string | null;
}) {
  const t = useTranslations('OrganizerForm');
  const locale = useLocale();
  const router = useRouter();
  const failureOf = useEventErrors();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(savedAtStart);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(noticeAtStart);
  const [pending, setPending] = useState<Action | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const set = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setTier = (index: number, patch: Partial<TierValues>) =>
    setValues((current) => ({
      ...current,
      tiers: current.tiers.map((tier, i) => (i === index ? { ...tier, ...patch } : tier)),
    }));

  const messageOf = (code: FieldCode | 'refused') =>
    code === 'refused' ? t('errors.invalid') : t(`errors.${code}`);
  const errorOf = (path: string) => {
    const code = errors[path];
    return code ? messageOf(code) : undefined;
  };
  const labelOf = (path: string): string => {
    const [head, index, field] = path.split('.');
    if (head === 'tiers' && index !== undefined && field) {
      const known = ['name', 'price', 'currency', 'capacity', 'perPerson'] as const;
      const name = known.find((candidate) => candidate === field);
      const fieldLabel = name ? t(`fields.${name === 'name' ? 'tierName' : name}`) : field;
      return t('summary.tierField', { number: Number(index) + 1, field: fieldLabel });
    }
    if (head === 'tiers') return t('sections.tickets');
    const fields = [
      'title',
      'summary',
      'description',
      'startsAt',
      'endsAt',
      'timeZone',
      'venueName',
      'venueAddress',
      'city',
      'onlineUrl',
      'cover',
      'coverAlt',
      'checkoutUrl',
    ] as const;
    const name = fields.find((candidate) => candidate === head);
    return name ? t(`fields.${name}`) : path;
  };

  function showProblems(problems: { path: string; code: FieldCode | 'refused' }[]) {
    const next: Errors = {};
    for (const problem of problems) next[problem.path] ??= problem.code;
    setErrors(next);
    setFocusTick((tick) => tick + 1);
  }

  async function run(action: Action) {
    setFormError(null);
    setNotice(null);
    savedNotice.clear();
    const input = toEventInput(values, locale);
    if (action !== 'unpublish') {
      const keepsStart = saved !== null && Date.parse(saved.startsAt) === Date.parse(input.startsAt);
      const problems = checkEventInput(input, { allowPastStart: keepsStart });
      // A cover the upload refused stays reported until another file is chosen.
      if (errors.cover)
        problems.unshift({ path: 'cover', code: errors.cover === 'refused' ? 'invalid' : errors.cover });
      if (problems.length > 0) return showProblems(problems);
    }
    setErrors({});
    setPending(action);
    const client = createSiteClient();
    try {
      let event = saved;
      if (action !== 'unpublish') {
        const stored = event
          ? await client.organizer.update.mutate({ id: event.id, event: input })
          : await client.organizer.create.mutate({ event: input });
        event = toSaved(stored);
      }
      if (event && action === 'publish')
        event = toSaved(await client.organizer.publish.mutate({ id: event.id }));
      if (event && action === 'unpublish')
        event = toSaved(await client.organizer.unpublish.mutate({ id: event.id }));
      if (!event) return;
      setSaved(event);
      if (action === 'preview') {
        router.push(routeHref('account-events-preview', { id: event.id }));
        return;
      }
      const text = t(
        `actions.${action === 'draft' ? 'saved' : action === 'publish' ? 'published' : 'unpublished'}`,
      );
      // A new event's address from now on is its edit page (a reload edits it instead of creating
      // another); the edit page reads it back from the CMS and repeats the notice.
      if (!saved) {
        savedNotice.set(event.id, text);
        router.replace(routeHref('account-events-edit', { id: event.id }));
        return;
      }
      setNotice(text);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'fields') showProblems(failure.problems);
      else setFormError(failure.message);
    } finally {
      setPending(null);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = submitter?.getAttribute('value');
    void run(action === 'preview' || action === 'publish' || action === 'unpublish' ? action : 'draft');
  };

  const problems = Object.entries(errors).flatMap(([path, code]) =>
    code ? [{ path, label: labelOf(path), message: messageOf(code) }] : [],
  );
  const published = saved?.status === 'published' || saved?.status === 'changed';
  const busy = pending !== null;
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid min-w-0 gap-10"
      data-testid="event-form"
    >
      {saved && (
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge status={saved.hidden ? 'hidden' : saved.status} />
          {published && !saved.hidden && (
            <Link
              href={routeHref('events-event_slug', { event_slug: saved.slug })}
              className="text-sm font-medium text-link underline"
            >
              {t('actions.viewPublic')}
            </Link>
          )}
        </p>
      )}
      <ErrorSummary problems={problems} />
      <Group legend={t('sections.basics')}>
        <TextField
          path="title"
          label={t('fields.title')}
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          error={errorOf('title')}
          required
          requiredLabel={t('required')}
          maxLength={400}
        />
        <TextField
          path="summary"
          label={t('fields.summary')}
          hint={t('fields.summaryHint')}
          value={values.summary}
          onChange={(event) => set({ summary: event.target.value })}
          error={errorOf('summary')}
          required
          requiredLabel={t('required')}
          maxLength={1000}
        />
        <TextArea
          path="description"
          label={t('fields.description')}
          hint={t('fields.descriptionHint')}
          rows={8}
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
          error={errorOf('description')}
        />
      </Group>
      <Group legend={t('sections.when')}>
        <WhenFields values={values} set={set} errorOf={errorOf} />
      </Group>
      <Group legend={t('sections.where')}>
        <WhereFields values={values} set={set} errorOf={errorOf} />
      </Group>
      <Group legend={t('sections.cover')}>
        <CoverField
          cover={values.cover}
          alt={values.coverAlt}
          coverError={errorOf('cover')}
          altError={errorOf('coverAlt')}
          onCover={(cover) => {
            set({ cover });
            setErrors(({ cover: _, coverAlt: __, ...rest }) => rest);
          }}
          onAlt={(coverAlt) => set({ coverAlt })}
          onProblem={(code) => setErrors(({ cover: _, ...rest }) => (code ? { ...rest, cover: code } : rest))}
        />
      </Group>
      <Group legend={t('sections.tickets')} id="of-tiers">
        {errorOf('tiers') && (
          <p className="text-sm font-medium text-red-700 dark:text-red-300" data-error-for="tiers">
            {errorOf('tiers')}
          </p>
        )}
        {values.tiers.map((tier, index) => (
          <TierFields
            key={index}
            index={index}
            tier={tier}
            errorOf={errorOf}
            onChange={(patch) => setTier(index, patch)}
            onRemove={
              values.tiers.length > 1
                ? () => set({ tiers: values.tiers.filter((_, i) => i !== index) })
                : undefined
            }
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonVariants({ variant: 'secondary' })}
            disabled={values.tiers.length >= maxTiers}
            onClick={() => set({ tiers: [...values.tiers, emptyTier()] })}
          >
            {t('fields.addTier')}
          </button>
          <span className="text-sm text-muted">
            {t('fields.tiersLeft', { count: maxTiers - values.tiers.length })}
          </span>
        </div>
        {values.tiers.some((tier) => !tier.free) && (
          <TextField
            path="checkoutUrl"
            type="url"
            inputMode="url"
            label={t('fields.checkoutUrl')}
            hint={t('fields.checkoutUrlHint', { siteName })}
            value={values.checkoutUrl}
            onChange={(event) => set({ checkoutUrl: event.target.value })}
            error={errorOf('checkoutUrl')}
            required
            requiredLabel={t('required')}
            maxLength={600}
          />
        )}
      </Group>
      <div className="grid gap-3 border-t border-line pt-6">
        <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
          {formError}
        </p>
        <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-200">
          {pending ? t('actions.saving') : notice}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="action"
            value="draft"
            disabled={busy}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('actions.saveDraft')}
          </button>
          <button
            type="submit"
            name="action"
            value="preview"
            disabled={busy}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {t('actions.preview')}
          </button>
          <button type="submit" name="action" value="publish" disabled={busy} className={buttonVariants()}>
            {t('actions.publish')}
          </button>
          {published && (
            <button
              type="submit"
              name="action"
              value="unpublish"
              disabled={busy}
              className={buttonVariants({ variant: 'ghost' })}
            >
              {t('actions.unpublish')}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
