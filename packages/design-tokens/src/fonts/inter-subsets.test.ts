// Inter's Latin file from @fontsource-variable/inter (47 KiB) is split in two (decision 0047), so
// a first visit downloads only what nearly every page shows: the core (ASCII and the punctuation
// English text uses) and the rest of Latin (accented letters and symbols), fetched only by a page
// that has one of them, as the browser does for any `unicode-range`. Glyphs and outlines are
// Inter's own, the missing-glyph box included; only the optional OpenType features no style of
// ours turns on are dropped. HarfBuzz's subsetter makes them (harfbuzzjs's WebAssembly build).
//
// This test makes the two files from the installed fontsource and fails when the committed ones
// differ; `WRITE_FONT_SUBSETS=1 npx vitest run src/fonts` in packages/design-tokens writes them.
// It also checks that `inter.css` gives each face the range its file was made for.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontsourceRanges from '@fontsource-variable/inter/unicode.json';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';

/** `U+0000-00FF,U+0131,…` (spaces allowed) as code points. */
function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [first, last = first] = part.trim().replace('U+', '').split('-') as [string, string?];
    const [from, to] = [Number.parseInt(first, 16), Number.parseInt(last, 16)];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * ASCII, and what English text and our own formatting add to it: the no-break spaces (`Intl` puts
 * U+202F in times), dashes, curly quotes, the bullet and ellipsis, ©, «», ·, ×, € and the minus.
 */
const core = codePointsOf(
  'U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B7,U+00BB,U+00D7,U+2009,U+200B,U+2013-2014,U+2018-2019,' +
    'U+201C-201D,U+2022,U+2026,U+202F,U+20AC,U+2212',
);
/** The rest of fontsource's Latin, without the control characters, which are never drawn. */
const rest = codePointsOf(fontsourceRanges.latin).filter(
  (codePoint) => codePoint >= 0x20 && !core.includes(codePoint),
);
const subsets = {
  core: { file: 'inter-latin-core-wght-normal.woff2', codePoints: core },
  rest: { file: 'inter-latin-rest-wght-normal.woff2', codePoints: rest },
};

/**
 * The features browsers apply by default, `rvrn` (the variable font's own substitutions) and
 * `tnum`, which our counters and timers ask for (`font-variant-numeric: tabular-nums`).
 */
const keepFeatures = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rvrn',
  'tnum',
];

const require = createRequire(import.meta.url);
/** hb-subset.h: `HB_SUBSET_SETS_LAYOUT_FEATURE_TAG`, `HB_SUBSET_FLAGS_NOTDEF_OUTLINE`. */
const layoutFeatureTags = 6;
const keepNotdefOutline = 0x40;
const tag = (name: string) =>
  [...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);

/**
 * HarfBuzz's subsetter, as `hb-subset --unicodes=… --layout-features=… --notdef-outline` runs it:
 * without the flag the missing-glyph box is emptied, and a character no font on the device has
 * would show as nothing instead of a box.
 */
async function subset(font: Buffer, codePoints: readonly number[]): Promise<Buffer> {
  const wasm = await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const hb = (await WebAssembly.instantiate(wasm)).instance.exports as HarfBuzz;
  hb._initialize();
  const sfnt: Buffer = await fontverter.convert(font, 'truetype');
  const pointer = hb.malloc(sfnt.length);
  new Uint8Array(hb.memory.buffer).set(sfnt, pointer);
  const face = hb.hb_face_create(hb.hb_blob_create(pointer, sfnt.length, 2, 0, 0), 0);
  const input = hb.hb_subset_input_create_or_fail();
  const features = hb.hb_subset_input_set(input, layoutFeatureTags);
  hb.hb_set_clear(features);
  for (const feature of keepFeatures) hb.hb_set_add(features, tag(feature));
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const codePoint of codePoints) hb.hb_set_add(unicodes, codePoint);
  hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | keepNotdefOutline);
  const result = hb.hb_face_reference_blob(hb.hb_subset_or_fail(face, input));
  const start = hb.hb_blob_get_data(result, 0);
  const bytes = Buffer.from(
    new Uint8Array(hb.memory.buffer, start, hb.hb_blob_get_length(result)).slice(),
  );
  return fontverter.convert(bytes, 'woff2', 'truetype');
}

/** The functions of harfbuzzjs's subsetter this file calls; pointers and handles are numbers. */
type HarfBuzz = { memory: WebAssembly.Memory } & Record<
  | '_initialize'
  | 'malloc'
  | 'hb_blob_create'
  | 'hb_face_create'
  | 'hb_subset_input_create_or_fail'
  | 'hb_subset_input_set'
  | 'hb_set_clear'
  | 'hb_set_add'
  | 'hb_subset_input_unicode_set'
  | 'hb_subset_input_get_flags'
  | 'hb_subset_input_set_flags'
  | 'hb_subset_or_fail'
  | 'hb_face_reference_blob'
  | 'hb_blob_get_data'
  | 'hb_blob_get_length',
  (...args: number[]) => number
>;

async function subsetFile(name: keyof typeof subsets): Promise<Buffer> {
  const source = await readFile(
    require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  );
  return subset(source, subsets[name].codePoints);
}

const here = (file: string) => new URL(`./${file}`, import.meta.url);

/** Each `@font-face` of inter.css: the file it names and its range, as code points. */
async function facesOfStylesheet(): Promise<Map<string, number[]>> {
  const css = await readFile(here('inter.css'), 'utf8');
  const faces = css.matchAll(/url\(([^)]+)\)[^;]*;\s*unicode-range:\s*([^;]+);/g);
  return new Map(
    [...faces].map(([, url, range]) => [
      (url as string).split('/').at(-1) as string,
      codePointsOf(range as string),
    ]),
  );
}

describe("Inter's Latin subsets", () => {
  it('together cover what fontsource serves as Latin, each code point once', () => {
    expect(rest.filter((codePoint) => core.includes(codePoint))).toEqual([]);
    const controls = Array.from({ length: 0x20 }, (_, i) => i);
    expect([...controls, ...core, ...rest].sort((a, b) => a - b)).toEqual(
      codePointsOf(fontsourceRanges.latin),
    );
  });

  it.each(Object.keys(subsets) as (keyof typeof subsets)[])(
    'the %s file is the one made from the installed fontsource',
    async (name) => {
      const made = await subsetFile(name);
      if (process.env.WRITE_FONT_SUBSETS) await writeFile(here(subsets[name].file), made);
      expect(Buffer.compare(made, await readFile(here(subsets[name].file)))).toBe(0);
    },
    30_000,
  );

  it("gives each face the range of its file, and fontsource's other subsets theirs", async () => {
    const faces = await facesOfStylesheet();
    expect(faces.get(subsets.core.file)).toEqual(core);
    expect(faces.get(subsets.rest.file)).toEqual(rest);
    for (const subset of [
      'cyrillic-ext',
      'cyrillic',
      'greek-ext',
      'greek',
      'vietnamese',
      'latin-ext',
    ] as const)
      expect(faces.get(`inter-${subset}-wght-normal.woff2`), subset).toEqual(
        codePointsOf(fontsourceRanges[subset]),
      );
    // fontsource's own Latin file is not served: the two subsets replace it.
    expect([...faces.keys()]).not.toContain('inter-latin-wght-normal.woff2');
  });
});
