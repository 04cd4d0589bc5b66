import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRenderedIds, serverRenderedSources } from '../../vite-server-rendered-texts';

const root = path.resolve(import.meta.dirname, '../../../..');
const fil = path.join(root, 'apps/web/src/locales/fil.po');

async function serverSources(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'apps/server/src'), { recursive: true });
  return entries
    .map((entry) => `apps/server/src/${entry.replaceAll('\\', '/')}`)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
}

describe("the texts left out of the web's language chunks", () => {
  it('are the ones only the server writes: Janus, the help articles, the tutors, the demo data', async () => {
    const ids = await serverRenderedIds(fil);
    expect(ids).toContain('janus.anything-else');
    expect([...ids].some((id) => id.startsWith('help-article.'))).toBe(true);
    expect([...ids].some((id) => id.startsWith('demo.'))).toBe(true);
    expect([...ids].some((id) => id.startsWith('writing-coach.'))).toBe(true);
    // An error the page renders from its id, and the page's own texts, stay.
    expect(ids).not.toContain('email.taken');
    expect([...ids].every((id) => id.includes('.'))).toBe(true);
  });

  it('come from files that send no error or entry a page would render from the catalogue', async () => {
    const rendering = (await serverSources()).filter((file) =>
      serverRenderedSources.some((source) => source.test(file)),
    );
    expect(rendering.length).toBeGreaterThan(10);
    const offending: string[] = [];
    for (const file of rendering) {
      const text = await readFile(path.join(root, file), 'utf8');
      if (/\b(AppError|badRequest|notFound|forbidden|conflict|entryOf|issueText)\b/.test(text))
        offending.push(file);
    }
    expect(offending).toEqual([]);
  });
});
