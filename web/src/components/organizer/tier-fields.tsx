import { useTranslations } from 'next-intl';

import { buttonVariants } from '@/components/ui/button';
import { fieldId, maxPerPerson, type TierValues } from '@/lib/organizer/event-form';

import { SelectField, TextField } from './form-controls';

// The currencies the site's visitors pay in most; the CMS takes any ISO 4217 code.
const currencies = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'KRW',
  'CNY',
  'IDR',
  'INR',
  'PLN',
  'TRY',
  'UAH',
  'BRL',
  'CAD',
  'AUD',
];

type Props = {
  index: number;
  tier: TierValues;
  errorOf: (path: string) => string | undefined;
  onChange: (patch: Partial<TierValues>) => void;
  onRemove?: () => void;
};

/** One ticket type: name, free or priced, how many, and how many one person may take. */
export function TierFields({ index, tier, errorOf, onChange, onRemove }: Props) {
  const t = useTranslations('OrganizerForm');
  const at = (field: string) => `tiers.${index}.${field}`;
  const number = index + 1;
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-line p-4" data-tier-index={index}>
      <legend className="px-1 font-semibold text-fg">{t('fields.tier', { number })}</legend>
      <TextField
        path={at('name')}
        label={t('fields.tierName')}
        value={tier.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errorOf(at('name'))}
        required
        requiredLabel={t('required')}
        maxLength={200}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-fg">{t('fields.pricing')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['free', 'paid'] as const).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-fg">
              <input
                type="radio"
                name={`tiers.${index}.pricing`}
                value={kind}
                checked={tier.free === (kind === 'free')}
                onChange={() => onChange({ free: kind === 'free' })}
                className="size-4 accent-primary-700"
              />
              {t(`fields.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {!tier.free && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            path={at('price')}
            label={t('fields.price')}
            inputMode="decimal"
            value={tier.price}
            onChange={(event) => onChange({ price: event.target.value })}
            error={errorOf(at('price'))}
            required
            requiredLabel={t('required')}
          />
          <SelectField
            path={at('currency')}
            label={t('fields.currency')}
            value={tier.currency}
            onChange={(event) => onChange({ currency: event.target.value })}
            error={errorOf(at('currency'))}
          >
            {(currencies.includes(tier.currency) ? currencies : [tier.currency, ...currencies]).map(
              (code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ),
            )}
          </SelectField>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <TextField
            path={at('capacity')}
            label={t('fields.capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={tier.unlimited ? '' : tier.capacity}
            disabled={tier.unlimited}
            onChange={(event) => onChange({ capacity: event.target.value })}
            error={errorOf(at('capacity'))}
          />
          <label className="inline-flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={tier.unlimited}
              onChange={(event) => onChange({ unlimited: event.target.checked })}
              className="size-4 accent-primary-700"
              aria-controls={fieldId(at('capacity'))}
            />
            {t('fields.unlimited')}
          </label>
        </div>
        <SelectField
          path={at('perPerson')}
          label={t('fields.perPerson')}
          value={tier.perPerson}
          onChange={(event) => onChange({ perPerson: event.target.value })}
          error={errorOf(at('perPerson'))}
        >
          {Array.from({ length: maxPerPerson }, (_, i) => String(i + 1)).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
      </div>
      {onRemove && (
        <div>
          <button type="button" onClick={onRemove} className={buttonVariants({ variant: 'secondary' })}>
            {t('fields.removeTier', { number })}
          </button>
        </div>
      )}
    </fieldset>
  );
}
