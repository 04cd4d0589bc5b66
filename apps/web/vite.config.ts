import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { sourcePlugins } from '../../scripts/source-plugins.mjs';
import { inlineEarlyRestore } from './vite-early-restore';
import { hoistTransitiveImports } from './vite-hoist-imports';
import { writeRoutePreloads } from './vite-route-preloads';
import { withoutServerRenderedTexts } from './vite-server-rendered-texts';
import { inlineWebFontChoice } from './vite-web-font';

const serverUrl = process.env.SPARKED_SERVER_URL ?? 'http://localhost:3000';
const apiProxy = Object.fromEntries(
  ['/sso', '/api', '/tools-api', '/sparked-api'].map((prefix) => [prefix, serverUrl]),
);

/** The signed-in layouts (header, navigation, menus, wallets, the page frame). */
const signedInLayouts = /apps[\\/]web[\\/]src[\\/]layouts[\\/](?!public-layout|chrome-menu)/;

/**
 * The signed-in home's parts (the dashboard, its learning panels and what they show), which it
 * renders as it starts: one chunk instead of a dozen under 1 KiB each (decision 0043).
 */
const signedInHome =
  /apps[\\/]web[\\/]src[\\/]pages[\\/](student-dashboard-page|dashboard[\\/]|learning[\\/](continue-learning|module-progress))/;

/**
 * Small parts most signed-in pages show (an empty or failed state, a picture, progress): with the
 * signed-in layouts, which every signed-in page loads, instead of a chunk of their own each. Not
 * what the public forms use too (`Inline`), or register would fetch the signed-in layouts.
 */
const signedInParts =
  /packages[\\/]ui[\\/]src[\\/](empty-state|picture|progress|progress-ring)[\\/]|apps[\\/]web[\\/]src[\\/]shared[\\/](query-state|load-failed)/;

/**
 * What the public pages share with the signed-in layouts: the page frame, the phone's menu button,
 * the theme picker, icons.
 */
const sharedFrame =
  /apps[\\/]web[\\/]src[\\/]layouts[\\/](page-frame|chrome-menu)|packages[\\/]features[\\/]src[\\/]theme[\\/]|packages[\\/]ui[\\/]src[\\/]icon[\\/](icon|draw-icon)\.tsx/;

export default defineConfig({
  plugins: [
    // Route-level code splitting keeps editors off student pages; the router plugin must run before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    ...sourcePlugins(),
    // Each language's catalogue (`src/locales/*.po`) compiled as it is imported, into a chunk of its own.
    lingui({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)) }),
    // …without the texts only the server renders (Janus, the tutors, the demo data): sent as text.
    withoutServerRenderedTexts(),
    // Inter's Latin core (design-tokens/fonts) is the one file English text needs; the other
    // subsets load only for text that needs them (their @font-face unicode-range).
    inlineWebFontChoice('inter-latin-core-wght-normal.woff2'),
    inlineEarlyRestore(),
    // Each lazy chunk names every chunk it needs, so they arrive in one round (decision 0043).
    hoistTransitiveImports(),
    // …and the server names a page's chunks in its document's Link header (decision 0050).
    writeRoutePreloads(),
    // Brotli and gzip copies next to each file, sent as stored by the server (serve-web-app.ts):
    // maximum compression once at build time instead of a fast one on every request. Small files
    // too: a page loads a dozen chunks under 1 KiB, and brotli halves each of them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg)$/,
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: { port: 5173, proxy: apiProxy },
  // The manifest maps each route's source file to its chunks: scripts/check-web-budgets.mjs reads it.
  build: {
    sourcemap: true,
    target: 'es2022',
    // index.html preloads what the entry imports. A lazy chunk's imports are not preloaded when
    // it is fetched: the helper that did so appended a <link> per chunk (about forty for a page)
    // in the router's busiest task, which cost more on a slow phone than fetching them as the
    // browser finds them; its list of every chunk's imports was 3.4 KiB of every page's entry.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    manifest: true,
    // One stylesheet for the whole app (11.8 KiB brotli), linked by index.html. Split per chunk,
    // each lazy page appended a <link> per stylesheet it needed, a dozen on the profile: 60 ms of
    // the router's busiest task on a slow phone, plus a round trip before the page could render.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Scripts and styles are named by their hash alone: every chunk names the chunks it
        // imports, so readable names cost a page over a kilobyte. The source maps still name the
        // sources; fonts and images keep theirs.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        // Libraries every page loads, in chunks of their own: they change less often than the
        // app, so a deploy leaves them cached. Only libraries the entry already needs go here.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'tanstack',
              priority: 30,
              test: /node_modules[\\/]@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query)[\\/]/,
            },
            // Everything the entry imports statically loads with it anyway: one chunk, not a dozen.
            { name: 'boot', tags: ['$initial'], priority: 20 },
            // Every signed-in page shows the layouts: one chunk, with what they import, instead of
            // a dozen under 1 KiB (decision 0043). What the public layout shares with them (the
            // page frame, the theme picker, the icon component) is a chunk of its own, or sign-in would fetch them all.
            { name: 'frame', test: sharedFrame, priority: 15 },
            {
              name: 'signed-in',
              test: (id) => signedInLayouts.test(id) || signedInParts.test(id),
              priority: 10,
            },
            // `Inline` is in the public forms too: not taken into `home` with the dashboard's parts.
            { name: 'inline', test: /packages[\\/]ui[\\/]src[\\/]inline[\\/]/, priority: 10 },
            { name: 'home', test: signedInHome, priority: 5 },
          ],
        },
      },
    },
  },
});
