import { useLingui } from '@lingui/react/macro';
import { localeNames, supportedLocales } from '@sparked/contracts';
import { NativeSelect } from '@sparked/ui/native-select';
import { useState } from 'react';
import type { AppLocale } from '../model/app-locale';
import { useLocale } from './locale-provider';
import * as styles from './locale-select.css';

// Each language under its own name, so someone who cannot read the current one still finds theirs.
const options = supportedLocales.map((locale) => ({ value: locale, label: localeNames[locale] }));

/** Lets the reader change the page's language; the choice is kept on this device (decision 0045). */
export function LocaleSelect({ onChosen }: { onChosen?: (locale: AppLocale) => void }) {
  const { t } = useLingui();
  const { locale, choose } = useLocale();
  const [loading, setLoading] = useState(false);
  return (
    <NativeSelect
      label={t({
        message: 'Language',
        comment: 'The label of the list of languages the page can show.',
      })}
      className={styles.inline}
      options={options}
      value={locale}
      disabled={loading}
      onChange={async (event) => {
        const next = event.target.value as AppLocale;
        setLoading(true);
        try {
          await choose(next);
          onChosen?.(next);
        } finally {
          setLoading(false);
        }
      }}
    />
  );
}
