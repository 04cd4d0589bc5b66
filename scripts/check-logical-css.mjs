#!/usr/bin/env node
// Styles that turn with the page (decision 0045), in `npm test`: in the `*.css.ts` of apps/web,
// @sparked/features, @sparked/ui and the design tokens, no physical left or right (`marginLeft`,
// `paddingRight`, `borderLeft…`, `left:`, `textAlign: 'right'`, `float`…) but the logical ones
// (`marginInlineStart`, `insetInlineEnd`, `textAlign: 'end'`), so a right-to-left language mirrors
// the layout. A property that must stay physical says why on the line above, with "physical on
// purpose" (a box centred by translate(-50%)).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = [
  'apps/web/src',
  'packages/features/src',
  'packages/ui/src',
  'packages/design-tokens/src',
];
// `left:`/`right:` only with a value (a variant named `right`, an answer's tone, holds an array).
const physical =
  /\b(margin|padding|border)(Left|Right)\w*\s*:|\bborder(Top|Bottom)(Left|Right)Radius\s*:|(^|[\s{,])(left|right)\s*:\s*[^\s[{]|\b(textAlign|float|clear)\s*:\s*'(left|right)'/;

const problems = [];
for (const dir of sourceDirs) {
  const files = readdirSync(path.join(root, dir), { recursive: true }).filter((file) =>
    String(file).endsWith('.css.ts'),
  );
  for (const file of files) {
    const where = path.join(dir, String(file));
    const lines = readFileSync(path.join(root, where), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!physical.test(line) || /physical on purpose/i.test(lines[index - 1] ?? '')) return;
      problems.push(
        `${where}:${index + 1}: ${line.trim()} (use the logical property, decision 0045)`,
      );
    });
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
} else console.log('Logical CSS: no physical left or right in the styles.');
