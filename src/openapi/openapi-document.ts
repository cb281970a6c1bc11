import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  documentBodyRefusals,
  documentDatabaseUnavailable,
} from '../common/openapi/documented-refusals';
import type { AppConfig } from '../config/app-config';
import { MethodNotAllowedError, ValidationFailedError } from '../common/errors/domain-error';
import { documentSafeRetries } from '../idempotency/idempotency-openapi';
import { describeOperations } from './operation-descriptions';
import { API_TAGS } from './api-tags';
import { documentRateLimitHeaders } from './rate-limit-headers';
import { documentConditionalReads } from './conditional-read-headers';
import { documentEnforcedRules } from './enforced-rules';
import { documentBodiesByMediaType } from '../common/openapi/body-by-media-type';
import { SUBSCRIPTION_FILTER_SCHEMAS } from '../webhooks/subscriptions/filters/filter-openapi';
import { PORTAL_SECURITY_SCHEME } from '../common/access/access-policy.decorator';

// Not `bearerFormat: JWT`: the /v1 resources take opaque API tokens; only the session-only token
// management routes (left out of this document) take a JWT.
const BEARER_DESCRIPTION =
  'An API token, `svc_live_…` (opaque, not a JWT), created with `POST /v1/api-tokens` and holding ' +
  'the scope each operation names. Token management itself takes a user session instead: an ' +
  'RS256 JWT issued by `npm run cli -- bootstrap` or `session`, verifiable with /.well-known/jwks.json.';

/** What every operation enforces beyond its schemas (docs/platform.md, "Errors and validation"). */
const REQUEST_RULES =
  'Requests are held to this document: a body or query value outside its schema (an ' +
  'undeclared property, a number where an integer is asked, an empty query value such as ' +
  `\`limit=\`, a string or a list out of its bounds) is 400 \`${ValidationFailedError.code}\` with \`details[]\`. ` +
  'No string may hold U+0000 or an unpaired surrogate. A method a path does not declare is 405 ' +
  `\`${MethodNotAllowedError.code}\` with \`Allow\` listing the methods it does.`;

const PORTAL_BEARER_DESCRIPTION =
  'A portal link token (`whp_…`): the fragment of the `url` that `POST /v1/webhooks/portal-links` ' +
  'returns. It reaches only the link’s subscriptions under `/portal/api`, until it expires or is revoked.';

export function buildOpenApiDocument(
  app: INestApplication,
  config: Pick<AppConfig, 'openApiBaseUrl' | 'openApiStagingBaseUrl'>,
): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Public Integration API')
    .setDescription(
      'Manage the AI agents installed for a team, read shared files, knowledge entries and published pages, ' +
        'track notifications and honour one-click unsubscribes, and exchange signed webhooks.\n\n' +
        REQUEST_RULES,
    )
    .setVersion('1.0.0')
    .addServer(config.openApiBaseUrl, 'Production')
    .addServer(config.openApiStagingBaseUrl, 'Staging')
    .addSecurity('bearer', { type: 'http', scheme: 'bearer', description: BEARER_DESCRIPTION })
    .addSecurity(PORTAL_SECURITY_SCHEME, {
      type: 'http',
      scheme: 'bearer',
      description: PORTAL_BEARER_DESCRIPTION,
    });
  for (const { name, description } of API_TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  // Schemas no decorator can describe (free-form keys) replace their placeholder classes.
  Object.assign(document.components!.schemas!, SUBSCRIPTION_FILTER_SCHEMAS);
  documentEnforcedRules(documentBodiesByMediaType(document), app);
  return describeOperations(
    documentConditionalReads(
      documentRateLimitHeaders(
        declarePublicOperations(
          documentSafeRetries(documentDatabaseUnavailable(documentBodyRefusals(document))),
        ),
      ),
    ),
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Says outright what is public: an operation without a bearer requirement gets `security: []`
 * (its credential, if any, is a token in its URL that the handler checks), and both configured
 * servers are public ones (`x-internal: false`).
 */
function declarePublicOperations(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (operation && !operation.security) operation.security = [];
    }
  document.servers = (document.servers ?? []).map((server) => ({
    ...server,
    'x-internal': false,
  }));
  return document;
}
