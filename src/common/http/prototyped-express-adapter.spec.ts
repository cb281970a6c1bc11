import type { Express } from 'express';
import { IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrototypedExpressAdapter } from './prototyped-express-adapter';

describe('PrototypedExpressAdapter', () => {
  let server: Server;
  let app: Express;

  beforeEach(async () => {
    const adapter = new PrototypedExpressAdapter();
    adapter.initHttpServer({});
    app = adapter.getInstance<Express>();
    server = adapter.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("makes each request and response with Express's prototypes before Express sees them", async () => {
    const seen: boolean[] = [];
    server.prependListener('request', (request, response) => {
      seen.push(
        Object.getPrototypeOf(request) === app.request,
        Object.getPrototypeOf(response) === app.response,
        request instanceof IncomingMessage,
        response instanceof ServerResponse,
      );
    });
    app.get('/hello', (request, response) => {
      response.json({ path: request.path, accepts: request.accepts('json') });
    });
    const { port } = server.address() as AddressInfo;

    const answer = await fetch(`http://127.0.0.1:${port}/hello?x=1`);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ path: '/hello', accepts: 'json' });
    expect(seen).toEqual([true, true, true, true]);
  });
});
