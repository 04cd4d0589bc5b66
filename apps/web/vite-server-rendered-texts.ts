import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';

/**
 * Where the server writes a text itself, in the reader's language, and sends it as text
 * (decision 0046): Janus's replies and the help articles, the tutors' answers, the certificate's
 * PDF and the demo data. No page renders these from the catalogue, and in Filipino they were a
 * quarter of the language's chunk. A text used anywhere else too (an error the page renders from
 * its id, a form's label) stays in the chunk.
 */
export const serverRenderedSources: readonly RegExp[] = [
  /^apps\/server\/src\/modules\/help-desk\/engine\//,
  /^apps\/server\/src\/modules\/assistants\/tutors\//,
  /^apps\/server\/src\/modules\/certificates\/pdf\.ts$/,
  /^apps\/server\/src\/seed\//,
  /^apps\/server\/src\/modules\/[\w-]+\/seeded-(texts|events)\.ts$/,
];

type Entry = { origin?: [string, number | null][] };

/** The ids of a PO catalogue's texts that only the server renders. */
export async function serverRenderedIds(poFile: string): Promise<Set<string>> {
  const catalogue = (await formatter().parse(await readFile(poFile, 'utf8'), {
    locale: path.basename(poFile, '.po'),
    sourceLocale: 'en',
    filename: poFile,
  })) as Record<string, Entry>;
  const ids = new Set<string>();
  for (const [id, { origin = [] }] of Object.entries(catalogue)) {
    const files = origin.map(([file]) => file.replaceAll('\\', '/'));
    if (files.length && files.every((file) => serverRenderedSources.some((re) => re.test(file))))
      ids.add(id);
  }
  return ids;
}

/**
 * Leaves the texts only the server renders out of each language's compiled chunk: Lingui's plugin
 * compiles a `.po` import to `export const messages=JSON.parse("…")`; this runs after it.
 */
export function withoutServerRenderedTexts(): Plugin {
  return {
    name: 'sparked:without-server-rendered-texts',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.po')) return null;
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s.exec(code)?.[1];
      if (!literal) throw new Error(`${file}: not the compiled catalogue this plugin expects`);
      const messages = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
      for (const serverOnly of await serverRenderedIds(file)) delete messages[serverOnly];
      return {
        code: code.replace(literal, () => JSON.stringify(JSON.stringify(messages))),
        map: null,
      };
    },
  };
}
