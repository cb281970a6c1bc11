import { createHash } from 'node:crypto';

/** A broker connection unused this long is closed (docs/webhooks-delivery.md, "Brokers"). */
export const BROKER_IDLE_CLOSE_MS = 60_000;

/** How long shutdown waits for brokers to answer the close of their connections. */
const CLOSE_WAIT_MS = 2_000;

/** What the pool needs of a connection. */
export interface PooledConnection {
  close(): Promise<void>;
  /** Calls `listener` once the connection is gone, whichever side closed it. */
  onGone(listener: () => void): void;
}

/** The attempt's time ran out (connecting, or waiting for the broker's confirmation). */
export class AttemptDeadlineError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timeout after ${timeoutMs} ms`);
    this.name = 'AttemptDeadlineError';
  }
}

interface Entry<C> {
  connection: Promise<C>;
  inUse: number;
  lastUsedAt: number;
}

/**
 * One connection per destination (its URL with credentials: a changed password is another
 * connection), shared by every attempt to it and closed once idle or at shutdown. Connecting and
 * the work on the connection both end at the attempt's deadline, so a broker that hangs holds a
 * worker no longer than the attempt timeout; a connection that fails or closes leaves the pool
 * and the next attempt opens a new one.
 */
export class BrokerConnectionPool<C extends PooledConnection> {
  private readonly entries = new Map<string, Entry<C>>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly idleMs = BROKER_IDLE_CLOSE_MS) {
    this.sweeper = setInterval(() => this.closeIdle(), Math.max(1_000, idleMs / 4));
    this.sweeper.unref();
  }

  async use<T>(
    url: string,
    open: () => Promise<C>,
    work: (connection: C) => Promise<T>,
    timeoutMs: number,
  ): Promise<T> {
    if (this.closed) throw new Error('shutting down');
    const deadline = Date.now() + timeoutMs;
    const key = createHash('sha256').update(url).digest('hex');
    const entry = this.entries.get(key) ?? this.opened(key, open);
    entry.inUse += 1;
    try {
      const connection = await beforeDeadline(entry.connection, deadline, timeoutMs);
      return await beforeDeadline(work(connection), deadline, timeoutMs);
    } finally {
      entry.inUse -= 1;
      entry.lastUsedAt = Date.now();
    }
  }

  /** Open connections (tests and metrics of the pool). */
  get size(): number {
    return this.entries.size;
  }

  /** At shutdown: a broker that does not answer its close holds it up no longer than 2 s. */
  async closeAll(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    const entries = [...this.entries.values()];
    this.entries.clear();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(entries.map((entry) => closeQuietly(entry))),
      new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS).unref())),
    ]);
    clearTimeout(timer);
  }

  private opened(key: string, open: () => Promise<C>): Entry<C> {
    const entry: Entry<C> = { connection: open(), inUse: 0, lastUsedAt: Date.now() };
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.connection.then((connection) => {
      // Opened while the pool was closing (an attempt in flight at shutdown): not kept.
      if (this.closed) void closeQuietly(entry);
      else connection.onGone(forget);
    }, forget);
    this.entries.set(key, entry);
    return entry;
  }

  private closeIdle(): void {
    const idleBefore = Date.now() - this.idleMs;
    for (const [key, entry] of this.entries) {
      if (entry.inUse > 0 || entry.lastUsedAt > idleBefore) continue;
      this.entries.delete(key);
      void closeQuietly(entry);
    }
  }
}

async function closeQuietly<C extends PooledConnection>(entry: Entry<C>): Promise<void> {
  try {
    await (await entry.connection).close();
  } catch {
    // Failed to open, or already gone: nothing to close.
  }
}

/** `work`, or AttemptDeadlineError at the deadline (`work` goes on, its outcome unheard). */
function beforeDeadline<T>(work: Promise<T>, deadline: number, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new AttemptDeadlineError(timeoutMs)),
      Math.max(0, deadline - Date.now()),
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: Error) => {
        clearTimeout(timer);
        // As thrown (a library's error may come from another realm): its `code` names the failure.
        reject(error);
      },
    );
  });
}
