import { DEMO_CHANGES } from './admin-routes';
import type { Route, StandInContext } from './context';
import { shownInLocation } from './custom-menu-routes';
import { notFound } from './errors';
import { text, type StandInRequest } from './http';
import type { CustomMenu, User } from './model';
import { appIdOf } from './options';
import { encryptUserContext, type UserContextPayload } from './user-context';

/** The user context HighLevel would hand the app for this user (in a sub-account or not). */
export function userContextFor(user: User, activeLocation?: string): UserContextPayload {
  return {
    userId: user.id,
    companyId: user.companyId,
    role: user.role,
    // The docs' table: 'agency' or 'location' (their location example says "agency").
    type: user.type === 'agency' ? 'agency' : 'location',
    ...(activeLocation ? { activeLocation } : {}),
    userName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
  };
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that cannot close the script element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Buttons that change the sub-account as its owner would (admin-routes.ts). */
const simulate = (locationId: string, userId: string) =>
  `<hr><details><summary>Simulate in this sub-account</summary>${Object.entries(DEMO_CHANGES)
    .map(
      ([change, { label }]) =>
        `<form method="post" action="/_standin/locations/${escape(locationId)}/${change}?userId=${escape(userId)}"><button>${escape(label)}</button></form>`,
    )
    .join('')}</details>`;

const CRM_ITEMS = [
  'Dashboard',
  'Conversations',
  'Calendars',
  'Contacts',
  'Opportunities',
  'Automation',
  'Sites',
];

/**
 * The CRM's frame around a custom page: the left menu with the app's custom menu links and an
 * iframe with the chosen link. The parent answers REQUEST_USER_DATA with
 * REQUEST_USER_DATA_RESPONSE and defines window.exposeSessionDetails(appId), as
 * shared_secret_customJS_customPages.md describes. Replying only to the iframe, at the
 * origin of its link, is ours (the docs say nothing about origins).
 */
export function demoPageRoutes(context: StandInContext): Route[] {
  const { store, app } = context;

  function render(request: StandInRequest, companyId: string, locationId?: string) {
    const users = store.usersOf(companyId);
    const user =
      users.find((candidate) => candidate.id === text(request.query, 'userId')) ??
      users.find((candidate) => candidate.type === 'agency') ??
      users[0];
    if (!user) throw notFound('User not found');
    const menus = [...store.customMenus.values()]
      .filter((menu) => menu.companyId === companyId)
      .filter((menu) => (locationId ? shownInLocation(menu, locationId) : menu.showOnCompany))
      .filter((menu) => menu.userRole === 'all' || menu.userRole === user.role)
      .sort((a, b) => a.order - b.order);
    const chosen =
      menus.find((menu) => menu.id === text(request.query, 'menu')) ??
      menus.find((menu) => menu.openMode === 'iframe');
    const payload = encryptUserContext(userContextFor(user, locationId), app.sharedSecret);
    const title = locationId ? (store.locations.get(locationId)?.name ?? '') : 'Agency view';
    const base = new URL(request.path, context.url());
    const link = (menu: CustomMenu) => {
      if (menu.openMode !== 'iframe') {
        const target = menu.openMode === 'new_tab' ? ' target="_blank" rel="noopener"' : '';
        return `<a href="${escape(menu.url)}"${target}>${escape(menu.title)}</a>`;
      }
      const here = new URL(base);
      here.searchParams.set('menu', menu.id);
      here.searchParams.set('userId', user.id);
      const current = menu.id === chosen?.id ? ' aria-current="page"' : '';
      return `<a href="${escape(here.pathname + here.search)}"${current}>${escape(menu.title)}</a>`;
    };
    const allow = [chosen?.allowCamera ? 'camera' : '', chosen?.allowMicrophone ? 'microphone' : '']
      .filter(Boolean)
      .join('; ');
    const frame = chosen
      ? `<iframe id="app-frame" title="${escape(chosen.title)}" src="${escape(chosen.url)}"${allow ? ` allow="${allow}"` : ''}></iframe>`
      : '<p class="empty">The app has added no custom menu link here.</p>';
    return {
      status: 200,
      html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} · HighLevel stand-in</title>
<style>
body{margin:0;display:flex;height:100vh;font-family:system-ui,sans-serif}
nav{width:220px;background:#1f2937;color:#e5e7eb;padding:12px;overflow:auto}
nav h1{font-size:15px;margin:0 0 12px}nav span,nav a{display:block;padding:6px 8px;color:inherit;text-decoration:none;border-radius:4px}
nav span{opacity:.55}nav a[aria-current]{background:#374151}nav hr{border-color:#374151}
main{flex:1;display:flex}iframe{flex:1;border:0}.empty{margin:24px}
</style></head>
<body><nav aria-label="Main menu"><h1>${escape(title)}</h1>
<p>${escape(user.firstName)} ${escape(user.lastName)} (${escape(user.role)})</p>
${CRM_ITEMS.map((item) => `<span>${item}</span>`).join('')}
<hr>${menus.map(link).join('\n')}
${locationId ? simulate(locationId, user.id) : ''}
</nav><main>${frame}</main>
<script>
const APP_ID = ${scriptJson(appIdOf(app))};
const USER_DATA = ${scriptJson(payload)};
window.exposeSessionDetails = (appId) =>
  appId === APP_ID ? Promise.resolve(USER_DATA) : Promise.reject(new Error('Unknown app'));
window.addEventListener('message', (event) => {
  const frame = document.getElementById('app-frame');
  if (!frame || event.source !== frame.contentWindow) return;
  if (!event.data || event.data.message !== 'REQUEST_USER_DATA') return;
  event.source.postMessage(
    { message: 'REQUEST_USER_DATA_RESPONSE', payload: USER_DATA },
    new URL(frame.src).origin,
  );
});
</script>
${store.companies.get(companyId)?.customJs ?? ''}
</body></html>`,
    };
  }

  const page = (
    path: string,
    handle: (request: StandInRequest) => ReturnType<typeof render>,
  ): Route => ({
    method: 'GET',
    path,
    access: 'none',
    page: true,
    handle,
  });
  return [
    page('/demo/location/:locationId', (request) => {
      const location = store.locations.get(request.params.locationId ?? '');
      if (!location) throw notFound('Location not found');
      return render(request, location.companyId, location.id);
    }),
    page('/demo/agency/:companyId', (request) => {
      if (!store.companies.has(request.params.companyId ?? '')) throw notFound('Company not found');
      return render(request, request.params.companyId ?? '');
    }),
    page('/demo', () => ({
      status: 200,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>HighLevel stand-in</title></head><body>
<h1>HighLevel stand-in</h1>${[...store.companies.values()]
        .map(
          (company) =>
            `<h2><a href="/demo/agency/${company.id}">${escape(company.name)}</a></h2><ul>${store
              .locationsOf(company.id)
              .map(
                (location) =>
                  `<li><a href="/demo/location/${location.id}">${escape(location.name)}</a></li>`,
              )
              .join('')}</ul>`,
        )
        .join('')}</body></html>`,
    })),
  ];
}
