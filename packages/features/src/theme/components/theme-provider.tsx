import {
  applyPalette,
  readActiveThemeName,
  storeActiveThemeName,
  type ThemeName,
} from '@sparked/design-tokens';
import { storageOrMemory } from '@sparked/features/session';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { ApiClient } from '../../api-client';
import { themesQueryOptions } from '../api/themes';
import { availableThemeNames, resolvePalette } from '../model/resolve-palette';

interface ThemeContextValue {
  themeName: ThemeName;
  themeNames: string[];
  setThemeName(name: ThemeName): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * Keeps the page's colour variables on the active theme (spec §4 Theme): the name lives in local
 * storage under activeTheme; the server's palette wins, the built-in one covers a failed call.
 */
export function ThemeProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  // Memory inside an LMS frame that is denied storage, where reading `localStorage` throws.
  const [storage] = useState(() => storageOrMemory(() => globalThis.localStorage));
  const [themeName, setThemeNameState] = useState(() => readActiveThemeName(storage));
  const { data: serverPalettes } = useQuery(themesQueryOptions(client));

  useLayoutEffect(() => {
    applyPalette(resolvePalette(themeName, serverPalettes));
    document.documentElement.dataset.theme = themeName;
  }, [themeName, serverPalettes]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      themeName,
      themeNames: availableThemeNames(serverPalettes),
      setThemeName(name) {
        storeActiveThemeName(storage, name);
        setThemeNameState(name);
      },
    }),
    [themeName, serverPalettes, storage],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}
