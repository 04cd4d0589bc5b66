import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useTheme } from './theme-provider';
import * as styles from './theme-select.css';

/** The built-in themes' names; a theme the server adds shows its own name. */
const builtInLabels: Partial<Record<string, MessageDescriptor>> = {
  light: msg({ message: 'Light', comment: 'A colour theme.' }),
  dark: msg({ message: 'Dark', comment: 'A colour theme.' }),
  'high-contrast': msg({ message: 'High contrast', comment: 'A colour theme.' }),
};

const nameOf = (name: string) =>
  name.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** Lets the user pick a colour theme; the choice is kept for the next visit. */
export function ThemeSelect() {
  const { i18n } = useLingui();
  const { themeName, themeNames, setThemeName } = useTheme();
  const label = (name: string) => {
    const builtIn = builtInLabels[name];
    return builtIn ? i18n._(builtIn) : nameOf(name);
  };
  const id = useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        <Trans comment="The label of the list of colour themes.">Theme</Trans>
      </label>
      <select
        id={id}
        className={styles.select}
        value={themeName}
        onChange={(event) => setThemeName(event.target.value)}
      >
        {themeNames.map((name) => (
          <option key={name} value={name}>
            {label(name)}
          </option>
        ))}
      </select>
    </div>
  );
}
