import {
  AttemptDeadlineError,
  BrokerConnectionPool,
  type PooledConnection,
} from './broker-connection-pool';

class FakeConnection implements PooledConnection {
  closed = false;
  private gone: Array<() => void> = [];

  close(): Promise<void> {
    this.closed = true;
    this.drop();
    return Promise.resolve();
  }

  onGone(listener: () => void): void {
    this.gone.push(listener);
  }

  /** The broker closed it. */
  drop(): void {
    for (const listener of this.gone.splice(0)) listener();
  }
}

describe('BrokerConnectionPool', () => {
  let pool: BrokerConnectionPool<FakeConnection>;
  let opened: FakeConnection[];
  const open = () => {
    const connection = new FakeConnection();
    opened.push(connection);
    return Promise.resolve(connection);
  };
  const use = (url = 'amqp://u:p@h/', timeoutMs = 1_000) =>
    pool.use(url, open, (connection) => Promise.resolve(connection), timeoutMs);

  beforeEach(() => {
    jest.useFakeTimers();
    opened = [];
    pool = new BrokerConnectionPool(60_000);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await pool.closeAll();
  });

  it('shares one connection per URL with its credentials; another password is another connection', async () => {
    const [a, b] = await Promise.all([use(), use()]);
    expect(a).toBe(b);
    expect(await use('amqp://u:other@h/')).not.toBe(a);
    expect(opened).toHaveLength(2);
  });

  it('closes a connection idle for the idle time, not one in use', async () => {
    const idle = await use('amqp://idle@h/');
    let release!: () => void;
    const busy = pool.use(
      'amqp://busy@h/',
      open,
      () => new Promise<void>((resolve) => (release = resolve)),
      120_000,
    );
    await jest.advanceTimersByTimeAsync(61_000 + 15_000);
    expect(idle.closed).toBe(true);
    expect(opened[1]?.closed).toBe(false);
    release();
    await busy;
  });

  it('forgets a connection the broker closed or that failed to open', async () => {
    const first = await use();
    first.drop();
    expect(await use()).not.toBe(first);
    const failing = pool.use(
      'amqp://down@h/',
      () => Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
      (connection) => Promise.resolve(connection),
      1_000,
    );
    await expect(failing).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await use('amqp://down@h/')).toBeInstanceOf(FakeConnection);
  });

  it('ends a connect or a piece of work that hangs at the attempt deadline', async () => {
    const hung = pool.use(
      'amqp://hung@h/',
      () => new Promise<FakeConnection>(() => undefined),
      (c) => Promise.resolve(c),
      500,
    );
    const expectation = expect(hung).rejects.toThrow(new AttemptDeadlineError(500));
    await jest.advanceTimersByTimeAsync(500);
    await expectation;
    const slow = pool.use('amqp://slow@h/', open, () => new Promise(() => undefined), 500);
    const slowExpectation = expect(slow).rejects.toThrow('timeout after 500 ms');
    await jest.advanceTimersByTimeAsync(500);
    await slowExpectation;
  });

  it('closes everything at shutdown, and a connection that opens afterwards at once', async () => {
    const kept = await use();
    let finishOpening!: (connection: FakeConnection) => void;
    const late = new FakeConnection();
    const opening = pool
      .use(
        'amqp://late@h/',
        () => new Promise((resolve) => (finishOpening = resolve)),
        (c) => Promise.resolve(c),
        1_000,
      )
      .catch(() => undefined);
    const closing = pool.closeAll();
    finishOpening(late);
    await closing;
    await opening;
    expect(kept.closed).toBe(true);
    expect(late.closed).toBe(true);
    await expect(use()).rejects.toThrow('shutting down');
  });
});
