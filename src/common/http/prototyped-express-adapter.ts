import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';

/** How often a closing server closes the connections whose answers are out. */
const CLOSING_SWEEP_MS = 50;

/**
 * Express 5 gives each request and response Express's prototypes as it enters the app
 * (`Object.setPrototypeOf(req, app.request)` in `app.handle`). Changing the prototype of every
 * new object costs V8 more than the call: the objects leave the fast shapes, and every request's
 * graph outlived two scavenges and was left to full collections (4–6 MB promoted per scavenge,
 * a full collection every quarter second under load). Here Node's HTTP server builds them with
 * those prototypes from the start, so Express's call finds them set and changes nothing
 * (bench/README.md, "The request pipeline and tracing").
 *
 * Closing, it waits for the requests in flight, not for their connections: Node's `close()` ends
 * the connections idle at that moment, and one whose answer goes out later would stay open for
 * HTTP_KEEP_ALIVE_TIMEOUT_MS (65 s) and hold the shutdown that long.
 */
export class PrototypedExpressAdapter extends ExpressAdapter {
  override async close(): Promise<void> {
    const server = this.getHttpServer() as Server | undefined;
    const sweep = setInterval(() => server?.closeIdleConnections(), CLOSING_SWEEP_MS);
    try {
      await super.close();
    } finally {
      clearInterval(sweep);
    }
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      super.initHttpServer(options);
      return;
    }
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      {
        IncomingMessage: constructorWithPrototype<typeof IncomingMessage>(
          IncomingMessage,
          app.request,
        ),
        ServerResponse: constructorWithPrototype<typeof ServerResponse>(
          ServerResponse,
          app.response,
        ),
      },
      app,
    );
  }
}

/**
 * A constructor that runs Node's own (`IncomingMessage` and `ServerResponse` are plain
 * functions) and gives its objects `prototype`, which inherits from Node's.
 */
function constructorWithPrototype<T>(base: unknown, prototype: object): T {
  const construct = base as (this: object, first: unknown, second: unknown) => void;
  function Prototyped(this: object, first: unknown, second: unknown): void {
    construct.call(this, first, second);
  }
  Prototyped.prototype = prototype;
  return Prototyped as unknown as T;
}
