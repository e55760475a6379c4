import type { HighLevelHttp, TokenSource } from './highlevel-http';

/** CreateCustomMenuDTO (apps/custom-menus.json); every field is required there. */
export interface CustomMenuFields {
  title: string;
  url: string;
  icon: { name: string; fontFamily: 'fab' | 'fas' | 'far' };
  showOnCompany: boolean;
  showOnLocation: boolean;
  showToAllLocations: boolean;
  openMode: 'iframe' | 'new_tab' | 'current_tab';
  locations: string[];
  userRole: 'all' | 'admin' | 'user';
  allowCamera?: boolean;
  allowMicrophone?: boolean;
}

export interface CustomMenu extends CustomMenuFields {
  id: string;
  order?: number;
}

/**
 * A sub-account's Training link: shown only in that sub-account, in the CRM's frame, to all
 * its users. The icon is one of Font Awesome's solid set, as the docs' example is.
 */
export function trainingMenu(title: string, url: string, locationId: string): CustomMenuFields {
  return {
    title,
    url,
    icon: { name: 'graduation-cap', fontFamily: 'fas' },
    showOnCompany: false,
    showOnLocation: true,
    showToAllLocations: false,
    openMode: 'iframe',
    locations: [locationId],
    userRole: 'all',
  };
}

/** Custom menu links, made with the agency's token (the company comes from the token). */
export class HighLevelCustomMenus {
  constructor(private readonly http: HighLevelHttp) {}

  async create(
    company: TokenSource,
    companyId: string,
    menu: CustomMenuFields,
  ): Promise<CustomMenu> {
    const { customMenu } = await this.http.send<{ customMenu: CustomMenu }>({
      method: 'POST',
      path: '/custom-menus/',
      version: '2021-07-28',
      resource: companyId,
      auth: company,
      json: menu,
    });
    return customMenu;
  }

  async update(
    company: TokenSource,
    companyId: string,
    menuId: string,
    changes: Partial<CustomMenuFields>,
  ): Promise<CustomMenu> {
    const { customMenu } = await this.http.send<{ customMenu: CustomMenu }>({
      method: 'PUT',
      path: `/custom-menus/${encodeURIComponent(menuId)}`,
      version: '2021-07-28',
      resource: companyId,
      auth: company,
      json: changes,
    });
    return customMenu;
  }

  async remove(company: TokenSource, companyId: string, menuId: string): Promise<void> {
    await this.http.send({
      method: 'DELETE',
      path: `/custom-menus/${encodeURIComponent(menuId)}`,
      version: '2021-07-28',
      resource: companyId,
      auth: company,
    });
  }
}
