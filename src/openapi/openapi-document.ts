import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  documentBodyRefusals,
  documentDatabaseUnavailable,
} from '../common/openapi/documented-refusals';
import type { AppConfig } from '../config/app-config';

export function buildOpenApiDocument(
  app: INestApplication,
  config: Pick<AppConfig, 'openApiBaseUrl' | 'openApiStagingBaseUrl'>,
): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Public Integration API')
    .setDescription(
      'Manage the AI agents installed for a team, read shared files, knowledge entries and published pages, ' +
        'track notifications and honour one-click unsubscribes, and exchange signed webhooks.',
    )
    .setVersion('1.0.0')
    .addServer(config.openApiBaseUrl, 'Production')
    .addServer(config.openApiStagingBaseUrl, 'Staging')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API token (svc_live_…)' })
    .build();
  return documentDatabaseUnavailable(
    documentBodyRefusals(
      SwaggerModule.createDocument(app, options, {
        operationIdFactory: (controllerKey, methodKey) =>
          `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
      }),
    ),
  );
}
