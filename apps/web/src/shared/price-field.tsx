import { useLingui } from '@lingui/react/macro';
import { type Currency, currencies, type Price } from '@sparked/contracts';
import { Select } from '@sparked/ui/select';
import { Switch } from '@sparked/ui/switch';
import { TextField } from '@sparked/ui/text-field';
import * as styles from './page.css';

const currencyOptions = currencies.map((currency) => ({
  value: currency,
  label: currency.toUpperCase(),
}));
/** What a price starts at when charging is switched on: 5.00 in the currency. */
const startingPrice = { amount: 500, currency: 'usd' } as const;

/**
 * Whether something costs money, and how much: a switch, then the amount (typed in the currency's
 * units, kept in cents) and the currency.
 */
export function PriceField({
  label,
  description,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  value: Price;
  onChange: (price: Price) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Switch
        label={label}
        description={description}
        checked={value !== null}
        onCheckedChange={(paid) => onChange(paid ? startingPrice : null)}
      />
      {value ? (
        <div className={styles.filters}>
          <TextField
            label={t`Price`}
            type="number"
            min={0.5}
            step={0.01}
            value={value.amount / 100}
            onChange={(event) =>
              onChange({ ...value, amount: Math.round(Number(event.target.value) * 100) })
            }
          />
          <Select
            label={t`Currency`}
            options={currencyOptions}
            value={value.currency}
            onValueChange={(currency) => onChange({ ...value, currency: currency as Currency })}
          />
        </div>
      ) : null}
    </>
  );
}
