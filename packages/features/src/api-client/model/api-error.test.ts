import { i18n, type Messages } from '@sparked/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueSentences, errorFromBody } from './api-error';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

/** Some of `fil.po` as the app loads it: the server's texts keep their explicit ids. */
const filipino: Messages = {
  'error.sign-in-to-continue': ['Mag-sign in para magpatuloy.'],
  'store.item-not-found': ['Walang ', ['title'], ' sa tindahan.'],
  'validation.unknown-keys': ['Alisin ang ', ['keys'], ': hindi kabilang ang mga ito rito.'],
  'auth.password-too-short': ['Dapat hindi bababa sa ', ['min'], ' na character ang password.'],
  'modules.import.became-an-ebook': ['Naging e-book.'],
  'modules.import.embedded-media-became-links': ['Naging mga link ang naka-embed na media.'],
};

const body = (id: string, error: string, values?: Record<string, string>) => ({
  statusCode: 401,
  code: 'unauthorized',
  error,
  message: values ? { id, values } : { id },
});

describe("the server's sentence in the reader's language (decision 0046)", () => {
  it('renders a known id from the active catalogue, with its values', () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(
      errorFromBody(401, body('error.sign-in-to-continue', 'Sign in to continue.')).message,
    ).toBe('Mag-sign in para magpatuloy.');
    expect(
      errorFromBody(404, body('store.item-not-found', 'No Cap in the store.', { title: 'Cap' }))
        .message,
    ).toBe('Walang Cap sa tindahan.');
  });

  it("falls back to the server's English for an id the catalogue lacks, and in English", () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(errorFromBody(409, body('error.brand-new', 'Something new.')).message).toBe(
      'Something new.',
    );
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(
      errorFromBody(401, body('error.sign-in-to-continue', 'Sign in to continue.')).message,
    ).toBe('Sign in to continue.');
  });

  it("renders each field's problem too, a list as the reader's language joins one", () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    const error = errorFromBody(400, {
      statusCode: 400,
      code: 'validation_failed',
      error: 'Invalid request body. password: Password must be at least 10 characters.',
      message: { id: 'auth.password-too-short', values: { min: 10 } },
      issues: [
        {
          path: 'password',
          message: 'Password must be at least 10 characters.',
          entry: { id: 'auth.password-too-short', values: { min: 10 } },
        },
        {
          path: '',
          message: 'Unrecognized keys: "role", "wallet", "level"',
          entry: { id: 'validation.unknown-keys', values: { keys: ['role', 'wallet', 'level'] } },
        },
        { path: 'email', message: 'An older server’s English.' },
      ],
    });
    expect(error.message).toBe('Dapat hindi bababa sa 10 na character ang password.');
    expect(error.issues).toEqual([
      { path: 'password', message: 'Dapat hindi bababa sa 10 na character ang password.' },
      { path: '', message: 'Alisin ang role, wallet, at level: hindi kabilang ang mga ito rito.' },
      { path: 'email', message: 'An older server’s English.' },
    ]);
  });

  it('keeps reading an answer without the catalogue entry, as older servers send', () => {
    const error = errorFromBody(403, { statusCode: 403, code: 'forbidden', error: 'No.' });
    expect(error.message).toBe('No.');
    expect(error.code).toBe('forbidden');
  });
});

describe("a text of several of the server's sentences (an import report's note, decision 0046)", () => {
  const english = 'Became an e-book. Embedded media became links.';
  const entries = [
    { id: 'modules.import.became-an-ebook' },
    { id: 'modules.import.embedded-media-became-links' },
  ];

  it('says each sentence in the reader’s language', () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(catalogueSentences(english, entries)).toBe(
      'Naging e-book. Naging mga link ang naka-embed na media.',
    );
  });

  it('keeps the English whole when the catalogue lacks one of them, or the report has none', () => {
    i18n.loadAndActivate({ locale: 'fil', messages: filipino });
    expect(catalogueSentences(english, [...entries, { id: 'modules.import.brand-new' }])).toBe(
      english,
    );
    expect(catalogueSentences(english, undefined)).toBe(english);
  });
});
