import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { registerBodyParsers } from './common/http/body-parsers';
import { buildOpenApiDocument } from './openapi/openapi-document';
import type { AppConfig } from './config/app-config';

/** Everything main.ts and the e2e tests share about how the HTTP app is assembled. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const express = app as NestExpressApplication;
  express.useLogger(app.get(Logger));
  express.disable('x-powered-by');
  express.set('trust proxy', config.trustProxy);
  express.set('etag', false);
  registerBodyParsers(app);
  SwaggerModule.setup('docs', app, () => buildOpenApiDocument(app, config), {
    jsonDocumentUrl: 'docs-json',
    yamlDocumentUrl: 'docs-yaml',
  });
  app.enableShutdownHooks();
}
