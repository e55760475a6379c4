import { readUploadMetadata } from './upload-metadata';

describe('readUploadMetadata', () => {
  it("writes an agency module's id in lower case, so one module's items share one target_ref", () => {
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    const read = readUploadMetadata({
      filename: 'a.mp4',
      targetType: 'agency_module',
      targetRef: id,
    });
    expect(read).toEqual({
      ok: true,
      value: { filename: 'a.mp4', targetType: 'agency_module', targetRef: id.toLowerCase() },
    });
  });

  it('keeps a catalogue module reference as given', () => {
    const ref = 'Setup/Account-Tour';
    const read = readUploadMetadata({
      filename: 'a.mp4',
      targetType: 'catalogue_module',
      targetRef: ref,
    });
    expect(read).toMatchObject({ ok: true, value: { targetRef: ref } });
  });

  it('refuses an agency module reference that is not an id', () => {
    const read = readUploadMetadata({
      filename: 'a.mp4',
      targetType: 'agency_module',
      targetRef: 'x',
    });
    expect(read).toEqual({
      ok: false,
      problem: 'An agency module upload needs "targetRef" as the id of one of your modules.',
    });
  });
});
