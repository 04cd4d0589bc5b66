import type { Plugin } from 'vite';
import { afterBundling, withStaticImports } from './vite-bundle-chunks';

/**
 * Names every chunk a lazy chunk needs before it can run, not only the ones it imports itself
 * (decision 0043). A route's chunk imports the text field, which imports the field, which imports
 * its icon: the browser finds each only once the one before has arrived and been parsed, a round
 * trip per level (five rounds after the entry on the store, seven in the player, each 150 ms on a
 * slow phone's network) before the page can render; now two. With the chunks it imports indirectly listed as empty
 * imports after its own, the browser asks for all of them at once. Nothing else changes: the same
 * files, fetched anyway before the chunk runs, and the same order of evaluation (an empty import
 * after the chunk's own imports finds each module already evaluated through them). Rollup's
 * `hoistTransitiveImports` does this for entry chunks; rolldown has no such option.
 */
export function hoistTransitiveImports(): Plugin {
  return afterBundling('sparked:hoist-transitive-imports', (chunks) => {
    // Only where a fetch starts (the entry, a lazy chunk): a chunk they import is fetched with
    // its importer's list, so a list of its own would be bytes the browser never needs.
    for (const chunk of chunks.values()) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
      const missing = [...withStaticImports([chunk.fileName], chunks)].filter(
        (file) => file !== chunk.fileName && !chunk.imports.includes(file),
      );
      if (missing.length === 0) continue;
      const statements = missing.map((file) => `import"${relativePath(chunk.fileName, file)}";`);
      chunk.code = withStatements(chunk.code, statements.join(''));
    }
  });
}

/** `assets/a.js` importing `assets/b.js` → `./b.js` (every chunk is in the same folder). */
function relativePath(from: string, to: string) {
  const fromFolder = from.slice(0, from.lastIndexOf('/') + 1);
  if (!to.startsWith(fromFolder))
    throw new Error(`hoistTransitiveImports: ${to} is not beside ${from}`);
  return `./${to.slice(fromFolder.length)}`;
}

/** `code` with `statements` added before its source map comment, so no mapping moves. */
function withStatements(code: string, statements: string) {
  const comment = code.lastIndexOf('\n//# sourceMappingURL=');
  return comment === -1
    ? `${code}\n${statements}`
    : `${code.slice(0, comment)}\n${statements}${code.slice(comment)}`;
}
