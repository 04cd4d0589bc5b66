// @vitest-environment happy-dom
import { i18n, type Messages } from '@sparked/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, type LoadCatalogue } from './app-locale';

// The pseudo-locale's catalogue as Lingui compiles it: accented, as long as the English.
const accented: Messages = { greeting: ['Ĥēĺĺō ', ['name']], save: ['Śàvē'] };
const load = vi.fn<LoadCatalogue>(async () => ({ messages: accented }));

afterEach(() => activateLocale('en', load));

describe('the pseudo-locales', () => {
  it('show every text accented and a third longer, left to right', async () => {
    await activateLocale('en-XA', load);
    expect(i18n._('greeting', { name: 'Ana' })).toBe('Ĥēĺĺō Ana··');
    expect(i18n._('save')).toBe('Śàvē··');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('turn the page and its texts right to left', async () => {
    await activateLocale('ar-XB', load);
    expect(load).toHaveBeenLastCalledWith('en-XA');
    expect(i18n._('save')).toBe('\u202EŚàvē··\u202C');
    expect(document.documentElement.dir).toBe('rtl');
    await activateLocale('en', load);
    expect(document.documentElement.dir).toBe('ltr');
  });
});
