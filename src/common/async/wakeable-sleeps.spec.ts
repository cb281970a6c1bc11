import { WakeableSleeps } from './wakeable-sleeps';

describe('WakeableSleeps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ends a sleep when its time is up', async () => {
    const sleeps = new WakeableSleeps();
    let done = false;
    const sleeping = sleeps.sleep(1_000).then(() => (done = true));
    expect(sleeps.size).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(done).toBe(true);
    expect(sleeps.size).toBe(0);
  });

  it('ends every sleep under way at wakeAll, and clears their timers', async () => {
    const sleeps = new WakeableSleeps();
    const both = Promise.all([sleeps.sleep(60_000), sleeps.sleep(120_000)]);
    expect(sleeps.size).toBe(2);
    sleeps.wakeAll();
    await both;
    expect(sleeps.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not wake a sleep that starts after wakeAll', async () => {
    const sleeps = new WakeableSleeps();
    sleeps.wakeAll();
    let done = false;
    void sleeps.sleep(1_000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(990);
    expect(done).toBe(true);
  });
});
