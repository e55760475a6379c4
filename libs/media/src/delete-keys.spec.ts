import { deleteKeys } from './delete-keys';
import type { MediaStorage } from './media-storage';

describe('deleteKeys', () => {
  it('deletes every key and returns only the ones that failed', async () => {
    const deleted: string[] = [];
    const storage = {
      delete: async (key: string) => {
        if (key === 'uploads/b') throw new Error('access denied');
        deleted.push(key);
      },
    } as unknown as MediaStorage;

    const failed = await deleteKeys(storage, ['uploads/a', 'uploads/b', 'uploads/c']);

    expect(deleted).toEqual(['uploads/a', 'uploads/c']);
    expect(failed).toEqual([{ key: 'uploads/b', error: new Error('access denied') }]);
  });
});
