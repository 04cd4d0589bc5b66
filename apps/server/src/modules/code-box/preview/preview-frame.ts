import { runSecretSlot } from './preview-runner';

/**
 * The page the preview iframe loads, from the preview's own origin (decision 0017). It takes one
 * document and the run's secret from the app that framed it, puts the secret into the runner (the
 * first slot in the document: the runner comes before anything of the student's) and writes the
 * document in place of itself. Its response headers (below) keep whatever that document does
 * inside the frame: an opaque origin, no network, no forms, no popups, no navigating the app.
 */
export const previewFramePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Preview</title></head>
<body>
<script>
let written = false;
addEventListener('message', (event) => {
  const data = event.data;
  if (written || event.source !== parent || typeof data?.previewDocument !== 'string') return;
  if (typeof data.secret !== 'string' || !/^[0-9a-f-]{32,64}$/.test(data.secret)) return;
  written = true;
  document.open();
  document.write(data.previewDocument.replace(${JSON.stringify(runSecretSlot)}, data.secret));
  document.close();
});
// Once this page has loaded, so the frame's next load is the written document's.
addEventListener('load', () => parent.postMessage({ sparkedPreview: true, type: 'ready' }, '*'));
</script>
</body>
</html>
`;

/**
 * `sandbox allow-scripts` gives the page an opaque origin even if it is opened outside the
 * app's iframe; `default-src 'none'` with inline scripts and styles only means no request leaves
 * it (fetch, images from elsewhere, fonts, frames, workers, WebSockets). Only the app may frame it.
 */
export const previewFramePolicy = (appOrigin: string) =>
  [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'media-src data: blob:',
    'font-src data:',
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${appOrigin}`,
    'sandbox allow-scripts',
  ].join('; ');

/**
 * Powerful features the preview never needs, several of which reach devices or other machines.
 * WebRTC has no feature of its own here: the runner removes it (preview-runner.ts).
 */
export const previewPermissionsPolicy = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');
