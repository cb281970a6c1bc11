/** One team's graph page: the JSON bytes and the same gzip-encoded. */
export interface GraphPageBytes {
  json: Buffer;
  gzip: Buffer;
}

/** Time and timers, injected so that tests drive them by hand. */
export interface Clock {
  now(): number;
  after(ms: number, run: () => void): { cancel(): void };
}

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

export interface TeamPageCachePolicy {
  /** Least time from the end of one build of a team to the start of its next. */
  rebuildIntervalMs: number;
  /** Time after its build ended past which a graph is built again before it is served. */
  ttlMs: number;
  /** Bound on the bytes kept over all teams (the last graph read is kept whatever its size). */
  maxBytes: number;
  /** Bound on the teams kept. */
  maxTeams: number;
}

type Build = () => Promise<GraphPageBytes>;

interface Built {
  bytes: GraphPageBytes;
  /** The team's change count when this build started: it shows every change up to it. */
  changes: number;
  startedAt: number;
  endedAt: number;
  size: number;
}

interface Waiter {
  needs: number;
  resolve(bytes: GraphPageBytes): void;
  reject(error: unknown): void;
}

interface Entry {
  teamId: string;
  build: Build;
  /** Change notices so far (committed here, or told by another process). */
  changes: number;
  built?: Built;
  building: boolean;
  timer?: { cancel(): void };
  lastReadAt: number;
  /** Per writer (user id), the change count of its last change. */
  writers: Map<string, number>;
  waiters: Waiter[];
}

/**
 * The serialised graph of each team, rebuilt at most once per interval however often the team
 * changes (docs/agents.md, "Routes", Graph):
 * - a reader gets the last built graph at once, unless it has none, it misses a change of that
 *   reader's own, or it outlived the TTL with no change noticed: then the reader waits for the
 *   next build;
 * - a change schedules one build, `rebuildIntervalMs` after the end of the previous one (at
 *   once if that is past); every change noticed before a build starts is in it, so a change
 *   shows within the interval plus two builds;
 * - one build at a time per team, shared by every reader waiting for it; a graph nobody read
 *   since it was built is dropped on a change instead of being built again;
 * - least recently read teams are dropped past `maxBytes` or `maxTeams`.
 */
export class TeamPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly policy: TeamPageCachePolicy,
    private readonly clock: Clock,
    private readonly onBuildError: (teamId: string, error: unknown) => void = () => undefined,
  ) {}

  /** The team's graph as `reader` may see it; `build` makes a fresh one. */
  get(teamId: string, reader: string, build: Build): Promise<GraphPageBytes> {
    const now = this.clock.now();
    let entry = this.entries.get(teamId);
    if (entry) {
      this.entries.delete(teamId); // re-inserted last: Map order is the LRU order
    } else {
      entry = {
        teamId,
        build,
        changes: 0,
        building: false,
        lastReadAt: now,
        writers: new Map(),
        waiters: [],
      };
    }
    this.entries.set(teamId, entry);
    entry.lastReadAt = now;
    const { built } = entry;
    let needs = entry.writers.get(reader) ?? 0;
    if (built && built.changes === entry.changes && built.endedAt + this.policy.ttlMs <= now) {
      // Expired with no change noticed (a notice may be lost): counted as a change, waited for.
      // With changes noticed, a rebuild is already due and the interval rule bounds staleness.
      entry.changes += 1;
      needs = entry.changes;
    }
    if (built && built.changes >= needs) return Promise.resolve(built.bytes);
    this.trim();
    return new Promise((resolve, reject) => {
      entry.waiters.push({ needs, resolve, reject });
      this.schedule(entry);
    });
  }

  /** A committed change of the team, by `writer` (a user id) when known. */
  changed(teamId: string, writer?: string): void {
    const entry = this.entries.get(teamId);
    if (!entry) return; // nothing kept: the next read builds afresh
    entry.changes += 1;
    if (writer) entry.writers.set(writer, entry.changes);
    this.schedule(entry);
  }

  /** Cancels pending builds and forgets every team (shutdown). */
  clear(): void {
    for (const entry of this.entries.values()) entry.timer?.cancel();
    this.entries.clear();
    this.bytes = 0;
  }

  /** Bytes kept, for tests and metrics. */
  get size(): { teams: number; bytes: number } {
    return { teams: this.entries.size, bytes: this.bytes };
  }

  private schedule(entry: Entry): void {
    if (entry.building || entry.timer) return; // the end of the build schedules the next
    if (this.entries.get(entry.teamId) !== entry && entry.waiters.length === 0) return;
    const { built } = entry;
    if (built && built.changes >= entry.changes) return;
    const wait = built ? built.endedAt + this.policy.rebuildIntervalMs - this.clock.now() : 0;
    if (wait <= 0) return this.refresh(entry);
    entry.timer = this.clock.after(wait, () => {
      entry.timer = undefined;
      this.refresh(entry);
    });
  }

  private refresh(entry: Entry): void {
    const { built } = entry;
    if (built && entry.waiters.length === 0 && entry.lastReadAt <= built.startedAt) {
      this.drop(entry); // nobody read it since it was built: no build for nobody
      return;
    }
    this.start(entry);
  }

  private start(entry: Entry): void {
    const changes = entry.changes;
    const startedAt = this.clock.now();
    entry.building = true;
    entry.build().then(
      (bytes) => {
        entry.building = false;
        const size = bytes.json.length + bytes.gzip.length;
        const built = { bytes, changes, startedAt, endedAt: this.clock.now(), size };
        const waiting = entry.waiters;
        entry.waiters = waiting.filter((waiter) => waiter.needs > changes);
        for (const [writer, change] of entry.writers) {
          if (change <= changes) entry.writers.delete(writer);
        }
        if (this.entries.get(entry.teamId) === entry) {
          this.bytes += size - (entry.built?.size ?? 0);
          entry.built = built;
          this.trim();
        } else {
          entry.built = built; // dropped meanwhile: serves its waiters, kept nowhere
        }
        for (const waiter of waiting) if (waiter.needs <= changes) waiter.resolve(bytes);
        this.schedule(entry);
      },
      (error: unknown) => {
        entry.building = false;
        this.onBuildError(entry.teamId, error);
        const waiting = entry.waiters;
        entry.waiters = [];
        for (const waiter of waiting) waiter.reject(error);
        if (!entry.built) this.drop(entry);
        else this.schedule(entry); // retried no sooner than the interval
      },
    );
  }

  /** Drops least recently read teams, never one being built or waited for, past the bounds. */
  private trim(): void {
    const over = () =>
      this.bytes > this.policy.maxBytes || this.entries.size > this.policy.maxTeams;
    if (!over()) return;
    const newest = [...this.entries.keys()].pop();
    for (const entry of [...this.entries.values()]) {
      if (!over()) return;
      if (entry.teamId !== newest && !entry.building && entry.waiters.length === 0) {
        this.drop(entry);
      }
    }
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.teamId) !== entry) return;
    entry.timer?.cancel();
    entry.timer = undefined;
    this.entries.delete(entry.teamId);
    this.bytes -= entry.built?.size ?? 0;
  }
}
