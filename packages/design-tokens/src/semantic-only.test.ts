import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The code that draws components; turbo.json lists the same folders as this test's inputs. */
const consumers = ['packages/ui/src', 'packages/features/src', 'apps/web/src'];

/** `vars.color…`, `vars['color']`, `{ color } = vars`, or the palette's custom properties. */
const paletteRead =
  /\bvars\s*\??\.\s*color\b|\bvars\s*\[\s*['"`]color['"`]|\{[^{}]*\bcolor\b[^{}]*\}\s*=\s*vars\b|--sp-color-/;

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => join(folder, path));
}

describe('components outside design-tokens', () => {
  const files = consumers.flatMap(sources);

  it('are found', () => {
    expect(files.filter((file) => file.endsWith('.css.ts')).length).toBeGreaterThan(30);
  });

  // The palette is the raw material; a component reading it skips the roles, and a palette
  // re-tuned for one role would silently change it too.
  it('read semantic tokens, never a palette colour', () => {
    const offenders = files.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [...text.matchAll(new RegExp(paletteRead, 'g'))].map(
        (match) => `${file}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it.each([
    'color: vars.color.primary[100],',
    "backgroundColor: vars.color['error'][25],",
    'const shade = vars?.color.mute[50];',
    "const tone = vars['color'];",
    'const { color, space } = vars;',
    'const {\n  color,\n} = vars;',
    "fill: 'var(--sp-color-accent-100)',",
  ])('catches %s', (line) => {
    expect(paletteRead.test(line)).toBe(true);
  });

  it.each([
    'color: vars.text.muted,',
    'backgroundColor: vars.feedback.danger.background,',
    "borderColor: 'currentColor',",
    'const { color } = props;',
  ])('lets %s through', (line) => {
    expect(paletteRead.test(line)).toBe(false);
  });
});
