#!/usr/bin/env node
// Part of `npm test`: no function, method or arrow in apps/server/src is longer than 150 lines,
// so a domain's rules stay in small use cases rather than one closure of hundreds of lines.
// Functions still over the limit are listed in scripts/function-length-allow-list.json with
// their length; the check fails on any other long function, on one that grew past its entry,
// and on an entry that is no longer needed, so the list only shrinks.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const maxLines = 150;
const root = join(import.meta.dirname, '..');
const sourceDir = join(root, 'apps/server/src');
const allowListPath = join(import.meta.dirname, 'function-length-allow-list.json');

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** The name a reader would look for: its own, the variable or property it is assigned to, or the call it is passed to. */
const functionName = (node, file) => {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(file);
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(file)})`;
  return '(anonymous)';
};

const longFunctions = sourceFiles(sourceDir).flatMap((path) => {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (isFunction(node)) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > maxLines) {
        const name = functionName(node, file);
        found.push({ key: `${relative(root, path)}#${name}`, line: start + 1, lines });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
});

const allowList = JSON.parse(readFileSync(allowListPath, 'utf8'));
const failures = [];
for (const { key, line, lines } of longFunctions) {
  const allowed = allowList[key];
  const where = `${key.replace('#', `:${line} `)} (${lines} lines)`;
  if (allowed === undefined) failures.push(`${where} is over ${maxLines} lines`);
  else if (lines > allowed) failures.push(`${where} grew past its allow-list entry of ${allowed}`);
  else console.log(`allowed for now: ${where}`);
}
const stillLong = new Set(longFunctions.map(({ key }) => key));
for (const key of Object.keys(allowList)) {
  if (!stillLong.has(key))
    failures.push(
      `${key} is no longer over ${maxLines} lines: remove it from ${relative(root, allowListPath)}`,
    );
}
if (failures.length > 0) {
  console.error(
    `Functions over ${maxLines} lines in apps/server/src:\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
