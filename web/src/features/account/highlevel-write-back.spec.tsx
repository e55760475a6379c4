import { screen } from '@testing-library/react';
import type { HighLevelSubAccountView, HighLevelWriteBackView } from '@retainly/domain';
import { stubFetch } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/render';
import { HighLevelWriteBackSetting } from './highlevel-write-back';

const subAccount = (locationId: string, name: string): HighLevelSubAccountView => ({
  locationId,
  name,
  versionId: 'v1',
  users: 1,
  menuEnabled: true,
  menuTitle: 'Training',
  menuApplied: true,
});
const OFF: HighLevelWriteBackView = {
  locationId: null,
  locationName: null,
  pending: 0,
  written: 0,
  lastError: null,
};

describe('Settings → HighLevel → Write progress to (issue #33)', () => {
  it('offers off or one of the sub-accounts, and saves the choice', async () => {
    const { sent } = stubFetch((request) => {
      if (request.path === '/highlevel/sub-accounts') {
        return { body: [subAccount('Loc1', 'Bright Smile'), subAccount('Loc5', 'Our agency')] };
      }
      if (request.method === 'PUT') {
        return { body: { ...OFF, locationId: 'Loc5', locationName: 'Our agency', written: 3 } };
      }
      return { body: OFF };
    });
    const { user } = renderSignedIn(<HighLevelWriteBackSetting />);
    const select = await screen.findByLabelText<HTMLSelectElement>('Write progress to');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Off',
      'Bright Smile',
      'Our agency',
    ]);
    expect(select.value).toBe('');

    await user.selectOptions(select, 'Our agency');
    expect(await screen.findByText('3 clients up to date in HighLevel.')).toBeTruthy();
    expect(select.value).toBe('Loc5');
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/highlevel/write-back',
      body: { locationId: 'Loc5' },
    });
  });

  it('shows what is still on its way and the last problem', async () => {
    stubFetch((request) =>
      request.path === '/highlevel/sub-accounts'
        ? { body: [subAccount('Loc5', 'Our agency')] }
        : {
            body: {
              ...OFF,
              locationId: 'Loc5',
              locationName: 'Our agency',
              pending: 2,
              lastError: 'Service Unavailable',
            },
          },
    );
    renderSignedIn(<HighLevelWriteBackSetting />);
    expect(
      await screen.findByText('Writing 2 clients… Last problem: Service Unavailable'),
    ).toBeTruthy();
  });
});
