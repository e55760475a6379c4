import { apiRoute, V2021_07_28, type Route, type StandInContext } from './context';
import { notFound, unprocessable } from './errors';
import { json, page, text, type StandInReply, type StandInRequest } from './http';
import { highLevelId } from './ids';
import type { CustomMenu } from './model';
import type { AccessToken } from './tokens';

const OPEN_MODES = ['iframe', 'new_tab', 'current_tab'];
const USER_ROLES = ['all', 'admin', 'user'];
const FONT_FAMILIES = ['fab', 'fas', 'far'];
const FLAGS = [
  'showOnCompany',
  'showOnLocation',
  'showToAllLocations',
  'allowCamera',
  'allowMicrophone',
] as const;

/**
 * class-validator's messages for CreateCustomMenuDTO / UpdateCustomMenuDTO. The booleans the
 * spec gives defaults for may be left out; the wording is ours.
 */
function problems(body: Record<string, unknown>, creating: boolean): string[] {
  const found: string[] = [];
  const has = (name: string) => body[name] !== undefined;
  for (const name of ['title', 'url']) {
    if ((creating || has(name)) && !text(body, name)) found.push(`${name} should not be empty`);
  }
  if (has('url') && text(body, 'url') && !/^https?:\/\//.test(text(body, 'url') ?? '')) {
    found.push('url must be a URL address');
  }
  if (creating || has('icon')) {
    const icon = body.icon as { name?: unknown; fontFamily?: unknown } | undefined;
    if (typeof icon?.name !== 'string' || icon.name === '')
      found.push('icon.name should not be empty');
    if (!FONT_FAMILIES.includes(String(icon?.fontFamily))) {
      found.push(
        `icon.fontFamily must be one of the following values: ${FONT_FAMILIES.join(', ')}`,
      );
    }
  }
  if ((creating || has('openMode')) && !OPEN_MODES.includes(String(body.openMode))) {
    found.push(`openMode must be one of the following values: ${OPEN_MODES.join(', ')}`);
  }
  if ((creating || has('userRole')) && !USER_ROLES.includes(String(body.userRole))) {
    found.push(`userRole must be one of the following values: ${USER_ROLES.join(', ')}`);
  }
  if ((creating || has('locations')) && !isTextList(body.locations)) {
    found.push('locations must be an array');
  }
  for (const flag of FLAGS) {
    if (has(flag) && typeof body[flag] !== 'boolean') found.push(`${flag} must be a boolean value`);
  }
  return found;
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** CustomMenuSchema (companyId is ours, not sent). */
const schema = ({ companyId: _c, ...menu }: CustomMenu) => menu;

/** Whether a sub-account's left menu shows the link (ours: §12 leaves the rule open). */
export const shownInLocation = (menu: CustomMenu, locationId: string) =>
  menu.showOnLocation && (menu.showToAllLocations || menu.locations.includes(locationId));

/** Custom menu links (apps/custom-menus.json): agency tokens; the company is the token's. */
export function customMenuRoutes(context: StandInContext): Route[] {
  const { store } = context;
  const ofCompany = (companyId: string) =>
    [...store.customMenus.values()].filter((menu) => menu.companyId === companyId);

  function owned(request: StandInRequest, token: AccessToken): CustomMenu {
    const menu = store.customMenus.get(request.params.customMenuId ?? '');
    if (!menu || menu.companyId !== token.companyId) throw notFound('Custom menu not found');
    return menu;
  }

  function create(request: StandInRequest, token: AccessToken) {
    const body = request.body;
    const found = problems(body, true);
    if (found.length > 0) throw unprocessable(found);
    const menu: CustomMenu = {
      id: highLevelId(),
      companyId: token.companyId,
      icon: body.icon as CustomMenu['icon'],
      title: text(body, 'title') ?? '',
      url: text(body, 'url') ?? '',
      order: ofCompany(token.companyId).length + 1,
      showOnCompany: (body.showOnCompany as boolean | undefined) ?? true,
      showOnLocation: (body.showOnLocation as boolean | undefined) ?? true,
      showToAllLocations: (body.showToAllLocations as boolean | undefined) ?? true,
      locations: body.locations as string[],
      openMode: body.openMode as CustomMenu['openMode'],
      userRole: body.userRole as CustomMenu['userRole'],
      allowCamera: (body.allowCamera as boolean | undefined) ?? false,
      allowMicrophone: (body.allowMicrophone as boolean | undefined) ?? false,
    };
    store.customMenus.set(menu.id, menu);
    return json(201, { customMenu: schema(menu) });
  }

  function list(query: URLSearchParams, token: AccessToken) {
    const locationId = text(query, 'locationId');
    const words = text(query, 'query')?.toLowerCase();
    const onCompany = text(query, 'showOnCompany');
    const found = ofCompany(token.companyId)
      .filter((menu) => !locationId || shownInLocation(menu, locationId))
      .filter((menu) => !words || menu.title.toLowerCase().includes(words))
      .filter((menu) => onCompany === undefined || String(menu.showOnCompany) === onCompany);
    const { skip, limit } = page(query, 20);
    return json(200, {
      customMenus: found.slice(skip, skip + limit).map(schema),
      totalLinks: found.length,
    });
  }

  function update(request: StandInRequest, token: AccessToken) {
    const menu = owned(request, token);
    const found = problems(request.body, false);
    if (found.length > 0) throw unprocessable(found);
    const { id: _i, companyId: _c, order: _o, ...changes } = request.body;
    const fields = ['icon', 'title', 'url', 'locations', 'openMode', 'userRole', ...FLAGS];
    for (const [name, value] of Object.entries(changes)) {
      if (fields.includes(name) && value !== undefined) Object.assign(menu, { [name]: value });
    }
    return json(200, { success: true, customMenu: schema(menu) });
  }

  function remove(request: StandInRequest, token: AccessToken) {
    const menu = owned(request, token);
    store.customMenus.delete(menu.id);
    return json(200, {
      success: true,
      message: 'Custom menu successfully deleted',
      deletedMenuId: menu.id,
      deletedAt: new Date().toISOString(),
    });
  }

  const route = (
    method: string,
    path: string,
    scope: string,
    handle: (request: StandInRequest, token: AccessToken) => StandInReply,
  ) => apiRoute(method, path, 'agency', V2021_07_28, scope, handle);
  return [
    route('POST', '/custom-menus/', 'custom-menu-link.write', create),
    route('GET', '/custom-menus/', 'custom-menu-link.readonly', (request, token) =>
      list(request.query, token),
    ),
    route('GET', '/custom-menus/:customMenuId', 'custom-menu-link.readonly', (request, token) =>
      json(200, { customMenu: schema(owned(request, token)) }),
    ),
    route('PUT', '/custom-menus/:customMenuId', 'custom-menu-link.write', update),
    route('DELETE', '/custom-menus/:customMenuId', 'custom-menu-link.write', remove),
  ];
}
