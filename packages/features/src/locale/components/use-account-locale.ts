import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiClient } from '../../api-client';
import { currentUserQueryOptions } from '../../current-user';
import { useLocale } from './locale-provider';

/**
 * Switches the page to the language the signed-in user keeps on their account (decision 0045),
 * once the account is known, so a second device shows it too. Each language the account holds is
 * applied once: a choice made on this device afterwards stands until the account holds another
 * (the profile saves the choice to the account, which is then the page's already), and nothing
 * loops. An account without a language leaves the device's.
 */
export function useAccountLocale(client: ApiClient) {
  const { data: user } = useQuery(currentUserQueryOptions(client));
  const { locale, choose } = useLocale();
  const applied = useRef<string | null>(null);
  const accountLocale = user?.locale ?? null;
  useEffect(() => {
    if (!accountLocale || applied.current === accountLocale) return;
    applied.current = accountLocale;
    if (accountLocale !== locale) void choose(accountLocale);
  }, [accountLocale, locale, choose]);
}
