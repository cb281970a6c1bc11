import type { ApiToken } from './api-token.entity';
import type { ApiTokenView } from './dto/api-token.response';

export function toApiTokenView(token: ApiToken): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt?.toISOString() ?? null,
    allowedIps: token.allowedIps,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  };
}
