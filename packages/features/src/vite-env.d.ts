// Features are built by Vite (the web app, Storybook) and tested by Vitest, which set these.
interface ImportMetaEnv {
  /** True in development and tests; false in a production build, where its branches drop out. */
  readonly DEV: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
