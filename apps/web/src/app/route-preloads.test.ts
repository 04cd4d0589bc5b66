import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type RoutePreload,
  routePreloadsFile,
  writeRoutePreloads,
} from '../../vite-route-preloads';
import { pageTable } from './route-table';

const routesDir = path.resolve(import.meta.dirname, '../routes');

/** `_authenticated/_gamified/store.tsx` → `assets/_authenticated._gamified.store.js`. */
const chunkName = (file: string) => `assets/${file.replace(/\.tsx$/, '').replaceAll('/', '.')}.js`;

const chunk = (fileName: string, imports: string[], source?: string) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId: source ? `${path.join(routesDir, source)}?tsr-split=component` : null,
  isDynamicEntry: source !== undefined,
});

/**
 * A build of the real route files as autoCodeSplitting makes it: a chunk per route file, each
 * importing the shared runtime the entry loads; the store's also imports the store's parts.
 */
function preloadsOfRouteFiles(): RoutePreload[] {
  const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
    .map((file) => file.split(path.sep).join('/'));
  const bundle: Record<string, unknown> = {
    'assets/index.js': { ...chunk('assets/index.js', ['assets/runtime.js']), isEntry: true },
    'assets/runtime.js': chunk('assets/runtime.js', []),
    'assets/store-parts.js': chunk('assets/store-parts.js', ['assets/runtime.js']),
  };
  for (const file of files) {
    const imports = ['assets/runtime.js'];
    if (file.endsWith('/store.tsx')) imports.push('assets/store-parts.js');
    bundle[chunkName(file)] = chunk(chunkName(file), imports, file);
  }
  let written = '';
  const plugin = writeRoutePreloads();
  const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
  generate.call(
    {
      emitFile: ({ fileName, source }: { fileName: string; source: string }) => {
        expect(fileName).toBe(routePreloadsFile);
        written = source;
      },
    },
    {},
    bundle,
  );
  return JSON.parse(written);
}

const entryScripts = ['assets/index.js', 'assets/runtime.js'];

describe('writeRoutePreloads', () => {
  const preloads = preloadsOfRouteFiles();
  const byPath = (pagePath: string) => preloads.find((page) => page.path === pagePath);

  it('lists every page of the route table by its path, and no layout on its own', () => {
    const paths = preloads.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(pageTable.map((page) => page.path)));
    // A pathless layout has its page's path ('/' for the signed-in layouts): listed, it would
    // appear twice and could be chosen for the page.
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("names the entry's scripts, then a page's chunk after its layouts', with what they import", () => {
    expect(byPath('/store')).toEqual({
      path: '/store',
      signedIn: true,
      files: [
        ...entryScripts,
        'assets/_authenticated.js',
        'assets/_authenticated._gamified.js',
        'assets/_authenticated._gamified.store.js',
        'assets/store-parts.js',
      ],
    });
    expect(byPath('/')?.files).toEqual([
      ...entryScripts,
      'assets/_authenticated.js',
      'assets/_authenticated._gamified.js',
      'assets/_authenticated._gamified.index.js',
    ]);
  });

  it('nests a page in the page its path continues, unless its file name says not to', () => {
    expect(byPath('/event-arena/ai-bayanihan')?.files).toContain(
      'assets/_authenticated._gamified.event-arena.js',
    );
    expect(byPath('/winter-competition/password')?.files).not.toContain(
      'assets/_authenticated._gamified.winter-competition.js',
    );
  });

  it('marks the pages a visitor needs a session for', () => {
    expect(byPath('/sign-in')).toMatchObject({
      signedIn: false,
      files: [...entryScripts, 'assets/_public.js', 'assets/_public.sign-in.js'],
    });
    expect(byPath('/student-journey')?.signedIn).toBe(false);
    expect(byPath('/educator/dashboard')?.signedIn).toBe(true);
  });
});
