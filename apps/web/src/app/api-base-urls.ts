import { apiPrefixes } from '@sparked/contracts';

/** Each API's base URL: same-origin prefixes unless configured to live elsewhere. */
export const apiBaseUrls = {
  sso: import.meta.env.VITE_SSO_URL ?? apiPrefixes.sso,
  main: import.meta.env.VITE_MAIN_API_URL ?? apiPrefixes.main,
  tools: import.meta.env.VITE_TOOLS_API_URL ?? apiPrefixes.tools,
  sparked: import.meta.env.VITE_SPARKED_API_URL ?? apiPrefixes.sparked,
};
