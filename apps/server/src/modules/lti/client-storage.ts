import type { LtiLaunchRequest } from '@sparked/contracts';
import type { FastifyReply } from 'fastify';
import { scriptHashSource } from '../../http/security-headers';
import { type ServerMessage, translate } from '../../i18n/catalogues';
import { escapeHtml, pageLocale, refusals } from './refusal';
import type { LoginState } from './state';

/** The storage page's sentences (decision 0046), in the language of the person's browser. */
const said = {
  openingSparked: /*i18n*/ { id: 'lti.opening-sparked', message: 'Opening Sparked' },
  checkingThisSignIn: /*i18n*/ {
    id: 'lti.checking-this-sign-in',
    message: 'Checking this sign-in with your course…',
  },
  needsJavaScript: /*i18n*/ {
    id: 'lti.needs-javascript',
    message: 'Sparked needs JavaScript to sign you in from your course.',
  },
} satisfies Record<string, ServerMessage>;

/**
 * The LTI client-side storage (1EdTech "LTI Client Side postMessages" and "OIDC Login with LTI
 * Client Side postMessages", decision 0039): the LMS keeps the login's state and nonce for the
 * tool in one of its own frames, reached by postMessage, so a launch is bound to the browser that
 * started it without any cookie.
 *
 * One script serves both pages. It asks the LMS window (`parent`, or `opener` in a new window)
 * `lti.capabilities`, takes the frame the answer names for `lti.put_data` (else the login's
 * `lti_storage_target`; `_parent` is the LMS window itself), and only ever posts to the LMS's
 * origin (that of its OpenID Connect authorization address), never '*'. Answers count only from
 * that origin, from the frame asked, with the message's `message_id`.
 * - `put` (the login): stores `state_<state>` and `nonce_<nonce>`, then goes on to the LMS's
 *   authorization address; an LMS that cannot store them gets the signed-state login instead.
 * - `get` (the launch): reads both back and posts them with the launch to Sparked, which compares;
 *   when nothing can be read it posts empty values, and the server refuses with its page.
 */
const storageScript = `(function () {
  var config = JSON.parse(document.getElementById('lti-storage').textContent);
  var lms = window.parent !== window ? window.parent : window.opener;
  function randomId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function ask(target, message, timeoutMs) {
    return new Promise(function (resolve, reject) {
      if (!target) return reject(new Error('no frame'));
      var id = randomId();
      var timer = setTimeout(function () { done(); reject(new Error('no answer')); }, timeoutMs);
      function done() { clearTimeout(timer); removeEventListener('message', onMessage); }
      function onMessage(event) {
        var data = event.data;
        if (event.origin !== config.platformOrigin || event.source !== target) return;
        if (!data || typeof data !== 'object' || data.message_id !== id) return;
        if (data.subject !== message.subject + '.response') return;
        done();
        if (data.error) reject(new Error(String(data.error.code || 'error')));
        else resolve(data);
      }
      addEventListener('message', onMessage);
      message.message_id = id;
      target.postMessage(message, config.platformOrigin);
    });
  }
  function storage() {
    return ask(lms, { subject: 'lti.capabilities' }, 1500).then(function (answer) {
      var supported = Array.isArray(answer.supported_messages) ? answer.supported_messages : [];
      function find(name) {
        return supported.filter(function (m) {
          return m && (m.subject === 'lti.' + name || m.subject === 'org.imsglobal.lti.' + name);
        })[0];
      }
      var put = find('put_data');
      var get = find('get_data');
      if (!put || !get) throw new Error('no storage');
      var name = put.frame || config.target;
      var frame = name === '_parent' ? lms : lms.frames[name];
      return { frame: frame, put: put.subject, get: get.subject };
    });
  }
  var keys = ['state_' + config.state, 'nonce_' + config.nonce];
  if (config.mode === 'put') {
    storage().then(function (s) {
      return Promise.all([
        ask(s.frame, { subject: s.put, key: keys[0], value: config.state }, 3000),
        ask(s.frame, { subject: s.put, key: keys[1], value: config.nonce }, 3000)
      ]);
    }).then(function () { location.replace(config.next); },
      function () { location.replace(config.fallback); });
    return;
  }
  var form = document.getElementById('launch');
  storage().then(function (s) {
    return Promise.all([
      ask(s.frame, { subject: s.get, key: keys[0] }, 3000),
      ask(s.frame, { subject: s.get, key: keys[1] }, 3000)
    ]);
  }).then(function (answers) {
    form.elements.stored_state.value = String(answers[0].value || '');
    form.elements.stored_nonce.value = String(answers[1].value || '');
  }, function () {}).then(function () { form.submit(); });
})();`;

const storageScriptHash = scriptHashSource(storageScript);

/** What the login's page stores, and where it goes next. */
export interface StoreLogin {
  mode: 'put';
  target: string;
  platformOrigin: string;
  state: string;
  nonce: string;
  /** The LMS's authorization address with the OpenID Connect request. */
  next: string;
  /** The same login without storage (a signed state), for an LMS that cannot store. */
  fallback: string;
}

/** What the launch's page reads back, and the launch it posts with them. */
export interface ReadLaunch {
  mode: 'get';
  target: string;
  platformOrigin: string;
  state: string;
  nonce: string;
  idToken: string;
}

/** The page's settings as a JSON data block: never run, and no `<` that could end the block. */
const settings = (config: object) =>
  `<script type="application/json" id="lti-storage">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;

/**
 * One of the two pages, framed by the LMS that launched (its origin only), running only the
 * storage script. The launch's page sends its `Origin` on its post (`same-origin` referrers):
 * the server takes the values read back only from Sparked's own page.
 */
export function storagePage(
  reply: FastifyReply,
  frameAncestor: string,
  config: StoreLogin | ReadLaunch,
): string {
  const policy = String(reply.raw.getHeader('content-security-policy') ?? '');
  reply.raw.removeHeader('x-frame-options');
  reply
    .header(
      'content-security-policy',
      policy
        .replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${frameAncestor}`)
        .replace(/script-src [^;]*/, `script-src 'self' ${storageScriptHash}`),
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8');
  // The id_token goes in the form only; the script needs the rest.
  const shown = config.mode === 'get' ? { ...config, idToken: undefined } : config;
  const form =
    config.mode === 'get'
      ? `<form id="launch" method="post" action="/lti/launch">
<input type="hidden" name="id_token" value="${escapeHtml(config.idToken)}">
<input type="hidden" name="state" value="${escapeHtml(config.state)}">
<input type="hidden" name="stored_state" value="">
<input type="hidden" name="stored_nonce" value="">
</form>`
      : '';
  const locale = pageLocale(reply.request);
  const say = (message: ServerMessage) => escapeHtml(translate(locale, message));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say(said.openingSparked)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1 style="font-size: 1.25rem">${say(said.openingSparked)}</h1>
<p role="status">${say(said.checkingThisSignIn)}</p>
<noscript><p>${say(said.needsJavaScript)}</p></noscript>
${form}
</main>
${settings(shown)}
<script>${storageScript}</script>
</body>
</html>
`;
}

/** Who posted the launch, as the browser says: its `Origin` and `Sec-Fetch-Site` headers. */
export interface LaunchSender {
  origin?: string;
  fetchSite?: string;
}

/**
 * For a login whose state the LMS keeps: `read` while the launch has not been through Sparked's
 * reading page yet; `confirmed` once that page (Sparked's own origin, nothing cross-site) posts
 * the state and nonce it read back and they are this login's. Anything else is a refusal: a
 * launch posted into another browser finds nothing in that browser's LMS storage.
 */
export function confirmStoredLogin(
  request: LtiLaunchRequest,
  state: LoginState,
  sender: LaunchSender,
  origin: string,
): 'read' | 'confirmed' {
  if (request.stored_state === undefined && request.stored_nonce === undefined) return 'read';
  if (sender.origin !== origin || (sender.fetchSite && sender.fetchSite !== 'same-origin'))
    throw refusals.notThisBrowser(
      `storage answer posted from ${sender.origin ?? 'no origin'} (${sender.fetchSite ?? 'no fetch site'}), not Sparked's own page`,
    );
  if (!request.stored_state || !request.stored_nonce)
    throw refusals.notThisBrowser('the LMS storage held no state or nonce for this launch');
  if (request.stored_state !== request.state)
    throw refusals.notThisBrowser('the state in the LMS storage is not the launch state');
  if (request.stored_nonce !== state.nonce)
    throw refusals.notThisBrowser('the nonce in the LMS storage is not the login nonce');
  return 'confirmed';
}
