import { endpoints, mountedPath } from '@sparked/contracts';

/**
 * The API reference page: the renderer's styles and scripts come from our own routes (table
 * entries), and the document's address is a data attribute read by the start script, so the page
 * needs no inline script and the app's CSP stays as strict here as everywhere else.
 */
export const apiDocsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sparked API reference</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${mountedPath(endpoints.apiDocsStyles)}" />
  </head>
  <body>
    <main id="api-reference" data-document-url="${mountedPath(endpoints.openApiDocument)}"></main>
    <script src="${mountedPath(endpoints.apiDocsRenderer)}"></script>
    <script src="${mountedPath(endpoints.apiDocsStart)}"></script>
  </body>
</html>
`;
