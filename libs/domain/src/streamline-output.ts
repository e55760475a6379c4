/**
 * Menu Link Removal's output (signed-in spec §2, §9): CSS and a JavaScript snippet that hide
 * chosen sidebar tabs in the platform. Both run inside the agency's white-labelled platform, so
 * nothing here (ids, classes, comments, variables) may name us.
 *
 * Scoping: the platform's custom CSS and JavaScript are agency-wide, but its URLs carry the
 * sub-account (/v2/location/{subAccountId}/...) and switching sub-account is a history
 * navigation without a page load. The script keeps a class `sa-{subAccountId}` on <html> for the
 * sub-account in the URL, so a scoped rule `html.sa-{ID} #sb_x` applies only there.
 */
import { MENU_FEATURES, menuFeatureDomIds } from './menu-features';

export interface StreamlineRules {
  hiddenTabIds: readonly string[];
  /** null: hide everywhere. Otherwise a valid sub-account id (see isValidSubAccountId). */
  subAccountId: string | null;
}

/** §9: how the script keeps finding the sidebar; all four start together. */
export const STREAMLINE_POLLING = {
  maxAttempts: 50,
  attemptDelayMs: 200,
  animationFrames: 300,
  intervalMs: 500,
  stopAfterMs: 30_000,
} as const;

export const SUB_ACCOUNT_CLASS_PREFIX = 'sa-';

/**
 * The wizard's saved inputs (tool data 'streamline'): 'ai' keeps the ticked features, 'manual'
 * removes them; the step it was on; text limits its fields enforce.
 */
export const STREAMLINE_WORKFLOWS = ['ai', 'manual'] as const;
export const STREAMLINE_STEPS = ['workflow', 'describe', 'select', 'output'] as const;
export const STREAMLINE_INPUT_LIMITS = { description: 2_000, subAccountId: 64 } as const;

/** Sub-account ids are alphanumeric; this keeps them safe in a class name and a CSS comment. */
export function isValidSubAccountId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}

/**
 * Checked, deduplicated, in the sidebar's order; throws on what the UI should have refused.
 * Only primary tab ids are accepted; each comes back with its alternatives (`tabs[i][0]` is
 * the primary id).
 */
function checkedRules(rules: StreamlineRules): {
  tabs: (readonly string[])[];
  subAccountId: string | null;
} {
  const known = new Set(MENU_FEATURES.map((f) => f.tabId));
  for (const tabId of rules.hiddenTabIds) {
    if (!known.has(tabId)) throw new Error(`Unknown menu tab id: ${JSON.stringify(tabId)}`);
  }
  const { subAccountId } = rules;
  if (subAccountId !== null && !isValidSubAccountId(subAccountId)) {
    throw new Error(`Invalid sub-account id: ${JSON.stringify(subAccountId)}`);
  }
  const chosen = new Set(rules.hiddenTabIds);
  const tabs = MENU_FEATURES.filter((f) => chosen.has(f.tabId)).map(menuFeatureDomIds);
  return { tabs, subAccountId };
}

/** `#id` for a plain CSS identifier, else an attribute selector (e.g. an id with a space). */
function idSelector(id: string): string {
  if (/^[A-Za-z_][\w-]*$/.test(id)) return `#${id}`;
  // Ids come from MENU_FEATURES; this only keeps a future one from breaking the string.
  if (!/^[\w -]+$/.test(id)) throw new Error(`Unsupported menu tab id: ${JSON.stringify(id)}`);
  return `[id="${id}"]`;
}

export function streamlineCss(rules: StreamlineRules): string {
  const { tabs, subAccountId } = checkedRules(rules);
  const scope = subAccountId === null ? '' : `html.${SUB_ACCOUNT_CLASS_PREFIX}${subAccountId} `;
  const header =
    subAccountId === null
      ? '/* Hides the chosen sidebar menu items */'
      : `/* Hides the chosen sidebar menu items in sub-account ${subAccountId} only */`;
  const blocks = tabs.map((ids) => {
    const selectors = ids.map((id) => `${scope}${idSelector(id)}`).join(', ');
    return `${selectors} {\n  display: none !important;\n}`;
  });
  return [header, ...blocks].join('\n');
}

/** A JavaScript literal that cannot close the surrounding <script> element. */
const jsLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A <script> block that adds the same CSS in a <style> element, keeps the scoping class on
 * <html> (updated on pushState, replaceState, popstate, the Navigation API's navigatesuccess
 * and, as a fallback, a path change seen by a MutationObserver), and also hides the found tabs
 * (by any of their ids) with inline styles in case the platform's own styles win. Several scripts (one per sub-account)
 * may run side by side: each marks the elements it hides inline with its own token, and an
 * element is shown again only when no script still wants it hidden.
 */
export function streamlineScript(rules: StreamlineRules): string {
  const { tabs, subAccountId } = checkedRules(rules);
  const p = STREAMLINE_POLLING;
  return `<script>
(function () {
  var TABS = ${jsLiteral(tabs)};
  var SUB_ACCOUNT = ${jsLiteral(subAccountId)};
  var CSS = ${jsLiteral(streamlineCss(rules))};
  var CLASS_PREFIX = ${jsLiteral(SUB_ACCOUNT_CLASS_PREFIX)};
  var MARK = "data-menu-hidden";
  var SAVED_DISPLAY = "data-menu-display";
  var TOKEN = SUB_ACCOUNT || "*";
  var ALL_IDS = [].concat.apply([], TABS);

  function currentSubAccount() {
    var match = /\\/location\\/([A-Za-z0-9_-]+)/.exec(window.location.pathname);
    return match ? match[1] : null;
  }

  var style = null;
  function ensureStyle() {
    if (style && style.parentNode) return;
    style = document.createElement("style");
    style.textContent = CSS;
    (document.head || document.documentElement).appendChild(style);
  }

  var scopeClass = null;
  function updateScopeClass() {
    var id = currentSubAccount();
    var wanted = id ? CLASS_PREFIX + id : null;
    var root = document.documentElement;
    if (scopeClass && scopeClass !== wanted) root.classList.remove(scopeClass);
    if (wanted && !root.classList.contains(wanted)) root.classList.add(wanted);
    scopeClass = wanted;
  }

  function tokens(element) {
    var value = element.getAttribute(MARK);
    return value ? value.split(" ") : [];
  }

  function hide(element) {
    var list = tokens(element);
    if (list.indexOf(TOKEN) === -1) {
      if (!list.length) element.setAttribute(SAVED_DISPLAY, element.style.getPropertyValue("display"));
      list.push(TOKEN);
      element.setAttribute(MARK, list.join(" "));
    }
    var css = element.style;
    if (css.getPropertyValue("display") !== "none" || css.getPropertyPriority("display") !== "important") {
      css.setProperty("display", "none", "important");
    }
  }

  function show(element) {
    var list = tokens(element);
    var at = list.indexOf(TOKEN);
    if (at === -1) return;
    list.splice(at, 1);
    if (list.length) {
      element.setAttribute(MARK, list.join(" "));
      return;
    }
    var saved = element.getAttribute(SAVED_DISPLAY);
    element.removeAttribute(MARK);
    element.removeAttribute(SAVED_DISPLAY);
    if (saved) element.style.setProperty("display", saved);
    else element.style.removeProperty("display");
  }

  var lastPath = null;
  var handled = {}; // id: the element apply() last saw, to notice a redrawn tab

  // True once every chosen tab has been found (by any of its ids).
  function apply() {
    ensureStyle();
    lastPath = window.location.pathname;
    if (SUB_ACCOUNT) updateScopeClass();
    var hideHere = !SUB_ACCOUNT || currentSubAccount() === SUB_ACCOUNT;
    var found = 0;
    for (var i = 0; i < TABS.length; i++) {
      var seen = false;
      for (var j = 0; j < TABS[i].length; j++) {
        var element = document.getElementById(TABS[i][j]);
        handled[TABS[i][j]] = element;
        if (!element) continue;
        seen = true;
        if (hideHere) hide(element);
        else show(element);
      }
      if (seen) found++;
    }
    return found === TABS.length;
  }

  // Switching sub-account is a history navigation without a page load.
  function onNavigate() {
    try {
      apply();
      requestAnimationFrame(apply);
    } catch (error) {
      // Never break the platform's own navigation.
    }
  }
  ["pushState", "replaceState"].forEach(function (name) {
    var original = history[name];
    history[name] = function () {
      var result = original.apply(this, arguments);
      onNavigate();
      return result;
    };
  });
  window.addEventListener("popstate", onNavigate);
  if (window.navigation && window.navigation.addEventListener) {
    window.navigation.addEventListener("navigatesuccess", onNavigate);
  }

  // A router may hold the original pushState, so keep watching after the polling stops, cheaply:
  // re-apply only when the path changed or a chosen tab was drawn anew.
  function tabRedrawn(records) {
    var added = false;
    for (var i = 0; i < records.length && !added; i++) added = records[i].addedNodes.length > 0;
    if (!added) return false;
    for (var k = 0; k < ALL_IDS.length; k++) {
      var element = document.getElementById(ALL_IDS[k]);
      if (element && element !== handled[ALL_IDS[k]]) return true;
    }
    return false;
  }
  function onMutations(records) {
    try {
      if (window.location.pathname !== lastPath || tabRedrawn(records)) apply();
    } catch (error) {
      // Never break the platform's own rendering.
    }
  }
  function observe() {
    new MutationObserver(onMutations).observe(document.body, { childList: true, subtree: true });
  }
  if (window.MutationObserver) {
    if (document.body) observe();
    else document.addEventListener("DOMContentLoaded", observe);
  }

  // The sidebar is drawn after the page loads, so keep looking for a while.
  var attempts = 0;
  function tryAgain() {
    if (apply() || ++attempts >= ${p.maxAttempts}) return;
    setTimeout(tryAgain, ${p.attemptDelayMs});
  }

  var frames = 0;
  function everyFrame() {
    apply();
    if (++frames < ${p.animationFrames}) requestAnimationFrame(everyFrame);
  }

  var interval = setInterval(apply, ${p.intervalMs});
  setTimeout(function () {
    clearInterval(interval);
  }, ${p.stopAfterMs});
  tryAgain();
  requestAnimationFrame(everyFrame);
})();
</script>`;
}
