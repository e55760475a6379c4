import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaQuotaUse } from '@retainly/domain';
import { stubFetch } from '../../../test/fetch-stub';
import { StorageMeter } from './storage-meter';

const GiB = 1024 ** 3;
const UPLOAD_ID = '5b0c1f7e-9d7a-4a53-8f1e-0d6c2a1b9e44';

const quota: MediaQuotaUse = {
  usedBytes: 1.2 * GiB,
  allowanceBytes: 5 * GiB,
  videos: { count: 3, bytes: 1 * GiB },
  unfinishedUploads: [
    {
      id: UPLOAD_ID,
      moduleId: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
      filename: 'kickoff.mp4',
      receivedBytes: 0.2 * GiB,
      sizeBytes: 2 * GiB,
    },
  ],
};

function renderMeter(use: MediaQuotaUse) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StorageMeter quota={use} />
    </QueryClientProvider>,
  );
}

/** Issue #32: the agency sees what holds its storage, and can cancel an unfinished upload. */
describe('video storage meter', () => {
  it('says what holds the quota: videos, and unfinished uploads by what they received', () => {
    renderMeter(quota);
    expect(
      screen.getByText('Used 1.2 GB of 5 GB: 1 GB in 3 videos, 205 MB in 1 unfinished upload'),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Unfinished uploads' }).textContent).toContain(
      'kickoff.mp4: 205 MB of 2 GB received',
    );
  });

  it('cancels an unfinished upload with a tus DELETE', async () => {
    const { sent, fetch } = stubFetch(() => ({ status: 204 }));
    renderMeter(quota);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the upload of kickoff.mp4' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: `/uploads/${UPLOAD_ID}` });
    expect(fetch.mock.calls[0]![1]!.headers).toMatchObject({
      'tus-resumable': '1.0.0',
      'x-retainly-client': 'web',
    });
  });

  it('shows no breakdown while nothing is stored', () => {
    renderMeter({ ...quota, usedBytes: 0, videos: { count: 0, bytes: 0 }, unfinishedUploads: [] });
    expect(screen.queryByText(/^Used /)).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
