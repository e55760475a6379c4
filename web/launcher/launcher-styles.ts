/**
 * The launcher's CSS, inside its shadow root: nothing here reaches the host page, and the host
 * page's rules stop at the shadow boundary (the host element resets inherited properties).
 * Colours come from the agency's config (--c: primary, --t: text readable on it).
 */
export const LAUNCHER_CSS = `
*{box-sizing:border-box}
.b,.p{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111;-webkit-font-smoothing:antialiased}
.b{all:unset;position:fixed;right:20px;bottom:20px;z-index:2147483000;display:inline-flex;align-items:center;gap:8px;padding:10px 16px;border-radius:999px;background:var(--c);color:var(--t);font:600 14px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}
.b:focus-visible{outline:3px solid var(--c);outline-offset:3px;box-shadow:0 0 0 2px #fff}
.b[hidden],.p[hidden]{display:none}
.i{display:inline-grid;place-items:center;width:20px;height:20px;border-radius:50%;border:2px solid currentColor;font-size:12px;font-weight:700}
.p{position:fixed;top:0;right:0;bottom:0;z-index:2147483001;width:420px;max-width:100vw;display:flex;flex-direction:column;background:#fff;box-shadow:-6px 0 24px rgba(0,0,0,.2)}
iframe{flex:1;width:100%;border:0;background:#fff}
@media (max-width:640px){.p{width:100vw}.b{right:12px;bottom:12px}}
@media (prefers-reduced-motion:no-preference){.p{animation:s .18s ease-out}@keyframes s{from{transform:translateX(24px);opacity:0}}}
`;
