import { CRM_ROUTE_MODULES, CRM_ROUTES, crmRouteOf, crmSubAccountOf } from './crm-help';
import { VIDEO_CATALOGUE } from './video-catalogue';

describe('CRM help routes', () => {
  it('names the page of a sub-account path, ignoring case and what follows', () => {
    expect(crmRouteOf('/v2/location/Ab3x9/contacts/smart_list/All')).toBe('contacts');
    expect(crmRouteOf('/v2/location/Ab3x9/Conversations')).toBe('conversations');
    expect(crmRouteOf('/location/Ab3x9/funnels-websites/funnels')).toBe('sites');
    expect(crmRouteOf('/v2/location/Ab3x9/emails/schedule')).toBe('marketing');
  });

  it('has no page outside a sub-account or for unknown segments', () => {
    expect(crmRouteOf('/contacts')).toBeNull();
    expect(crmRouteOf('/v2/location/Ab3x9')).toBeNull();
    expect(crmRouteOf('/v2/location/Ab3x9/toString')).toBeNull();
    expect(crmRouteOf('/v2/location/Ab3x9/constructor')).toBeNull();
  });

  it('reads the sub-account id', () => {
    expect(crmSubAccountOf('/v2/location/Ab3_x-9/contacts')).toBe('Ab3_x-9');
    expect(crmSubAccountOf('/settings')).toBeNull();
  });

  it('maps every page only to modules the catalogue has', () => {
    const known = new Set(VIDEO_CATALOGUE.map((v) => `${v.categoryId}/${v.moduleId}`));
    for (const route of CRM_ROUTES) {
      for (const key of CRM_ROUTE_MODULES[route]) expect(known).toContain(key);
    }
  });
});
