import { defineConfig } from 'vitest/config';
import { sourcePlugins } from '../../scripts/source-plugins.mjs';
import { unitAndDomProjects } from '../../scripts/vitest-unit-and-dom.mjs';

// Component behaviour in a real browser lives in the stories (played in `npm run test:visual`); this
// config keeps `vitest run` here to the package's own unit tests instead of the root projects.
export default defineConfig({
  plugins: [...sourcePlugins()],
  test: { projects: unitAndDomProjects },
});
