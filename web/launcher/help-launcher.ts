/**
 * The help button the agency adds to its CRM (issue #19): a guest in someone else's page. It
 * draws nothing until its config loads, lives in a shadow root (no CSS in or out), catches
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
import { helpLauncherConfigPath } from '../../libs/domain/src/help-settings';
import { LAUNCHER_CSS } from './launcher-styles';

const INSTALLED = '__crmHelpLauncher';
const CONFIG_TIMEOUT_MS = 5000;
/** Catches route changes a router makes with a pushState it saved before we wrapped it. */
const PATH_CHECK_MS = 1000;
const HEX = /^#[0-9a-f]{3,8}$/i;

type Attrs = Record<string, string>;

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
  const close = el('button', { class: 'x', type: 'button', 'aria-label': 'Close' }, '\u00d7');
  const panel = el(
    'div',
    { class: 'p', id: 'panel', role: 'dialog', 'aria-label': label, hidden: '' },
    el('div', { class: 'h' }, el('span', {}, label), close),
  );
  root.append(el('style', {}, `:host{--c:${primary};--t:${text}}${LAUNCHER_CSS}`), button, panel);

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

  const setOpen = (open: boolean, refocus: boolean) => {
    const reopened = open && panel.hidden && frame !== null;
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (reopened) post({ type: 'help:opened' });
    if (open) {
      if (!frame) {
        const route = context().route;
        const query = route ? `?route=${encodeURIComponent(route)}` : '';
        frame = el('iframe', {
          title: label,
          src: `${appOrigin}${helpEmbedPath(versionId)}${query}`,
          allow: 'autoplay; fullscreen; picture-in-picture',
          allowfullscreen: '',
        });
        frame.addEventListener('load', sendContext);
        panel.append(frame);
      }
      close.focus();
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
    if (!show && !panel.hidden) setOpen(false, false);
    sendContext();
  });

  button.addEventListener(
    'click',
    guard(() => setOpen(panel.hidden, true)),
  );
  close.addEventListener(
    'click',
    guard(() => setOpen(false, true)),
  );
  root.addEventListener(
    'keydown',
    guard((event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || panel.hidden) return;
      event.stopPropagation();
      setOpen(false, true);
    }),
  );
  window.addEventListener(
    'message',
    guard((event: MessageEvent) => {
      if (event.origin !== appOrigin || !frame || event.source !== frame.contentWindow) return;
      if ((event.data as HelpPanelMessage | null)?.type === 'help:close') setOpen(false, true);
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

function start() {
  const win = window as unknown as Record<string, unknown>;
  if (win[INSTALLED]) return;
  win[INSTALLED] = true;
  const script = (document.currentScript ??
    document.querySelector(
      'script[data-version][src*="help-launcher"]',
    )) as HTMLScriptElement | null;
  const versionId = script?.dataset.version ?? '';
  if (!script?.src || !/^[A-Za-z0-9]{1,20}$/.test(versionId)) return;
  const appOrigin = new URL(script.src).origin;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CONFIG_TIMEOUT_MS);
  // The default credentials mode sends no cookies cross-origin, and matches the snippet's
  // <link rel=preload crossorigin=anonymous>, so the preloaded answer is used.
  fetch(`${appOrigin}${helpLauncherConfigPath(versionId)}`, { signal: abort.signal })
    .then((response) => (response.ok ? response.json() : null))
    .then(
      guard((config: HelpLauncherConfig | null) => {
        clearTimeout(timer);
        if (!config) return;
        const go = guard(() => install(config, appOrigin, versionId));
        if (document.body) go();
        else document.addEventListener('DOMContentLoaded', go);
      }),
    )
    .catch(() => {
      // The portal cannot be reached: no button, nothing else.
    });
}

guard(start)();
