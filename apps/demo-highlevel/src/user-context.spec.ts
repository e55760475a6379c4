import CryptoJS from 'crypto-js';
import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';
import { call, connect } from './spec-helpers';
import { encryptUserContext } from './user-context';

const decrypt = (blob: string, secret: string) =>
  JSON.parse(CryptoJS.AES.decrypt(blob, secret).toString(CryptoJS.enc.Utf8)) as Record<
    string,
    unknown
  >;

describe('the stand-in: user context and the demo CRM page', () => {
  let standIn: HighLevelStandIn;
  beforeAll(async () => {
    standIn = await startHighLevelStandIn({ app: { sharedSecret: 'shh-its-a-secret' } });
  });
  afterAll(() => standIn.close());

  it('encrypts as CryptoJS.AES.encrypt(json, passphrase) does', () => {
    const payload = {
      userId: 'u',
      companyId: 'c',
      role: 'admin',
      type: 'agency',
      userName: 'Ünïcode Ñame',
      email: 'a@b.example',
    };
    const blob = encryptUserContext(payload, 'secret');
    expect(blob.startsWith('U2FsdGVkX1')).toBe(true);
    expect(decrypt(blob, 'secret')).toEqual(payload);
    expect(encryptUserContext(payload, 'secret')).not.toBe(blob);
  });

  it('gives the docs’ fields for an agency user in a sub-account and a sub-account user', () => {
    const locationId = standIn.demo.locationIds[0] ?? '';
    expect(
      decrypt(standIn.userContext(standIn.demo.agencyAdminId, locationId), 'shh-its-a-secret'),
    ).toEqual({
      userId: standIn.demo.agencyAdminId,
      companyId: standIn.demo.companyId,
      role: 'admin',
      type: 'agency',
      activeLocation: locationId,
      userName: 'Alex Agency',
      email: 'alex@demo-agency.example',
    });
    const owner = decrypt(
      standIn.userContext(standIn.demo.locationUserIds[0] ?? ''),
      'shh-its-a-secret',
    );
    expect(owner).toMatchObject({ type: 'location', role: 'admin' });
    expect(owner.activeLocation).toBeUndefined();
  });

  it('renders the custom menu links the app created, the chosen one in an iframe, with the user data', async () => {
    const { access_token } = await connect(standIn);
    const locationId = standIn.demo.locationIds[0] ?? '';
    const menu = {
      icon: { name: 'graduation-cap', fontFamily: 'fas' },
      showOnCompany: false,
      showOnLocation: true,
      showToAllLocations: false,
      locations: [locationId],
      openMode: 'iframe',
      userRole: 'all',
    };
    await call(standIn, access_token, 'POST', '/custom-menus/', {
      body: { ...menu, title: 'Onboarding', url: 'https://retainly.example/crm?x=1' },
    });
    await call(standIn, access_token, 'POST', '/custom-menus/', {
      body: {
        ...menu,
        title: 'Admins only',
        url: 'https://retainly.example/admin',
        userRole: 'admin',
      },
    });
    const page = await fetch(`${standIn.url}/demo/location/${locationId}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('>Onboarding</a>');
    expect(html).toContain('>Admins only</a>');
    expect(html).toContain('src="https://retainly.example/crm?x=1"');
    expect(html).toContain("'REQUEST_USER_DATA_RESPONSE'");
    const blob = /const USER_DATA = "([^"]+)"/.exec(html)?.[1] ?? '';
    expect(decrypt(blob, 'shh-its-a-secret')).toMatchObject({ activeLocation: locationId });

    const other = await (
      await fetch(`${standIn.url}/demo/location/${standIn.demo.locationIds[1]}`)
    ).text();
    expect(other).not.toContain('Onboarding');
    const user = await (
      await fetch(
        `${standIn.url}/demo/location/${locationId}?userId=${standIn.demo.locationUserIds[0]}`,
      )
    ).text();
    expect(user).toContain('>Onboarding</a>');
  });
});
