import { useId } from 'react';
import { useTheme } from './theme-provider';
import * as styles from './theme-select.css';

const label = (name: string) =>
  name.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** Lets the user pick a colour theme; the choice is kept for the next visit. */
export function ThemeSelect() {
  const { themeName, themeNames, setThemeName } = useTheme();
  const id = useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        Theme
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
