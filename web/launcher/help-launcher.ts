/**
 * The help button the agency adds to its CRM (issue #19): a guest in someone else's page. It
 * draws nothing without its config (written into the per-version script the snippet loads, or
 * fetched by the older /help-launcher.js), lives in a shadow root (no CSS in or out), catches
 * every error of its own, and sets one window flag against a second install. It names only the
 * agency: nothing here (ids, classes, text) mentions who serves it.
 */
import {
  crmRouteOf,
  crmSubAccountOf,
  helpEmbedPath,
  type HelpContextMessage,
  type HelpHostMessage,
  type HelpLauncherConfig,
  type HelpPanelMessage,
} from '../../libs/domain/src/crm-help';
import {
  helpLauncherConfigPath,
  type HelpLauncherInline,
} from '../../libs/domain/src/help-settings';
import {
  HIGHLEVEL_USER_DATA_REQUEST,
  HIGHLEVEL_USER_DATA_RESPONSE,
  VIA_HIGHLEVEL,
  VIA_HIGHLEVEL_PARAM,
} from '../../libs/domain/src/highlevel';
import { LAUNCHER_CSS } from './launcher-styles';

const INSTALLED = '__crmHelpLauncher';

const CONFIG_TIMEOUT_MS = 5000;
/** Catches route changes a router makes with a pushState it saved before we wrapped it. */
const PATH_CHECK_MS = 1000;
const HEX = /^#[0-9a-f]{3,8}$/i;

type Attrs = Record<string, string>;

/** HighLevel's Custom JS: the signed-in user, encrypted with the app's Shared Secret. */
type ExposeSessionDetails = (appId: string) => Promise<unknown>;

/**
 * Inside HighLevel, with the agency connected: how the panel learns who is signed in. Only the
 * api can decrypt the answer; we hand it to our own frame only (its origin as the target).
 */
function sessionDetailsOf(config: HelpLauncherConfig): (() => Promise<unknown>) | null {
  const appId = config.highLevelAppId;
  const expose = (window as { exposeSessionDetails?: ExposeSessionDetails }).exposeSessionDetails;
  if (typeof appId !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(appId)) return null;
  return typeof expose === 'function' ? () => expose(appId) : null;
}

/** A tiny element builder: attributes, then children (text or nodes). */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs,
  ...kids: (Node | string)[]
) {
  const node = document.createElement(tag);
  for (const name in attrs) node.setAttribute(name, attrs[name]);
  node.append(...kids);
  return node;
}

/** Runs `task`, never letting an error reach the host page. */
function guard<A extends unknown[]>(task: (...args: A) => void) {
  return (...args: A) => {
    try {
      task(...args);
    } catch {
      // A guest never breaks its host: the button just stays as it was.
    }
  };
}

function install(config: HelpLauncherConfig, appOrigin: string, versionId: string) {
  const primary = HEX.test(config.colors?.primary) ? config.colors.primary : '#333333';
  const text = HEX.test(config.colors?.text) ? config.colors.text : '#ffffff';
  const label = String(config.label || 'Help').slice(0, 60);
  const scoped = Array.isArray(config.subAccountIds) ? config.subAccountIds : null;
  const sessionDetails = sessionDetailsOf(config);

  const host = el('crm-help-launcher' as 'div', {});
  // Inline and important: the host page's own rules cannot restyle or hide the container.
  host.style.setProperty('all', 'initial', 'important');
  const root = host.attachShadow({ mode: 'open' });
  const button = el(
    'button',
    { class: 'b', type: 'button', 'aria-expanded': 'false', 'aria-controls': 'panel' },
    el('span', { class: 'i', 'aria-hidden': 'true' }, '?'),
    el('span', {}, label),
  );
  root.append(el('style', {}, `:host{--c:${primary};--t:${text}}${LAUNCHER_CSS}`), button);
  // The panel and its frame are built on the first open: the button alone is drawn at load.
  let panel: HTMLDivElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let lastPath = '';

  const context = (): HelpContextMessage => ({
    type: 'help:context',
    route: crmRouteOf(location.pathname),
    subAccountId: crmSubAccountOf(location.pathname),
  });
  const post = guard((message: HelpHostMessage) =>
    frame?.contentWindow?.postMessage(message, appOrigin),
  );
  const sendContext = () => post(context());

  // No header of our own: the framed page has the agency's header with its close button (it
  // posts help:close), so the panel shows one header and one close, not two of each.
  const buildPanel = () => {
    panel = el('div', {
      class: 'p',
      id: 'panel',
      role: 'dialog',
      'aria-label': label,
      hidden: '',
    });
    root.append(panel);
    return panel;
  };
  const isOpen = () => panel !== null && !panel.hidden;

  const setOpen = (open: boolean, refocus: boolean) => {
    if (!open && !panel) return;
    const shown = panel ?? buildPanel();
    const reopened = open && shown.hidden && frame !== null;
    shown.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (reopened) post({ type: 'help:opened' });
    if (open) {
      if (!frame) {
        const { route, subAccountId } = context();
        const params = new URLSearchParams();
        if (route) params.set('route', route);
        if (subAccountId) params.set('sa', subAccountId);
        // The panel then asks us (as a custom page asks the CRM) instead of showing a sign-in.
        if (sessionDetails) params.set(VIA_HIGHLEVEL_PARAM, VIA_HIGHLEVEL);
        const search = params.toString();
        const query = search ? `?${search}` : '';
        frame = el('iframe', {
          title: label,
          src: `${appOrigin}${helpEmbedPath(versionId)}${query}`,
          allow: 'autoplay; fullscreen; picture-in-picture',
          allowfullscreen: '',
        });
        frame.addEventListener('load', sendContext);
        shown.append(frame);
      }
      // Keyboard users land in the panel: Tab reaches its header, Escape there closes it.
      frame.focus();
    } else if (refocus) {
      button.focus();
    }
  };

  // Shown inside the chosen sub-accounts only (all of them when not scoped).
  const update = guard(() => {
    if (!host.isConnected && document.body) document.body.append(host);
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    const sub = crmSubAccountOf(lastPath);
    const show = sub !== null && (!scoped || scoped.includes(sub));
    button.hidden = !show;
    if (!show && isOpen()) setOpen(false, false);
    sendContext();
  });

  button.addEventListener(
    'click',
    guard(() => setOpen(!isOpen(), true)),
  );
  root.addEventListener(
    'keydown',
    guard((event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || !isOpen()) return;
      event.stopPropagation();
      setOpen(false, true);
    }),
  );
  window.addEventListener(
    'message',
    guard((event: MessageEvent) => {
      if (event.origin !== appOrigin || !frame || event.source !== frame.contentWindow) return;
      if ((event.data as HelpPanelMessage | null)?.type === 'help:close') setOpen(false, true);
      const asked = (event.data as { message?: unknown } | null)?.message;
      if (sessionDetails && asked === HIGHLEVEL_USER_DATA_REQUEST) {
        sessionDetails().then(
          guard((payload: unknown) => {
            if (typeof payload !== 'string') return;
            const message = { message: HIGHLEVEL_USER_DATA_RESPONSE, payload };
            frame?.contentWindow?.postMessage(message, appOrigin);
          }),
          () => undefined, // no answer: the panel shows its usual sign-in after a moment
        );
      }
    }),
  );

  // The CRM switches sub-account and page without a load (as the menu script handles it).
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    if (typeof original !== 'function') continue;
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      update();
      return result;
    };
  }
  window.addEventListener('popstate', update);
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener?.('navigatesuccess', update);
  setInterval(update, PATH_CHECK_MS);
  update();
}

/** Draws the button once the host page has a body. */
function mount(config: HelpLauncherConfig, appOrigin: string, versionId: string) {
  const go = guard(() => install(config, appOrigin, versionId));
  if (document.body) go();
  else document.addEventListener('DOMContentLoaded', go);
}

function start(inline: HelpLauncherInline | string) {
  const win = window as unknown as Record<string, unknown>;
  if (win[INSTALLED]) return;
  win[INSTALLED] = true;
  const script = (document.currentScript ??
    document.querySelector('script[data-version][src*="launcher"]')) as HTMLScriptElement | null;
  if (!script?.src) return;
  const appOrigin = new URL(script.src).origin;
  if (typeof inline === 'object' && inline) {
    // The per-version script: the api wrote the config in, so the button is drawn right away.
    if (/^[A-Za-z0-9]{1,20}$/.test(inline.versionId)) mount(inline, appOrigin, inline.versionId);
    return;
  }
  const versionId = script.dataset.version ?? '';
  if (!/^[A-Za-z0-9]{1,20}$/.test(versionId)) return;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CONFIG_TIMEOUT_MS);
  // Snippets pasted before the per-version script: the default credentials mode sends no
  // cookies cross-origin and matches their <link rel=preload crossorigin=anonymous>.
  fetch(`${appOrigin}${helpLauncherConfigPath(versionId)}`, { signal: abort.signal })
    .then((response) => (response.ok ? response.json() : null))
    .then(
      guard((config: HelpLauncherConfig | null) => {
        clearTimeout(timer);
        if (config) mount(config, appOrigin, versionId);
      }),
    )
    .catch(() => {
      // The portal cannot be reached: no button, nothing else.
    });
}

/**
 * GET /api/help/:versionId/launcher.js writes the config over this argument
 * (HELP_LAUNCHER_INLINE_MARK); /help-launcher.js keeps the string and fetches the config. An
 * argument, so the minifier cannot fold the check in start() away.
 */
guard(start)('__HELP_LAUNCHER_CONFIG__');
