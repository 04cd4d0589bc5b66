#!/usr/bin/env node
// Part of `npm test`: no function, method or arrow in apps/server/src is longer than 150 lines,
// so a domain's rules stay in small use cases rather than one closure of hundreds of lines.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const maxLines = 150;
const root = join(import.meta.dirname, '..');
const sourceDir = join(root, 'apps/server/src');

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

if (longFunctions.length > 0) {
  console.error(
    `Functions over ${maxLines} lines in apps/server/src (split each into use cases):\n${longFunctions
      .map(({ key, line, lines }) => `- ${key.replace('#', `:${line} `)} (${lines} lines)`)
      .join('\n')}`,
  );
  process.exit(1);
}
