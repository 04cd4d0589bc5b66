interface ImportMetaEnv {
  /** Base URL of each API; the same-origin prefixes the server mounts them on by default. */
  readonly VITE_SSO_URL?: string;
  readonly VITE_MAIN_API_URL?: string;
  readonly VITE_TOOLS_API_URL?: string;
  readonly VITE_SPARKED_API_URL?: string;
  /** The sign-in host; the app's own /sign-in page by default. */
  readonly VITE_SIGN_IN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// A language's catalogue, compiled by @lingui/vite-plugin as it is imported (decision 0045).
declare module '*.po' {
  import type { Messages } from '@sparked/i18n';
  export const messages: Messages;
}
