// The build step every bundler of the front-end sources shares (the web app, the ui library,
// Storybook, the Vitest projects): Lingui's macros (`<Trans>`, `t`, `msg` from
// `@lingui/react/macro` and `@lingui/core/macro`) become runtime calls with the message's id, and
// the English text is kept beside the id, compiled the way the catalogues are, so English needs no
// catalogue to load and any text a catalogue lacks falls back to it (decision 0045).
import path from 'node:path';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

const linguiConfig = getConfig({
  configPath: path.resolve(import.meta.dirname, '../lingui.config.ts'),
});

/** `{ id: '…', message: '…' }`: the message descriptor the macros write. */
function isDescriptor(t, node) {
  const literal = (name) =>
    node.properties.some(
      (property) =>
        t.isObjectProperty(property) &&
        t.isIdentifier(property.key, { name }) &&
        t.isStringLiteral(property.value),
    );
  return literal('id') && literal('message');
}

/** Runs after the macros (they expand everything as the program is entered). */
function compileSourceMessages({ types: t }) {
  const compiled = (literal) => t.valueToNode(compileMessage(literal.value));
  return {
    name: 'sparked:compile-source-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(object) {
              if (!isDescriptor(t, object.node)) return;
              for (const property of object.node.properties) {
                if (t.isIdentifier(property.key, { name: 'message' })) {
                  property.value = compiled(property.value);
                }
              }
            },
            JSXAttribute(attribute) {
              const { name, value } = attribute.node;
              if (t.isJSXIdentifier(name, { name: 'message' }) && t.isStringLiteral(value)) {
                attribute.node.value = t.jsxExpressionContainer(compiled(value));
              }
            },
          });
        },
      },
    },
  };
}

/** The Vite/Rolldown plugin; only files that import a Lingui macro go through Babel. */
export function linguiMacros() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: () => ({
          plugins: [
            [linguiMacro, { linguiConfig, stripMessageField: false }],
            compileSourceMessages,
          ],
        }),
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  });
}
