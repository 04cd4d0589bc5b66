import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { libraryBuildConfig } from '../../scripts/library-build.mjs';

export default defineConfig(
  libraryBuildConfig(fileURLToPath(new URL('.', import.meta.url)), {
    index: 'src/index.ts',
    'contract.css': 'src/contract.css.ts',
    'global.css': 'src/global.css.ts',
    fonts: 'src/fonts.ts',
  }),
);
