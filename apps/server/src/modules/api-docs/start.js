// Starts Swagger UI on the document the page names, so this file holds no API path of its own.
// It is a file rather than an inline script because the CSP allows scripts from our origin only.
const root = document.getElementById('api-reference');
SwaggerUIBundle({
  url: root.dataset.documentUrl,
  domNode: root,
  deepLinking: true,
  // Tags folded: with every operation unfolded (about 140), Swagger UI stops after the first tags.
  docExpansion: 'none',
  // The default sends the document to a third-party validator; the server's tests validate it.
  validatorUrl: null,
});
