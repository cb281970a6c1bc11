import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now (nothing listens on it once this resolves). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
