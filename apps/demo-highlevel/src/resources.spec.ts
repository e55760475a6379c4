import { startHighLevelStandIn, type HighLevelStandIn } from './stand-in';
import { call, connect, locationToken } from './spec-helpers';

type Body = Record<string, unknown>;

describe('the stand-in: the resources Retainly uses', () => {
  let standIn: HighLevelStandIn;
  let agency: string;
  let token: string;
  const locationId = () => standIn.demo.locationIds[4] ?? '';
  const read = async (response: Promise<Response>, status = 200): Promise<Body> => {
    const answered = await response;
    expect(answered.status).toBe(status);
    return (await answered.json()) as Body;
  };

  beforeAll(async () => {
    standIn = await startHighLevelStandIn();
    agency = (await connect(standIn)).access_token;
    token = await locationToken(standIn, agency, locationId());
  });
  afterAll(() => standIn.close());

  it('lists sub-accounts and users of the agency', async () => {
    const search = await read(
      call(standIn, agency, 'GET', `/locations/search?companyId=${standIn.demo.companyId}&limit=3`),
    );
    expect((search.locations as Body[]).map((location) => location.name)).toEqual([
      'Bright Smile Dental',
      'Peak Fitness Studio',
      'Green Leaf Landscaping',
    ]);
    const { location } = await read(call(standIn, token, 'GET', `/locations/${locationId()}`));
    expect(location).toMatchObject({
      companyId: standIn.demo.companyId,
      name: 'Sunrise Bakery',
      emailSending: { configured: false },
    });

    const users = await read(
      call(
        standIn,
        agency,
        'GET',
        `/users/search?companyId=${standIn.demo.companyId}&locationId=${locationId()}`,
      ),
    );
    expect(users.count).toBe(2);
    const deprecated = await read(
      call(standIn, token, 'GET', `/users/?locationId=${locationId()}`),
    );
    expect((deprecated.users as Body[]).map((user) => (user.roles as Body).type).sort()).toEqual([
      'account',
      'agency',
    ]);
  });

  it('creates, lists, updates and deletes custom menu links', async () => {
    const created = await read(
      call(standIn, agency, 'POST', '/custom-menus/', {
        body: {
          title: 'Training',
          url: 'https://retainly.example/crm',
          icon: { name: 'graduation-cap', fontFamily: 'fas' },
          showOnCompany: true,
          showOnLocation: true,
          showToAllLocations: true,
          openMode: 'iframe',
          locations: [],
          userRole: 'all',
          allowCamera: false,
          allowMicrophone: false,
        },
      }),
      201,
    );
    const menu = created.customMenu as Body;
    expect(menu).toMatchObject({ title: 'Training', order: 1, openMode: 'iframe' });
    const id = String(menu.id);
    const list = await read(
      call(standIn, agency, 'GET', `/custom-menus/?locationId=${locationId()}`),
    );
    expect(list.totalLinks).toBe(1);
    const updated = await read(
      call(standIn, agency, 'PUT', `/custom-menus/${id}`, { body: { title: 'Academy' } }),
    );
    expect(updated).toMatchObject({ success: true, customMenu: { id, title: 'Academy' } });
    const removed = await read(call(standIn, agency, 'DELETE', `/custom-menus/${id}`));
    expect(removed).toMatchObject({
      success: true,
      message: 'Custom menu successfully deleted',
      deletedMenuId: id,
    });
    expect((await call(standIn, agency, 'GET', `/custom-menus/${id}`)).status).toBe(404);
    const invalid = await read(
      call(standIn, agency, 'POST', '/custom-menus/', { body: { title: 'x' } }),
      422,
    );
    expect(invalid).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(invalid.message).toContain('url should not be empty');
  });

  it('writes contacts, their tags and custom fields, and finds them', async () => {
    const { customField } = await read(
      call(standIn, token, 'POST', `/locations/${locationId()}/customFields`, {
        body: { name: 'Onboarding stage', dataType: 'TEXT' },
      }),
      201,
    );
    expect(customField).toMatchObject({ fieldKey: 'contact.onboarding_stage', model: 'contact' });
    const fieldId = String((customField as Body).id);

    const { contact } = await read(
      call(standIn, token, 'POST', '/contacts/', {
        body: {
          locationId: locationId(),
          firstName: 'Kim',
          lastName: 'Park',
          email: 'kim@example.com',
          tags: ['new'],
          customFields: [{ id: fieldId, field_value: 'started' }],
        },
      }),
      201,
    );
    const id = String((contact as Body).id);
    expect(contact).toMatchObject({
      name: 'Kim Park',
      tags: ['new'],
      customFields: [{ id: fieldId, value: 'started' }],
    });

    const duplicate = await read(
      call(standIn, token, 'POST', '/contacts/', {
        body: { locationId: locationId(), email: 'kim@example.com' },
      }),
      400,
    );
    expect(duplicate).toMatchObject({ meta: { contactId: id, matchingField: 'email' } });

    const upserted = await read(
      call(standIn, token, 'POST', '/contacts/upsert', {
        body: { locationId: locationId(), email: 'kim@example.com', lastName: 'Lee' },
      }),
    );
    expect(upserted).toMatchObject({ new: false, contact: { id, name: 'Kim Lee' } });
    const updated = await read(
      call(standIn, token, 'PUT', `/contacts/${id}`, {
        body: { customFields: [{ key: 'onboarding_stage', field_value: 'done' }] },
      }),
    );
    expect(updated).toMatchObject({
      succeded: true,
      contact: { customFields: [{ id: fieldId, value: 'done' }] },
    });

    expect(
      await read(
        call(standIn, token, 'POST', `/contacts/${id}/tags`, { body: { tags: ['retainly'] } }),
        201,
      ),
    ).toMatchObject({ tags: ['new', 'retainly'] });
    expect(
      await read(
        call(standIn, token, 'DELETE', `/contacts/${id}/tags`, { body: { tags: ['new'] } }),
      ),
    ).toMatchObject({ tags: ['retainly'] });

    const found = await read(
      call(
        standIn,
        token,
        'GET',
        `/contacts/search/duplicate?locationId=${locationId()}&email=${encodeURIComponent('KIM@example.com')}`,
      ),
    );
    expect((found.contact as Body).id).toBe(id);
    const none = await read(
      call(
        standIn,
        token,
        'GET',
        `/contacts/search/duplicate?locationId=${locationId()}&email=x%40y.z`,
      ),
    );
    expect(none.contact).toBeNull();
    const search = await read(
      call(standIn, token, 'POST', '/contacts/search', {
        body: {
          locationId: locationId(),
          pageLimit: 1,
          filters: [{ field: 'tags', operator: 'eq', value: 'retainly' }],
        },
      }),
    );
    expect(search.total).toBe(1);
    expect(
      (
        await read(
          call(standIn, token, 'GET', `/locations/${locationId()}/customFields?model=contact`),
        )
      ).customFields,
    ).toHaveLength(1);
  });

  it('reads the setup steps’ data as the test hooks change it', async () => {
    const id = locationId();
    const get = (path: string, version = '2021-07-28') =>
      read(call(standIn, token, 'GET', path, { version }));
    expect((await get(`/calendars/?locationId=${id}`, '2021-04-15')).calendars).toEqual([]);
    standIn.state.addCalendar(id, { name: 'Intro call' });
    expect((await get(`/calendars/?locationId=${id}`, '2021-04-15')).calendars).toMatchObject([
      { name: 'Intro call', isActive: true },
    ]);

    expect((await get(`/phone-system/numbers/location/${id}`)).numbers).toEqual([]);
    standIn.state.addPhoneNumber(id);
    expect((await get(`/phone-system/numbers/location/${id}`)).numbers).toHaveLength(1);
    standIn.state.setPhoneSystemConnected(id, false);
    expect(
      await read(call(standIn, token, 'GET', `/phone-system/numbers/location/${id}`), 404),
    ).toEqual({
      message: 'Phone system is not connected to this account',
      statusCode: 404,
    });

    standIn.state.setEmailSending(id, true, 'mailgun');
    expect((await get(`/locations/${id}`)).location).toMatchObject({
      emailSending: { configured: true, provider: 'mailgun' },
    });

    standIn.state.addPipeline(id);
    expect((await get(`/opportunities/pipelines?locationId=${id}`)).pipelines).toHaveLength(1);
    const workflow = standIn.state.addWorkflow(id);
    standIn.state.publishWorkflow(id, workflow.id);
    expect((await get(`/workflows/?locationId=${id}`)).workflows).toMatchObject([
      { id: workflow.id, status: 'published' },
    ]);
    standIn.state.addForm(id);
    expect((await get(`/forms/?locationId=${id}`)).total).toBe(1);
    standIn.state.addFunnel(id);
    expect((await get(`/funnels/funnel/list?locationId=${id}`)).count).toBe(1);

    standIn.state.addMessage(id, { messageType: 'Email' });
    const sms = standIn.state.addMessage(id, { messageType: 'SMS' });
    const outbound = await get(
      `/conversations/search?locationId=${id}&lastMessageDirection=outbound&limit=1`,
      '2021-04-15',
    );
    expect(outbound.total).toBe(2);
    expect(outbound.conversations).toMatchObject([
      { contactId: sms.contactId, lastMessageType: 'TYPE_SMS' },
    ]);
    const exported = await get(`/conversations/messages/export?locationId=${id}`, '2021-04-15');
    expect(exported).toMatchObject({
      total: 1,
      nextCursor: null,
      messages: [{ messageType: 'TYPE_SMS', direction: 'outbound' }],
    });
    expect(
      (await get(`/conversations/messages/export?locationId=${id}&channel=Email`, '2021-04-15'))
        .total,
    ).toBe(1);
  });

  it('answers the SaaS subscription of a sub-account, or the documented 404', async () => {
    const id = locationId();
    const path = `/saas/get-saas-subscription/${id}?companyId=${standIn.demo.companyId}`;
    expect((await call(standIn, agency, 'GET', path, { version: '2021-04-15' })).status).toBe(404);
    standIn.state.setSaasPlan(id, 'plan-pro');
    const subscription = await read(call(standIn, agency, 'GET', path, { version: '2021-04-15' }));
    expect(subscription).toMatchObject({
      locationId: id,
      saasPlanId: 'plan-pro',
      subscriptionStatus: 'active',
      isSaaSV2: true,
    });
  });
});
