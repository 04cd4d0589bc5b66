const toolPaths = ['/ai-tools/code-box', '/educator'];

const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * Whether the educator tools button shows on a page (spec §2): on the code box and the educator
 * area, never on a competition page.
 */
export function isEducatorToolsVisible(pathname: string): boolean {
  if (pathname.includes('competition')) return false;
  return toolPaths.some((base) => isUnder(pathname, base));
}
