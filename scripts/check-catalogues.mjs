#!/usr/bin/env node
// The message catalogues against the code (decision 0045), in `npm test`: every text the code marks
// for translation is in every language's catalogue (else run `npm run i18n:extract`), no catalogue
// holds a text the code no longer has, every language but the pseudo-locale translates every text,
// and each translation has the same ICU arguments (names and kinds: plural, select, number…) and
// the same tags as its English source, so no value goes missing and no markup breaks.
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const config = getConfig({ configPath: path.resolve(import.meta.dirname, '../lingui.config.ts') });

/** `name:kind` of every argument in a message, and its `<n>` tags, in a stable order. */
function messageShape(message) {
  const found = new Set();
  const walk = (tokens) => {
    for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
      if (typeof token === 'string') {
        for (const [tag] of token.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
        continue;
      }
      const [name, kind = 'value', options] = token;
      found.add(`{${name}:${kind}}`);
      // A plural's options hold its `offset` beside the branches (undefined when it has none).
      if (kind === 'plural' || kind === 'select' || kind === 'selectordinal')
        for (const [key, branch] of Object.entries(options)) if (key !== 'offset') walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...found].sort().join(' ');
}

const problems = [];
for (const catalog of await getCatalogs(config)) {
  const extracted = await catalog.collect();
  const languages = await catalog.readAll();
  for (const [locale, messages] of Object.entries(languages)) {
    const where = path.relative(process.cwd(), catalog.getFilename(locale));
    for (const [id, source] of Object.entries(extracted)) {
      const entry = messages?.[id];
      if (!entry) {
        problems.push(`${where}: lacks "${source.message}" (run npm run i18n:extract)`);
        continue;
      }
      if (locale === config.sourceLocale || locale === config.pseudoLocale) continue;
      if (!entry.translation) {
        problems.push(`${where}: "${source.message}" is not translated`);
      } else if (messageShape(entry.translation) !== messageShape(source.message)) {
        problems.push(
          `${where}: "${entry.translation}" has ${messageShape(entry.translation) || 'no arguments'}; its source "${source.message}" has ${messageShape(source.message) || 'none'}`,
        );
      }
    }
    for (const id of Object.keys(messages ?? {})) {
      if (!extracted[id])
        problems.push(
          `${where}: "${messages[id].message}" is no longer in the code (run npm run i18n:extract)`,
        );
    }
  }
  const count = Object.keys(extracted).length;
  console.log(
    `Catalogue ${path.relative(process.cwd(), catalog.path)}: ${count} texts in ${Object.keys(languages).join(', ')}.`,
  );
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  // Not process.exit: it would cut off a long report written to a pipe.
  process.exitCode = 1;
}
