import { describe, expect, it } from 'vitest';
import { hoistTransitiveImports } from '../../vite-hoist-imports';

const chunk = (fileName: string, imports: string[], code: string) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  code,
  isDynamicEntry: true,
});

/** The plugin's generateBundle run on `bundle`, as the build calls it. */
function hoist(bundle: Record<string, ReturnType<typeof chunk> | { type: 'asset' }>) {
  const plugin = hoistTransitiveImports();
  const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
  generate.call({}, {}, bundle);
  return bundle;
}

describe('hoistTransitiveImports', () => {
  it('lists the chunks a chunk needs through others after its own imports, before its source map', () => {
    const bundle = hoist({
      'assets/route.js': chunk(
        'assets/route.js',
        ['assets/text-field.js'],
        'import{t}from"./text-field.js";export{t};\n//# sourceMappingURL=route.js.map',
      ),
      'assets/text-field.js': chunk(
        'assets/text-field.js',
        ['assets/field.js'],
        'import{f}from"./field.js";export const t=f;',
      ),
      'assets/field.js': chunk('assets/field.js', ['assets/icon.js'], 'import"./icon.js";'),
      'assets/icon.js': chunk('assets/icon.js', [], 'export{};'),
      'assets/style.css': { type: 'asset' },
    });
    expect(bundle['assets/route.js']).toMatchObject({
      code: 'import{t}from"./text-field.js";export{t};\nimport"./field.js";import"./icon.js";\n//# sourceMappingURL=route.js.map',
    });
    expect(bundle['assets/text-field.js']).toMatchObject({
      code: 'import{f}from"./field.js";export const t=f;\nimport"./icon.js";',
    });
    // A chunk whose imports import nothing further is left as it was.
    expect(bundle['assets/field.js']).toMatchObject({ code: 'import"./icon.js";' });
  });

  it('leaves alone a chunk that is only ever imported statically: its importers list its imports', () => {
    const bundle = hoist({
      'assets/route.js': chunk('assets/route.js', ['assets/shared.js'], 'r'),
      'assets/shared.js': {
        ...chunk('assets/shared.js', ['assets/field.js'], 's'),
        isDynamicEntry: false,
      },
      'assets/field.js': chunk('assets/field.js', ['assets/icon.js'], 'f'),
      'assets/icon.js': chunk('assets/icon.js', [], 'i'),
    });
    expect(bundle['assets/route.js']).toMatchObject({
      code: 'r\nimport"./field.js";import"./icon.js";',
    });
    expect(bundle['assets/shared.js']).toMatchObject({ code: 's' });
  });

  it('never makes a chunk import itself when chunks import each other', () => {
    const bundle = hoist({
      'assets/a.js': chunk('assets/a.js', ['assets/b.js'], 'a'),
      'assets/b.js': chunk('assets/b.js', ['assets/a.js'], 'b'),
    });
    expect(bundle['assets/a.js']).toMatchObject({ code: 'a' });
    expect(bundle['assets/b.js']).toMatchObject({ code: 'b' });
  });
});
