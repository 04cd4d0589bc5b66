import { runSecretSlot } from './preview-runner';

/**
 * The project's frame first holds this writer; it takes the document from the frame page and
 * writes it in place of itself (`document.open/write`), so each script of the document counts its
 * lines from its own start, as the runner's line numbers expect.
 */
const projectWriter =
  '<!doctype html><meta charset="utf-8"><script>let written = false;' +
  'addEventListener("message", (event) => {' +
  'if (written || event.source !== parent || typeof event.data !== "string") return;' +
  'written = true; document.open(); document.write(event.data); document.close();' +
  '});</script>';

/**
 * The page the preview iframe loads, from the preview's own origin (decision 0024). It takes one
 * document and the run's secret from the app that framed it, puts the secret into the runner (the
 * first slot in the document: the runner comes before anything of the student's) and runs the
 * document one frame deeper, in a sandboxed `srcdoc` frame that inherits this page's policy.
 *
 * The student's document is nested because a frame's navigations are allowed or refused by the
 * policy of the page that frames it: the app's pages must frame the sites authors may embed, so
 * a student document framed by them could navigate there and its request would leave. Framed by
 * this page, whose policy frames nothing, any navigation of it is refused before a request is
 * sent. This page relays what the runner posts to the app, and reports the project's frame
 * loading a third time (the writer, the written document, then anything) as the page being left.
 */
export const previewFramePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Preview</title>
<style>html, body { height: 100%; margin: 0; } iframe { display: block; width: 100%; height: 100%; border: 0; }</style>
</head>
<body>
<script>
let project = null;
addEventListener('message', (event) => {
  const data = event.data;
  if (event.source === parent) {
    if (project || typeof data?.previewDocument !== 'string') return;
    if (typeof data.secret !== 'string' || !/^[0-9a-f-]{32,64}$/.test(data.secret)) return;
    const secret = data.secret;
    const written = data.previewDocument.replace(${JSON.stringify(runSecretSlot)}, secret);
    project = document.createElement('iframe');
    project.setAttribute('sandbox', 'allow-scripts');
    project.title = 'Your project';
    let loads = 0;
    project.addEventListener('load', () => {
      loads += 1;
      if (loads === 1) project.contentWindow.postMessage(written, '*');
      else if (loads > 2) parent.postMessage({ sparkedPreview: true, type: 'leaving', secret }, '*');
    });
    project.srcdoc = ${JSON.stringify(projectWriter).replaceAll('</', '<\\/')};
    document.body.append(project);
    return;
  }
  // A document being left posts with no source; the app checks every relayed message's secret.
  const fromProject = project && (event.source === project.contentWindow || event.source === null);
  if (fromProject && data?.sparkedPreview === true) parent.postMessage(data, '*');
});
addEventListener('load', () => parent.postMessage({ sparkedPreview: true, type: 'ready' }, '*'));
</script>
</body>
</html>
`;

/**
 * `sandbox allow-scripts` gives the page an opaque origin even if it is opened outside the
 * app's iframe; `default-src 'none'` with inline scripts and styles only means no request leaves
 * it (fetch, images from elsewhere, fonts, workers, WebSockets). `frame-src 'none'` refuses every
 * navigation of the project's frame; its `srcdoc` document itself is not a request, so it loads.
 * The project's document inherits all of it. Only the app may frame the page.
 */
export const previewFramePolicy = (appOrigin: string) =>
  [
    "default-src 'none'",
    "frame-src 'none'",
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
