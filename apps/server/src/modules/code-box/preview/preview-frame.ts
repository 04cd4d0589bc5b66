/**
 * The page the preview iframe loads (decision 0017). It takes one document from the app that
 * framed it and writes it in place of itself; its response headers (below) keep whatever that
 * document does inside the frame: an opaque origin (no cookies, storage or DOM of the app), no
 * network, no forms, no popups, no navigating the app.
 */
export const previewFramePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Preview</title></head>
<body>
<script>
let written = false;
addEventListener('message', (event) => {
  if (written || event.source !== parent || typeof event.data?.previewDocument !== 'string') return;
  written = true;
  document.open();
  document.write(event.data.previewDocument);
  document.close();
});
parent.postMessage({ sparkedPreview: true, type: 'ready' }, '*');
</script>
</body>
</html>
`;

/**
 * `sandbox allow-scripts` gives the page an opaque origin even if it is opened outside the
 * app's iframe; `default-src 'none'` with inline scripts and styles only means no request leaves
 * it (fetch, images from elsewhere, fonts, frames, workers, WebSockets).
 */
export const previewFramePolicy = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts',
].join('; ');
