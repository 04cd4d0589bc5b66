/**
 * Import cycles make modules load half-initialised and knot layers together, so `npm test`
 * fails on any cycle across the workspaces. Type-only imports count too: a type that travels
 * in a circle still ties the two files' designs to each other.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Break the cycle: move what both files need into a third file that neither imports back.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment:
        'A feature uses another only through its public entry (@sparked/features/<name>, its index.ts), so each may change its insides freely (ARCHITECTURE.md).',
      from: { path: '^packages/features/src/([^/]+)/' },
      to: {
        path: '^packages/features/src/[^/]+/',
        pathNot: [
          '^packages/features/src/$1/',
          '^packages/features/src/[^/]+/index\\.ts$',
          // Stories' and tests' stand-ins for the API, shared by every feature's stories.
          '^packages/features/src/story-support/',
        ],
      },
    },
    {
      name: 'server-domain-public-face',
      severity: 'error',
      comment:
        "A server domain uses another only through that domain's index.ts, so each domain's internals can change without reaching into its neighbours; what every domain needs lives in modules/core. Export the function from the owning domain's index, or move it to core if every domain needs it.",
      from: { path: '^apps/server/src/modules/([^/]+)' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: [
          '^apps/server/src/modules/$1/',
          '^apps/server/src/modules/[^/]+/index\\.ts$',
          '^apps/server/src/modules/core/',
        ],
      },
    },
    {
      name: 'shared-knows-no-page',
      severity: 'error',
      comment:
        'apps/web/src/shared holds what many pages use; a page may use it, never the other way round (ARCHITECTURE.md).',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(pages|routes|layouts)/' },
    },
    {
      name: 'server-core-is-shared',
      severity: 'error',
      comment:
        'modules/core is what every server domain reads (audit log, users, module access, clock); it depends on no domain, so no domain change can reach all the others through it.',
      from: { path: '^apps/server/src/modules/core/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/core/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|storybook-static|coverage)/', '\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
