import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { CurrentUser } from '@sparked/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api-client';
import { currentUserKeys } from '../../current-user';
import { activateLocale } from '../model/app-locale';
import { LocaleProvider } from './locale-provider';
import { LocaleSelect } from './locale-select';
import { useAccountLocale } from './use-account-locale';

const load = vi.fn(async () => ({ messages: { [generateMessageId('Language')]: ['Wika'] } }));
const student = (locale: CurrentUser['locale']): CurrentUser => ({
  id: 'u1',
  email: 'student@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'student',
  locale,
});

function SignedIn() {
  useAccountLocale({} as ApiClient);
  return <LocaleSelect />;
}

function renderSignedIn(locale: CurrentUser['locale']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(currentUserKeys.all, student(locale));
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider load={load}>
        <SignedIn />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLocale('en', load);
});

describe("the account's language", () => {
  it('turns the page to it once the account is known, and keeps it on the device', async () => {
    renderSignedIn('fil');
    expect(await screen.findByLabelText('Wika')).toHaveProperty('value', 'fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem('sparkedLocale')).toBe('fil');
  });

  it("does not undo a choice made on this device, and follows the account's next language", async () => {
    const queryClient = renderSignedIn('fil');
    fireEvent.change(await screen.findByLabelText('Wika'), { target: { value: 'en' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    // The current user is read again: the same language is not applied a second time.
    act(() => queryClient.setQueryData(currentUserKeys.all, student('fil')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.documentElement.lang).toBe('en');
    // Chosen on another device: it arrives with the account.
    act(() => queryClient.setQueryData(currentUserKeys.all, student('en')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    act(() => queryClient.setQueryData(currentUserKeys.all, student('fil')));
    await waitFor(() => expect(document.documentElement.lang).toBe('fil'));
  });

  it("leaves the device's language when the account has none", async () => {
    await activateLocale('fil', load);
    renderSignedIn(null);
    expect(await screen.findByLabelText('Wika')).toHaveProperty('value', 'fil');
  });
});
