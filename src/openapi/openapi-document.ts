import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  documentBodyRefusals,
  documentDatabaseUnavailable,
} from '../common/openapi/documented-refusals';
import type { AppConfig } from '../config/app-config';
import { describeOperations } from './operation-descriptions';
import { API_TAGS } from './api-tags';

// Not `bearerFormat: JWT`: the /v1 resources take opaque API tokens; only the session-only token
// management routes (left out of this document) take a JWT.
const BEARER_DESCRIPTION =
  'An API token, `svc_live_…` (opaque, not a JWT), created with `POST /v1/api-tokens` and holding ' +
  'the scope each operation names. Token management itself takes a user session instead: an ' +
  'RS256 JWT issued by `npm run cli -- bootstrap` or `session`, verifiable with /.well-known/jwks.json.';

export function buildOpenApiDocument(
  app: INestApplication,
  config: Pick<AppConfig, 'openApiBaseUrl' | 'openApiStagingBaseUrl'>,
): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Public Integration API')
    .setDescription(
      'Manage the AI agents installed for a team, read shared files, knowledge entries and published pages, ' +
        'track notifications and honour one-click unsubscribes, and exchange signed webhooks.',
    )
    .setVersion('1.0.0')
    .addServer(config.openApiBaseUrl, 'Production')
    .addServer(config.openApiStagingBaseUrl, 'Staging')
    .addSecurity('bearer', { type: 'http', scheme: 'bearer', description: BEARER_DESCRIPTION });
  for (const { name, description } of API_TAGS) builder.addTag(name, description);
  return describeOperations(
    documentDatabaseUnavailable(
      documentBodyRefusals(
        SwaggerModule.createDocument(app, builder.build(), {
          operationIdFactory: (controllerKey, methodKey) =>
            `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
        }),
      ),
    ),
  );
}
