import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { Trans } from '@lingui/react/macro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderPage, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, localeStorageKey, startingLocale } from '../model/app-locale';
import { LocaleProvider } from './locale-provider';
import { LocaleSelect } from './locale-select';

// A catalogue as `src/locales/fil.po` compiles: ids are Lingui's hash of the English text.
const filipino = {
  [generateMessageId('Sign in')]: ['Mag-sign in'],
  [generateMessageId('Language')]: ['Wika'],
};
const load = vi.fn(async () => ({ messages: filipino }));

/** The page's providers: the language sits inside the query cache, as in the app. */
const render = (page: ReactNode, queryClient = new QueryClient()) =>
  renderPage(<QueryClientProvider client={queryClient}>{page}</QueryClientProvider>);

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLocale('en', load);
});

describe('the language list', () => {
  it('turns every text to the chosen language, says so to the document and keeps the choice', async () => {
    render(
      <LocaleProvider load={load}>
        <LocaleSelect />
        <button type="button">
          <Trans>Sign in</Trans>
        </button>
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fil' } });

    expect(await screen.findByRole('button', { name: 'Mag-sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Wika')).toHaveProperty('value', 'fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(localStorage.getItem(localeStorageKey)).toBe('fil');
    expect(load).toHaveBeenCalledWith('fil');
  });

  it('goes back to English without loading anything', async () => {
    await activateLocale('fil', load);
    load.mockClear();
    render(
      <LocaleProvider load={load}>
        <LocaleSelect />
      </LocaleProvider>,
    );
    fireEvent.change(screen.getByLabelText('Wika'), { target: { value: 'en' } });
    await waitFor(() => expect(screen.getByLabelText('Language')).toHaveProperty('value', 'en'));
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.lang).toBe('en');
  });

  it("fetches again what the page holds, the server's texts being in the page's language", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(['competitions'], [{ title: 'AI Competition' }]);
    render(
      <LocaleProvider load={load}>
        <LocaleSelect />
      </LocaleProvider>,
      queryClient,
    );
    expect(queryClient.getQueryState(['competitions'])?.isInvalidated).toBe(false);

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fil' } });

    await waitFor(() =>
      expect(queryClient.getQueryState(['competitions'])?.isInvalidated).toBe(true),
    );
  });
});

describe('the starting language', () => {
  it("is the one chosen on this device, else the browser's first that Sparked speaks", () => {
    const storage = (chosen: string | null) => ({ getItem: () => chosen });
    expect(startingLocale(storage('en'), ['fil-PH'])).toBe('en');
    expect(startingLocale(storage(null), ['de', 'fil-PH'])).toBe('fil');
    expect(startingLocale(storage('en-XA'), ['fil'])).toBe('en-XA');
    expect(startingLocale(storage('klingon'), ['tl'])).toBe('fil');
  });
});
