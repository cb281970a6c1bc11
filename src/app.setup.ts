import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { registerBodyParsers } from './common/http/body-parsers';
import { registerClientErrorAnswers } from './common/http/client-errors';
import { registerRequestEdge } from './request-edge';
import { registerConditionalReads } from './common/conditional-reads/conditional-reads';
import { registerUndecodablePathRules } from './common/http/undecodable-paths';
import { SharedKnowledgeNotFoundError } from './knowledge/knowledge.errors';
import { TRANSPARENT_GIF } from './notifications/transparent-gif';
import { ShareTokenInvalidError } from './public-media/media.errors';
import { PublishedVisualPageNotFoundError } from './visual-pages/visual-pages.errors';
import { WebhookUnauthorizedError } from './webhooks/webhooks.errors';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { withInstanceServer } from './openapi/instance-server';
import type { AppConfig } from './config/app-config';

/** Everything main.ts and the e2e tests share about how the HTTP app is assembled. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.useLogger(app.get(Logger));
  express.disable('x-powered-by');
  express.set('trust proxy', config.trustProxy);
  // Express's own tags (weak, on any answer) are off: /v1 reads get strong ones of their own.
  express.set('etag', false);
  registerRequestEdge(app);
  registerConditionalReads(app);
  registerUndecodablePathRules(app, [
    { path: /^\/public\/media\//, answer: new ShareTokenInvalidError() },
    { path: /^\/public\/knowledge\//, answer: new SharedKnowledgeNotFoundError() },
    { path: /^\/public\/visual-pages\//, answer: new PublishedVisualPageNotFoundError() },
    { path: /^\/webhooks\//, answer: new WebhookUnauthorizedError() },
    {
      path: /^\/public\/notifications\/[^/]*\/pixel$/,
      answer: (res) =>
        res
          .status(200)
          .set({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' })
          .end(TRANSPARENT_GIF),
    },
  ]);
  registerBodyParsers(app);
  const server = app.getHttpServer() as Server;
  registerClientErrorAnswers(server);
  // Longer than a balancer's idle timeout (60 s is common): one that reuses a connection this
  // side has just closed answers its client 502 (Node's own default is 5 s).
  server.keepAliveTimeout = config.httpKeepAliveTimeoutMs;
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, config), {
    jsonDocumentUrl: 'docs-json',
    yamlDocumentUrl: 'docs-yaml',
    // Express is the platform, so the request and response are Express's.
    patchDocumentOnRequest: <Req, Res>(req: Req, res: Res, document: OpenAPIObject) =>
      withInstanceServer(req as Request, res as Response, document),
  });
  app.enableShutdownHooks();
}
