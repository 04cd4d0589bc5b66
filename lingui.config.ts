import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The product's message catalogue (decision 0045): the texts of apps/web, @sparked/features,
 * @sparked/ui, the contract schemas and the server (decision 0046), extracted by `npm run i18n:extract` into one PO file per language in
 * apps/web/src/locales, which translators edit (docs/translating.md). English is the source and is
 * compiled into the code; `en-XA` is the pseudo-locale the route walk runs through (accented, longer).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fil', 'en-XA'],
  pseudoLocale: 'en-XA',
  fallbackLocales: { default: 'en' },
  // What the macros compile to: Lingui's runtime, wrapped to need no provider (packages/i18n).
  runtimeConfigModule: {
    i18n: ['@sparked/i18n', 'i18n'],
    Trans: ['@sparked/i18n', 'Trans'],
    useLingui: ['@sparked/i18n', 'useLingui'],
  },
  catalogs: [
    {
      path: '<rootDir>/apps/web/src/locales/{locale}',
      include: [
        '<rootDir>/apps/web/src',
        '<rootDir>/packages/features/src',
        '<rootDir>/packages/ui/src',
        // The contract schemas' sentences (decision 0046): shown by the forms and the server.
        '<rootDir>/packages/contracts/src',
        // The server's texts (decision 0046): descriptors with explicit ids, read at its start.
        '<rootDir>/apps/server/src',
      ],
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/*.stories.tsx',
        '**/test-support/**',
        '**/node_modules/**',
      ],
    },
  ],
  // Where a text is used, by file only: line numbers would change the catalogue on every edit.
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'messageId',
});
