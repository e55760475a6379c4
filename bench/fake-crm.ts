import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HELP_LAUNCHER_FILE, helpLauncherConfigPath } from '../libs/domain/src/help-settings';

/**
 * A stand-in for an agency's white-labelled CRM, for the help launcher's browser test and
 * bench:web: its own aggressive global CSS (which must not reach the launcher's shadow root),
 * an error counter (nothing of the launcher's may reach it), a load marker (gone after a reload)
 * and a router that changes page and sub-account by history.pushState, without a load.
 * Served by node:http on 127.0.0.1 at its own port: another origin than the api.
 */
export function fakeCrmHtml(snippet: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>CRM</title>
<style>
  * { font-family: "Courier New", monospace !important; letter-spacing: 3px; }
  body { margin: 0; color: rgb(10, 20, 30); font-size: 17px; background: rgb(250, 240, 230); }
  button { background: rgb(255, 0, 0) !important; color: rgb(0, 255, 0) !important;
    padding: 40px !important; display: block !important; border: 5px dashed blue !important; }
  div, span { border: 1px solid rgb(1, 2, 3); }
  iframe { display: none !important; }
  [role="dialog"] { left: 0 !important; width: 10px !important; }
</style>
<script>
  window.crmErrors = [];
  window.addEventListener("error", function (e) { crmErrors.push(String(e.message)); });
  window.addEventListener("unhandledrejection", function (e) { crmErrors.push("rejection: " + e.reason); });
  window.crmLoadMarker = "loaded-" + Math.random();
  window.crmGo = function (path) {
    history.pushState({}, "", path);
    document.getElementById("crm-page").textContent = location.pathname;
  };
</script></head>
<body><header><button id="crm-button" type="button">CRM action</button></header>
<main><h1>CRM</h1><p id="crm-page"></p></main>
${snippet ?? ''}
</body></html>`;
}

/** The snippet agencies pasted before the per-version launcher.js (still served). */
export const legacyHelpSnippet = (appOrigin: string, versionId: string) => `<script>
(function () {
  var config = document.createElement("link");
  config.rel = "preload";
  config.as = "fetch";
  config.crossOrigin = "anonymous";
  config.href = "${appOrigin}${helpLauncherConfigPath(versionId)}";
  document.head.appendChild(config);
  var script = document.createElement("script");
  script.src = "${appOrigin}${HELP_LAUNCHER_FILE}";
  script.async = true;
  script.setAttribute("data-version", "${versionId}");
  document.head.appendChild(script);
})();
</script>`;

export interface FakeCrm {
  origin: string;
  /** What the next page load gets before </body> (the agency's Custom JavaScript), or none. */
  setSnippet(snippet: string | null): void;
  close(): Promise<void>;
}

export async function startFakeCrm(): Promise<FakeCrm> {
  let snippet: string | null = null;
  const server: Server = createServer((request, response) => {
    if (request.url === '/favicon.ico') return response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(fakeCrmHtml(snippet));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setSnippet: (next) => (snippet = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
