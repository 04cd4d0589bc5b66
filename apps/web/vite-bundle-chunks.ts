import type { Plugin, Rollup } from 'vite';

/** What the build plugins read of a bundle's script chunk (Rollup's and rolldown's output). */
export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  code: string;
  facadeModuleId: string | null;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};

/** The script chunks of a bundle as `generateBundle` gets it, by file name. */
function chunksOf(bundle: object): Map<string, BundleChunk> {
  const chunks = new Map<string, BundleChunk>();
  for (const output of Object.values(bundle) as (BundleChunk | { type: 'asset' })[]) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  return chunks;
}

/** `files` and every chunk they import statically, directly or through another, in that order. */
export function withStaticImports(
  files: readonly string[],
  chunks: Map<string, BundleChunk>,
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (seen.has(file) || !chunk) return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/**
 * A build-only plugin that works on the finished bundle's script chunks, after every other plugin
 * (`work` may change a chunk's code or emit a file through `context`).
 */
export function afterBundling(
  name: string,
  work: (chunks: Map<string, BundleChunk>, context: Rollup.PluginContext) => void,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      work(chunksOf(bundle), this);
    },
  };
}
