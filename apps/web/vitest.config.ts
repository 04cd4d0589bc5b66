import { defineConfig } from 'vitest/config';
import { sourcePlugins } from '../../scripts/source-plugins.mjs';
import { unitAndDomProjects } from '../../scripts/vitest-unit-and-dom.mjs';

// Route and layout modules import `*.css.ts`, which need the plugin even in node.
export default defineConfig({
  plugins: [...sourcePlugins()],
  test: { projects: unitAndDomProjects },
});
