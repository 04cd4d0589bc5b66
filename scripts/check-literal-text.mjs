#!/usr/bin/env node
// No text reaches the screen outside the catalogues (decision 0045), in `npm test`: fails on JSX
// text with a letter in it and on a literal string given to a prop people read (a label, heading,
// title, description, placeholder, alt text, aria-label, or any `…Label`/`…Text`/`…Message`/
// `…Title`/`…Heading`/`…Description`) in the components of apps/web, @sparked/features and
// @sparked/ui. Tests and stories are left out. Files still written in English only are listed in
// scripts/untranslated-files.json while they wait for their turn; the list may only shrink: a
// listed file with nothing left to translate fails too, so it leaves the list when it is done.
// Texts built outside JSX (a toast's words, an options array) are the pseudo-locale walk's to find.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const sourceDirs = ['apps/web/src', 'packages/features/src', 'packages/ui/src'];
const waiting = new Set(
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'untranslated-files.json'), 'utf8')),
);
/** Names, not words: the same in every language. */
const names = new Set(['Sparked', 'Janus']);
const readProp =
  /^(label|heading|title|description|placeholder|alt|message|aria-label|aria-description)$|(Label|Text|Message|Title|Heading|Description)$/;
/** Lingui's JSX macros, whose children are a message in the catalogues. */
const messageTags = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const hasWords = (text) => /\p{L}/u.test(text) && !names.has(text.trim());

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
  // The text inside a `<Trans>` (and its tags) is the catalogue's message; props are not.
  const isMessage = (node) =>
    ts.isJsxElement(node) && messageTags.has(node.openingElement.tagName.getText(source));
  const visit = (node, inMessage) => {
    if (ts.isJsxText(node) && !inMessage && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && readProp.test(node.name.getText(source))) {
      const text = literalOf(node.initializer);
      if (text !== undefined && hasWords(text))
        report(node, `${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, (child) => visit(child, inMessage || isMessage(node)));
  };
  visit(source, false);
  return found;
}

const problems = [];
let untranslated = 0;
for (const file of sourceDirs.flatMap(componentFiles)) {
  const texts = literalTexts(file);
  if (waiting.has(file)) {
    untranslated += 1;
    if (texts.length === 0)
      problems.push(
        `${file}: has no literal text left; take it off scripts/untranslated-files.json`,
      );
  } else {
    for (const text of texts)
      problems.push(`${file}:${text} (mark it with <Trans> or t\`…\`, decision 0045)`);
  }
}
for (const file of waiting) {
  if (!sourceDirs.some((dir) => file.startsWith(`${dir}/`)) || !existsSync(path.join(root, file)))
    problems.push(`scripts/untranslated-files.json names ${file}, which is not a component file`);
}
console.log(`Literal text: ${untranslated} component files still wait for translation.`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  // Not process.exit: it would cut off a long report written to a pipe.
  process.exitCode = 1;
}
