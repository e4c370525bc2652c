'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

import type { FormValues } from '@/lib/organizer/event-form';
import { timeZoneNames } from '@/lib/organizer/zoned-time';

import { SelectField, TextField } from './form-controls';

type Props = {
  values: FormValues;
  set: (patch: Partial<FormValues>) => void;
  errorOf: (path: string) => string | undefined;
};

/** Start and end as the zone's wall clock, and the zone itself (every IANA zone the browser knows). */
export function WhenFields({ values, set, errorOf }: Props) {
  const t = useTranslations('OrganizerForm');
  const zones = useMemo(() => timeZoneNames(values.timeZone), [values.timeZone]);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          path="startsAt"
          type="datetime-local"
          label={t('fields.startsAt')}
          value={values.startsAt}
          onChange={(event) => set({ startsAt: event.target.value })}
          error={errorOf('startsAt')}
          required
          requiredLabel={t('required')}
        />
        <TextField
          path="endsAt"
          type="datetime-local"
          label={t('fields.endsAt')}
          value={values.endsAt}
          min={values.startsAt || undefined}
          onChange={(event) => set({ endsAt: event.target.value })}
          error={errorOf('endsAt')}
          required
          requiredLabel={t('required')}
        />
      </div>
      <SelectField
        path="timeZone"
        label={t('fields.timeZone')}
        hint={t('fields.timeZoneHint')}
        value={values.timeZone}
        onChange={(event) => set({ timeZone: event.target.value })}
        error={errorOf('timeZone')}
        required
        requiredLabel={t('required')}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </SelectField>
    </>
  );
}
