#!/usr/bin/env node
// No text reaches the screen outside the catalogues (decision 0045), in `npm test`: fails on JSX
// text with a letter in it and on a literal string given to a prop people read (a label, heading,
// title, description, placeholder, alt text, aria-label, or any `…Label`/`…Text`/`…Message`/
// `…Title`/`…Heading`/`…Description`) in the components of apps/web, @sparked/features and
// @sparked/ui. Tests and stories are left out. Texts built outside JSX (a toast's words, an options
// array) are the pseudo-locale walk's to find (e2e/untranslated-text.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['apps/web/src', 'packages/features/src', 'packages/ui/src'];
/** Names, not words: the same in every language. */
const names = new Set(['Sparked', 'Janus']);
const readProp =
  /^(label|heading|title|description|placeholder|alt|message|aria-label|aria-description)$|(Label|Text|Message|Title|Heading|Description)$/;
const hasWords = (text) => /\p{L}/u.test(text) && !names.has(text.trim());
/** Lingui's JSX macros: the text inside them is the catalogue's. */
const macroElements = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const inMacro = (node, source) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && macroElements.has(parent.openingElement.tagName.getText(source)))
      return true;
  }
  return false;
};

function componentFiles(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name))
    .filter((entry) => !/\.(test|stories)\.tsx$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Each literal text in `file` that is not in a catalogue, as `line: text`. */
function literalTexts(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const report = (node, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const literalOf = (initializer) => {
    if (!initializer) return undefined;
    const value = ts.isJsxExpression(initializer) ? initializer.expression : initializer;
    if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
      return value.text;
    return undefined;
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.text) && !inMacro(node, source))
      report(node, node.text);
    if (ts.isJsxAttribute(node) && readProp.test(node.name.getText(source))) {
      const text = literalOf(node.initializer);
      if (text !== undefined && hasWords(text))
        report(node, `${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceDirs.flatMap(componentFiles);
const problems = files.flatMap((file) =>
  literalTexts(file).map(
    (text) => `${file}:${text} (mark it with <Trans> or t\`…\`, decision 0045)`,
  ),
);
console.log(`Literal text: ${files.length} component files read.`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  // Not process.exit: it would cut off a long report written to a pipe.
  process.exitCode = 1;
}
