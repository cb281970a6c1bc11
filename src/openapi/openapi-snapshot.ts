import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { join } from 'node:path';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './openapi-document';

export const OPENAPI_SNAPSHOT_PATH = join(__dirname, '..', '..', '..', 'openapi.json');

/**
 * The document exactly as the committed snapshot holds it: built from the code alone (preview
 * mode connects to nothing) with the default servers, so it does not depend on the environment.
 */
export async function buildOpenApiSnapshot(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule, {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    return buildOpenApiDocument(app, loadConfig({}));
  } finally {
    await app.close();
  }
}

export function serialiseOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
