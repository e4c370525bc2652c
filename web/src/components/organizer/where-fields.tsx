import { useTranslations } from 'next-intl';

import type { FormValues } from '@/lib/organizer/event-form';

import { TextField } from './form-controls';

type Props = {
  values: FormValues;
  set: (patch: Partial<FormValues>) => void;
  errorOf: (path: string) => string | undefined;
};

/** A venue (name, address, city) or a link to join online: only the chosen one is sent. */
export function WhereFields({ values, set, errorOf }: Props) {
  const t = useTranslations('OrganizerForm');
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-fg">{t('fields.whereKind')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['venue', 'online'] as const).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-fg">
              <input
                type="radio"
                name="where"
                value={kind}
                checked={values.where === kind}
                onChange={() => set({ where: kind })}
                className="size-4 accent-primary-700"
              />
              {t(`fields.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {values.where === 'venue' ? (
        <>
          <TextField
            path="venueName"
            label={t('fields.venueName')}
            value={values.venueName}
            onChange={(event) => set({ venueName: event.target.value })}
            error={errorOf('venueName')}
            required
            requiredLabel={t('required')}
            maxLength={400}
          />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <TextField
              path="venueAddress"
              label={t('fields.venueAddress')}
              autoComplete="street-address"
              value={values.venueAddress}
              onChange={(event) => set({ venueAddress: event.target.value })}
              error={errorOf('venueAddress')}
              maxLength={600}
            />
            <TextField
              path="city"
              label={t('fields.city')}
              autoComplete="address-level2"
              value={values.city}
              onChange={(event) => set({ city: event.target.value })}
              error={errorOf('city')}
              maxLength={200}
            />
          </div>
        </>
      ) : (
        <TextField
          path="onlineUrl"
          type="url"
          inputMode="url"
          label={t('fields.onlineUrl')}
          hint={t('fields.onlineUrlHint')}
          placeholder="https://"
          value={values.onlineUrl}
          onChange={(event) => set({ onlineUrl: event.target.value })}
          error={errorOf('onlineUrl')}
          required
          requiredLabel={t('required')}
        />
      )}
    </>
  );
}
