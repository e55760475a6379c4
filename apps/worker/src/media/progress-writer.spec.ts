import { ProgressWriter } from './progress-writer';

describe('ProgressWriter', () => {
  it('writes at most once per interval, and only forward', async () => {
    let now = 10_000;
    const written: number[] = [];
    const writer = new ProgressWriter(
      async (percent) => void written.push(percent),
      () => undefined,
      1_000,
      () => now,
    );
    writer.report(5);
    now += 500;
    writer.report(9); // too soon
    now += 600;
    writer.report(12);
    now += 2_000;
    writer.report(12); // not forward
    writer.report(3); // backwards
    now += 1_000;
    writer.report(40);
    await writer.settled();
    expect(written).toEqual([5, 12, 40]);
  });

  it('runs writes one after another and survives a failing one', async () => {
    let now = 5_000;
    const order: string[] = [];
    const errors: string[] = [];
    let release!: () => void;
    const writer = new ProgressWriter(
      async (percent) => {
        order.push(`start ${percent}`);
        if (percent === 10) await new Promise<void>((resolve) => (release = resolve));
        if (percent === 20) throw new Error('database away');
        order.push(`end ${percent}`);
      },
      (error) => errors.push(error.message),
      1_000,
      () => now,
    );
    writer.report(10);
    now += 1_000;
    writer.report(20);
    now += 1_000;
    writer.report(30);
    await new Promise(setImmediate);
    expect(order).toEqual(['start 10']);
    release();
    await writer.settled();
    expect(order).toEqual(['start 10', 'end 10', 'start 20', 'start 30', 'end 30']);
    expect(errors).toEqual(['database away']);
  });
});
