/**
 * The panel side of the app-panel bridge, served as `/app-frames/bridge.js` into every panel's
 * frame document. The frame is sandboxed without same-origin access, so this script is the panel's
 * only way to the API: it posts `spora:request` messages to the web UI around it and waits for the
 * matching `spora:response`. The web UI checks each request (see `docs/plugins.md`, "UI panels").
 *
 * Handshake: the script posts `spora:hello`; the UI answers `spora:init` with the theme; the
 * script then imports the panel's module and calls its `mount(element, spora)` (or its default
 * export), and posts `spora:ready` — or `spora:failed` with the error's message.
 */
export const appFrameBridgeScript = `// Spora app-panel bridge: the panel's only way to the API. See docs/plugins.md.
const root = document.documentElement;
const hostOrigin = location.origin;
const pending = new Map();
const themeListeners = new Set();
let nextId = 1;
let theme = 'light';

function applyTheme(next) {
  theme = next === 'dark' ? 'dark' : 'light';
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  for (const listener of themeListeners) listener(theme);
}

function request(method, path, body) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    window.parent.postMessage({ type: 'spora:request', id, method, path, body }, hostOrigin);
  });
}

const spora = Object.freeze({
  slug: root.dataset.slug,
  panel: root.dataset.panel,
  request,
  get: (path) => request('GET', path),
  post: (path, body) => request('POST', path, body ?? {}),
  put: (path, body) => request('PUT', path, body ?? {}),
  patch: (path, body) => request('PATCH', path, body ?? {}),
  delete: (path) => request('DELETE', path),
  get theme() {
    return theme;
  },
  onThemeChange(listener) {
    themeListeners.add(listener);
    return () => themeListeners.delete(listener);
  },
});

async function mountPanel() {
  try {
    const module = await import(root.dataset.entry);
    const mount = typeof module.mount === 'function' ? module.mount : module.default;
    if (typeof mount !== 'function') throw new Error('The panel module exports no mount function.');
    await mount(document.getElementById('panel'), spora);
    window.parent.postMessage({ type: 'spora:ready' }, hostOrigin);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    window.parent.postMessage({ type: 'spora:failed', message }, hostOrigin);
  }
}

let mounted = false;
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== hostOrigin) return;
  const message = event.data;
  if (typeof message !== 'object' || message === null) return;
  if (message.type === 'spora:init' || message.type === 'spora:theme') applyTheme(message.theme);
  if (message.type === 'spora:init' && !mounted) {
    mounted = true;
    void mountPanel();
  }
  if (message.type === 'spora:response' && pending.has(message.id)) {
    const { resolve, reject } = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) resolve(message.data);
    else reject(Object.assign(new Error(message.error.message), { code: message.error.code, status: message.status }));
  }
});
window.parent.postMessage({ type: 'spora:hello' }, hostOrigin);
`;
