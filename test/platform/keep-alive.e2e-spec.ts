import { Controller, Get } from '@nestjs/common';
import { connect, type Socket } from 'node:net';
import { Public } from '../../src/common/access/access-policy.decorator';
import { createTestApp, TestApp } from '../support/test-app';

/** A route that answers when the test lets it: a request still in flight when the app closes. */
let answer: (() => void) | undefined;
/** The request's release, once its handler runs. */
const inFlight = () => answer;
@Controller('v1/probe/slow')
class SlowController {
  @Get()
  @Public()
  async slow(): Promise<{ ok: true }> {
    await new Promise<void>((resolve) => (answer = resolve));
    return { ok: true };
  }
}

/**
 * docs/operations.md, "Deadlines": an idle client connection stays open HTTP_KEEP_ALIVE_TIMEOUT_MS
 * (65 s), longer than a balancer's idle timeout, and says so in `Keep-Alive`.
 */
describe('idle client connections', () => {
  /** One request on a raw connection kept open; resolves with the answer's head. */
  function ask(socket: Socket, path = '/health/live'): Promise<string> {
    return new Promise((resolve, reject) => {
      let received = '';
      const onData = (chunk: Buffer) => {
        received += chunk.toString('latin1');
        if (!received.includes('\r\n\r\n')) return;
        socket.off('data', onData);
        resolve(received.slice(0, received.indexOf('\r\n\r\n')));
      };
      socket.on('data', onData);
      socket.once('error', reject);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    });
  }

  async function opened(baseUrl: string): Promise<Socket> {
    const { hostname, port } = new URL(baseUrl);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    return socket;
  }

  /** Milliseconds from now until the server ends the connection (or `limitMs`, if it does not). */
  function closedAfter(socket: Socket, limitMs: number): Promise<number> {
    const started = Date.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(limitMs), limitMs);
      socket.once('end', () => {
        clearTimeout(timer);
        resolve(Date.now() - started);
      });
    });
  }

  // Node states its keep-alive timeout from the setting it closes by (the next test times it).
  it('keeps an idle connection 65 s by default and says so', async () => {
    const app = await createTestApp();
    const socket = await opened(await app.listen());
    try {
      expect(await ask(socket)).toMatch(/\r\nKeep-Alive: timeout=65(\r\n|$)/i);
    } finally {
      socket.destroy();
      await app.close();
    }
  });

  it('closes an idle connection after HTTP_KEEP_ALIVE_TIMEOUT_MS', async () => {
    const app: TestApp = await createTestApp({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' });
    const socket = await opened(await app.listen());
    try {
      expect(await ask(socket)).toMatch(/\r\nKeep-Alive: timeout=1(\r\n|$)/i);
      const closed = await closedAfter(socket, 5_000);
      expect(closed).toBeGreaterThanOrEqual(900);
      expect(closed).toBeLessThan(5_000);
    } finally {
      socket.destroy();
      await app.close();
    }
  });

  it('shuts down once the answers in flight are out, without waiting for their connections', async () => {
    const app = await createTestApp({}, { controllers: [SlowController] });
    const socket = await opened(await app.listen());
    try {
      answer = undefined;
      const answered = ask(socket, '/v1/probe/slow');
      let release = inFlight();
      while (!release) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        release = inFlight();
      }
      const started = Date.now();
      const closed = app.close();
      // The server stops listening before the request in flight is answered.
      while (app.http.listening) await new Promise((resolve) => setTimeout(resolve, 10));
      release();
      expect(await answered).toMatch(/^HTTP\/1\.1 200 /);
      await closed;
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      socket.destroy();
    }
  });
});
