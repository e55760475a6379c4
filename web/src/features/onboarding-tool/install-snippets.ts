/**
 * What the installer asks the agency to paste into the platform's agency settings
 * (signed-in spec §2, steps 1 and 2). Pure, so each snippet is exactly what the screen shows.
 */

/** Step 1: hides the platform's launch pad from the sidebar. */
export const HIDE_LAUNCHPAD_CSS = `/* Hides the launch pad from the sidebar */
#sb_launchpad {
  display: none !important;
}`;

/** How the step 2 script waits for the sidebar (signed-in spec §9). */
export const SIDEBAR_WAIT = {
  maxAttempts: 50,
  attemptDelayMs: 200,
  maxAnimationFrames: 300,
  intervalMs: 500,
  stopIntervalAfterMs: 30_000,
} as const;

export const DEFAULT_MENU_LABEL = 'Onboarding';
// Lives in the agency's white-labelled platform, so it never names us.
export const MENU_ITEM_ID = 'client-onboarding-link';

/** A JavaScript string literal that cannot close the surrounding <script> element. */
const jsString = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Step 2: a script for the platform's Custom JavaScript setting that adds a sidebar item
 * opening `url`. The sidebar is drawn after the page loads and again on navigation, so three
 * searches start together: up to 50 attempts 200 ms apart, every animation frame for 300
 * frames, and every 500 ms for 30 s. After that, a MutationObserver puts the item back
 * whenever the sidebar is drawn again. The item copies an existing one (never the launch
 * pad, which step 1 hides) so it looks native, without the copied one's active state.
 */
export function menuLinkScript({ url, label }: { url: string; label: string }): string {
  const w = SIDEBAR_WAIT;
  return `<script>
(function () {
  var LINK_URL = ${jsString(url)};
  var LINK_LABEL = ${jsString(label.trim() || DEFAULT_MENU_LABEL)};
  var ITEM_ID = ${jsString(MENU_ITEM_ID)};
  var TEMPLATE = "a[id^='sb_']:not(#sb_launchpad)";

  function clearActiveState(element) {
    element.removeAttribute("aria-current");
    Array.prototype.slice.call(element.classList).forEach(function (name) {
      if (name.indexOf("active") !== -1) element.classList.remove(name);
    });
  }

  function addMenuLink() {
    if (document.getElementById(ITEM_ID)) return true;
    var template = document.querySelector("#sidebar-v2 nav " + TEMPLATE + ", nav " + TEMPLATE);
    if (!template || !template.parentElement) return false;
    var item = template.cloneNode(true);
    item.id = ITEM_ID;
    item.href = LINK_URL;
    item.target = "_blank";
    item.rel = "noopener";
    clearActiveState(item);
    Array.prototype.forEach.call(item.querySelectorAll("*"), clearActiveState);
    var title = item.querySelector(".nav-title") || item.querySelector("span");
    (title || item).textContent = LINK_LABEL;
    template.parentElement.appendChild(item);
    return true;
  }

  var attempts = 0;
  function tryAgain() {
    if (addMenuLink() || ++attempts >= ${w.maxAttempts}) return;
    setTimeout(tryAgain, ${w.attemptDelayMs});
  }

  var frames = 0;
  function everyFrame() {
    addMenuLink();
    if (++frames < ${w.maxAnimationFrames}) requestAnimationFrame(everyFrame);
  }

  // Cheap to call often: addMenuLink returns at once while the item is there.
  function keepPresent() {
    new MutationObserver(addMenuLink).observe(document.body, { childList: true, subtree: true });
  }

  var interval = setInterval(addMenuLink, ${w.intervalMs});
  setTimeout(function () {
    clearInterval(interval);
    keepPresent();
  }, ${w.stopIntervalAfterMs});
  tryAgain();
  requestAnimationFrame(everyFrame);
})();
</script>`;
}
