// The published build of a versioned package (@sparked/design-tokens, @sparked/ui): ES modules per
// public entry, styles compiled to static CSS that each chunk imports itself, dependencies left
// to the consumer, and a manifest the size bench reads. Inside the workspace every consumer reads
// the TypeScript source instead, through the `@sparked/source` export condition.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourcePlugins } from './source-plugins.mjs';

/** Lets each chunk import its own compiled CSS (Vite's library mode leaves CSS for the consumer to find). */
function importOwnCss() {
  return {
    name: 'sparked-import-own-css',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const imports = [...(chunk.viteMetadata?.importedCss ?? [])]
          .map((file) => `import './${file}';\n`)
          .join('');
        chunk.code = imports + chunk.code;
      }
    },
  };
}

/**
 * @param {string} packageDir the package's folder
 * @param {Record<string, string>} entries output name → source file, relative to the package
 */
export function libraryBuildConfig(packageDir, entries) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  const isDependency = (id) =>
    dependencies.some((name) => id === name || id.startsWith(`${name}/`));
  return {
    root: packageDir,
    plugins: [...sourcePlugins(), importOwnCss()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      cssCodeSplit: true,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, path.join(packageDir, file)]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        external: isDependency,
        onwarn(warning, warn) {
          // Radix's "use client" directives mean nothing in a library build.
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
}
