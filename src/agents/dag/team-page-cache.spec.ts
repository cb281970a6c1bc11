import { Clock, GraphPageBytes, TeamPageCache, TeamPageCachePolicy } from './team-page-cache';

/** A clock moved by hand: timers run when `advance` passes their time. */
class ManualClock implements Clock {
  private time = 1_000_000;
  private timers: { at: number; run: () => void }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void) {
    const timer = { at: this.time + ms, run };
    this.timers.push(timer);
    return { cancel: () => (this.timers = this.timers.filter((t) => t !== timer)) };
  }

  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.time = next.at;
      this.timers = this.timers.filter((t) => t !== next);
      next.run();
      await settle();
    }
    this.time = until;
    await settle();
  }

  get pending(): number {
    return this.timers.length;
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A build whose completion the test decides; each build shows the version it was started at. */
class Builds {
  version = 0;
  started: { version: number; at: number; finish: () => void; fail: (error: Error) => void }[] = [];

  constructor(
    private readonly clock: ManualClock,
    private readonly takesMs = 0,
  ) {}

  readonly build = (): Promise<GraphPageBytes> =>
    new Promise((resolve, reject) => {
      const version = this.version;
      const finish = () => resolve(page(`v${version}`));
      this.started.push({ version, at: this.clock.now(), finish, fail: reject });
      if (this.takesMs === 0) finish();
      else this.clock.after(this.takesMs, finish);
    });
}

function page(text: string, size = 1): GraphPageBytes {
  return { json: Buffer.from(text.padEnd(size)), gzip: Buffer.alloc(0) };
}

const text = async (bytes: Promise<GraphPageBytes>) => (await bytes).json.toString().trim();

const POLICY: TeamPageCachePolicy = {
  rebuildIntervalMs: 1000,
  ttlMs: 60_000,
  maxBytes: 1_000_000,
  maxTeams: 100,
};

describe('TeamPageCache', () => {
  let clock: ManualClock;
  let builds: Builds;
  let cache: TeamPageCache;

  beforeEach(() => {
    clock = new ManualClock();
    builds = new Builds(clock);
    cache = new TeamPageCache(POLICY, clock);
  });

  /** A change committed by `writer` (the data first, then the notice, as after a commit). */
  const change = (writer?: string) => {
    builds.version += 1;
    cache.changed('team', writer);
  };

  it('builds once for concurrent readers and serves the cached page afterwards', async () => {
    builds = new Builds(clock, 50);
    const first = cache.get('team', 'a', builds.build);
    const second = cache.get('team', 'b', builds.build);
    await clock.advance(50);
    expect([await text(first), await text(second)]).toEqual(['v0', 'v0']);
    expect(await text(cache.get('team', 'a', builds.build))).toBe('v0');
    expect(builds.started).toHaveLength(1);
  });

  it('rebuilds at most once per interval under a change every 100 ms; readers never wait', async () => {
    await cache.get('team', 'reader', builds.build);
    const seen: string[] = [];
    for (let tick = 0; tick < 50; tick += 1) {
      change('writer');
      await clock.advance(100);
      const answer = cache.get('team', 'reader', builds.build);
      let done = false;
      void answer.then(() => (done = true));
      await settle();
      expect(done).toBe(true); // served at once, without waiting for a build
      seen.push(await text(answer));
    }
    // 5 s of changes: the first build, then one every 1,000 ms.
    expect(builds.started.map((b) => b.version)).toEqual([0, 10, 20, 30, 40, 50]);
    // Staleness stays within the interval: no answer is 10 or more changes (1,000 ms) behind.
    seen.forEach((answer, index) => expect(index + 1 - Number(answer.slice(1))).toBeLessThan(10));
  });

  it('measures the interval from the end of a build, so long builds never run back to back', async () => {
    builds = new Builds(clock, 700);
    for (let tick = 0; tick < 60; tick += 1) {
      if (tick > 0) change();
      void cache.get('team', 'reader', builds.build);
      await clock.advance(100);
    }
    const starts = builds.started.map((build) => build.at);
    expect(starts.length).toBeGreaterThan(2);
    starts.slice(1).forEach((at, index) => expect(at - starts[index]).toBeGreaterThanOrEqual(1700));
  });

  it("waits for the writer's own change, but serves others the last graph meanwhile", async () => {
    await cache.get('team', 'writer', builds.build);
    await clock.advance(10);
    change('writer');
    const writerRead = cache.get('team', 'writer', builds.build);
    expect(await text(cache.get('team', 'other', builds.build))).toBe('v0');
    let done = false;
    void writerRead.then(() => (done = true));
    await clock.advance(989);
    expect(done).toBe(false);
    await clock.advance(1);
    expect(await text(writerRead)).toBe('v1');
    expect(await text(cache.get('team', 'writer', builds.build))).toBe('v1');
    expect(builds.started).toHaveLength(2);
  });

  it('builds at once for a change that comes after the interval has passed', async () => {
    await cache.get('team', 'writer', builds.build);
    await clock.advance(5000);
    void cache.get('team', 'other', builds.build); // read since built: worth rebuilding
    change('writer');
    expect(builds.started).toHaveLength(2);
    expect(await text(cache.get('team', 'writer', builds.build))).toBe('v1');
  });

  it('a writer whose change lands during a build waits for the next one', async () => {
    builds = new Builds(clock, 300);
    const cold = cache.get('team', 'writer', builds.build);
    await clock.advance(100);
    change('writer'); // not in the build started at version 0
    const read = cache.get('team', 'writer', builds.build);
    await clock.advance(200);
    expect(await text(cold)).toBe('v0');
    await clock.advance(1000 + 300);
    expect(await text(read)).toBe('v1');
  });

  it('drops a graph nobody read since it was built instead of rebuilding it', async () => {
    await cache.get('team', 'reader', builds.build);
    change();
    await clock.advance(5000);
    expect(builds.started).toHaveLength(1);
    expect(cache.size.teams).toBe(0);
    expect(await text(cache.get('team', 'reader', builds.build))).toBe('v1');
  });

  it('ignores changes of teams it does not hold', async () => {
    cache.changed('other-team', 'writer');
    expect(cache.size).toEqual({ teams: 0, bytes: 0 });
    expect(clock.pending).toBe(0);
  });

  it('rebuilds an expired graph before serving it (a lost change notice)', async () => {
    await cache.get('team', 'reader', builds.build);
    builds.version = 7; // changed with no notice
    await clock.advance(POLICY.ttlMs);
    expect(await text(cache.get('team', 'reader', builds.build))).toBe('v7');
  });

  it('counts the TTL from the end of a build, so a build longer than the TTL is still served', async () => {
    builds = new Builds(clock, 2 * POLICY.ttlMs);
    const first = cache.get('team', 'reader', builds.build);
    await clock.advance(2 * POLICY.ttlMs);
    await first;
    expect(await text(cache.get('team', 'reader', builds.build))).toBe('v0');
    expect(builds.started).toHaveLength(1);
  });

  it('serves past the TTL while a noticed change is being rebuilt (builds longer than the TTL)', async () => {
    builds = new Builds(clock, 2 * POLICY.ttlMs);
    const first = cache.get('team', 'reader', builds.build);
    await clock.advance(2 * POLICY.ttlMs);
    await first;
    await cache.get('team', 'reader', builds.build); // read since built: rebuilt on a change
    change();
    await clock.advance(POLICY.rebuildIntervalMs + POLICY.ttlMs); // the rebuild is under way
    expect(await text(cache.get('team', 'reader', builds.build))).toBe('v0');
    expect(builds.started).toHaveLength(2);
  });

  it('keeps the last graph and fails the waiting readers when a build fails', async () => {
    builds = new Builds(clock, 10);
    const errors: string[] = [];
    cache = new TeamPageCache(POLICY, clock, (_team, error) => errors.push(String(error)));
    const first = cache.get('team', 'writer', builds.build);
    await clock.advance(10);
    await first;
    change('writer');
    const read = cache.get('team', 'writer', builds.build);
    await clock.advance(1000);
    builds.started[1].fail(new Error('db down'));
    await expect(read).rejects.toThrow('db down');
    expect(errors).toEqual(['Error: db down']);
    expect(await text(cache.get('team', 'other', builds.build))).toBe('v0');
  });

  it('forgets the least recently read teams past the byte bound, never the one just read', async () => {
    cache = new TeamPageCache({ ...POLICY, maxBytes: 250 }, clock);
    const sized = (name: string) => () => Promise.resolve(page(name, 100));
    await cache.get('a', 'u', sized('a'));
    await cache.get('b', 'u', sized('b'));
    await cache.get('a', 'u', sized('a')); // a is now more recent than b
    await cache.get('c', 'u', sized('c'));
    expect(cache.size).toEqual({ teams: 2, bytes: 200 });
    const rebuilt = jest.fn(sized('b'));
    await cache.get('b', 'u', rebuilt);
    expect(rebuilt).toHaveBeenCalledTimes(1); // b was the one forgotten
    const huge = () => Promise.resolve(page('huge', 1000));
    await cache.get('huge', 'u', huge);
    expect(cache.size.teams).toBe(1);
  });
});
