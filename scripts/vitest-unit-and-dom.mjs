/**
 * The two Vitest projects of a front-end workspace. `unit` runs `*.test.ts` in node, since booting
 * happy-dom costs about a second a file; `npm run test:unit` runs only this one. `dom` renders the
 * components of `*.test.tsx` into happy-dom. A `*.test.ts` that exercises a browser API (cookies,
 * storage, an editor view) says `// @vitest-environment happy-dom` on its first line. A `dom` test
 * that types into a form and waits for the fake server's answers takes one or two seconds alone,
 * and ran past Vitest's default 5 s while the server's suite shared the two cores: 15 s each.
 */
export const unitAndDomProjects = [
  { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
  {
    extends: true,
    test: {
      name: 'dom',
      environment: 'happy-dom',
      include: ['src/**/*.test.tsx'],
      testTimeout: 15_000,
    },
  },
];
