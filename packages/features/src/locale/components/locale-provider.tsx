import { storageOrMemory } from '@sparked/features/session';
import { useLingui } from '@sparked/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  type AppLocale,
  activateLocale,
  type LoadCatalogue,
  localeStorageKey,
} from '../model/app-locale';

interface LocaleContextValue {
  locale: AppLocale;
  /**
   * Switches the page to `locale` once its catalogue is in, and keeps the choice on this device.
   * Every answer the page holds is fetched again: the server writes the texts it seeded (demo
   * modules, competitions, the store) in the language the page sends (decision 0046).
   */
  choose(locale: AppLocale): Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * The page's language (decision 0045) and how to change it. The app activates the starting
 * language before its first render (`activateLocale`); every text follows Lingui's active one.
 * It sits inside the page's QueryClientProvider, whose answers a switch fetches again.
 */
export function LocaleProvider({ load, children }: { load: LoadCatalogue; children: ReactNode }) {
  const [storage] = useState(() => storageOrMemory(() => globalThis.localStorage));
  const { locale } = useLingui();
  const queryClient = useQueryClient();
  const value = useMemo<LocaleContextValue>(
    () => ({
      locale: locale as AppLocale,
      async choose(next) {
        await activateLocale(next, load);
        storage.setItem(localeStorageKey, next);
        void queryClient.invalidateQueries();
      },
    }),
    [locale, load, storage, queryClient],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>.');
  return value;
}
