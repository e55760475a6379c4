import {
  MENU_FEATURES,
  menuFeatureById,
  menuFeatureByTabId,
  menuFeatureDomIds,
} from './menu-features';

describe('menu feature list (signed-in spec §3)', () => {
  it('has the 17 features of §3, in order', () => {
    expect(MENU_FEATURES.map((f) => f.name)).toEqual([
      'LaunchPad',
      'Memberships',
      'Automation',
      'Sites & Funnels',
      'Media',
      'Reputation',
      'Reporting',
      'Marketplace',
      'Mobile App',
      'Email Marketing',
      'Payments',
      'Opportunities',
      'Contacts',
      'Calendars',
      'Conversations',
      'Dashboard',
      'AI Agents',
    ]);
  });

  it("uses the platform's sidebar ids", () => {
    expect(MENU_FEATURES.map((f) => f.tabId)).toEqual([
      'sb_launchpad',
      'sb_memberships',
      'sb_automation',
      'sb_sites',
      'sb_app-media',
      'sb_reputation',
      'sb_reporting',
      'sb_app-marketplace',
      'sb_location-mobile-app',
      'sb_email-marketing',
      'sb_payments',
      'sb_opportunities',
      'sb_contacts',
      'sb_calendars',
      'sb_conversations',
      'sb_dashboard',
      'sb_ai-agents',
    ]);
  });

  it('knows the alternative sidebar ids, unique across all features', () => {
    expect(MENU_FEATURES.filter((f) => f.altTabIds).map((f) => [f.id, f.altTabIds])).toEqual([
      ['ai-agents', ['sb_AI Agents']],
    ]);
    expect(menuFeatureDomIds(menuFeatureById('ai-agents')!)).toEqual([
      'sb_ai-agents',
      'sb_AI Agents',
    ]);
    expect(menuFeatureDomIds(menuFeatureById('sites')!)).toEqual(['sb_sites']);
    const all = MENU_FEATURES.flatMap(menuFeatureDomIds);
    expect(new Set(all).size).toBe(all.length);
    // Alternatives only stand in for the primary id; lookups take primary ids.
    expect(menuFeatureByTabId('sb_AI Agents')).toBeUndefined();
  });

  it('has unique kebab-case ids and one plain sentence each, never naming a vendor', () => {
    expect(new Set(MENU_FEATURES.map((f) => f.id)).size).toBe(17);
    for (const feature of MENU_FEATURES) {
      expect(feature.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(feature.description).toMatch(/^[A-Z][^.]+\.$/);
      expect(feature.description).not.toMatch(/retainly|highlevel|gohighlevel|leadconnector/i);
    }
  });

  it('recommends the core features most businesses keep', () => {
    expect(MENU_FEATURES.filter((f) => f.recommended).map((f) => f.id)).toEqual([
      'opportunities',
      'contacts',
      'calendars',
      'conversations',
      'dashboard',
    ]);
  });

  it('looks features up by id and by tab id', () => {
    expect(menuFeatureById('sites')?.tabId).toBe('sb_sites');
    expect(menuFeatureByTabId('sb_app-media')?.name).toBe('Media');
    expect(menuFeatureById('nope')).toBeUndefined();
    expect(menuFeatureByTabId('sites')).toBeUndefined();
  });
});
