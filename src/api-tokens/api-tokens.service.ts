import { afterCommit } from '../database/ambient-transaction';
import { Inject, Injectable } from '@nestjs/common';
import { ApiTokenAuthenticator } from './api-token-authenticator.service';
import type { Principal } from '../common/access/principal';
import { isUsedScopeEntity } from '../common/access/scope-entities';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ValidationFailedError } from '../common/errors/domain-error';
import { OffsetPage, OffsetPaging } from '../common/pagination/offset-page';
import { isUuid } from '../common/ids';
import { ApiToken } from './api-token.entity';
import { toApiTokenView } from './api-token.mapper';
import { ApiTokenNotFoundError } from './api-tokens.errors';
import { ApiTokensRepository } from './api-tokens.repository';
import { ApiTokenCreateDto } from './dto/api-token-create.dto';
import {
  ApiTokenCreatedView,
  ApiTokenWarningView,
  ApiTokenRevokedView,
  ApiTokenRotatedView,
  ApiTokenView,
} from './dto/api-token.response';
import { displayPrefix, generateTokenSecret, hashTokenSecret, TokenPrefix } from './token-secret';

/** Authentication rule 2: the old secret of a rotated token keeps working for 24 hours. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class ApiTokensService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: ApiTokensRepository,
    private readonly authenticator: ApiTokenAuthenticator,
  ) {}

  async create(
    owner: Pick<Principal, 'teamId' | 'userId'>,
    input: ApiTokenCreateDto,
  ): Promise<ApiTokenCreatedView> {
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw ValidationFailedError.forField(
        'expiresAt',
        'expiresAt must be in the future',
        'invalid_date',
      );
    }
    const secret = generateTokenSecret(this.tokenPrefix());
    const token = await this.tokens.insert({
      teamId: owner.teamId,
      userId: owner.userId,
      name: input.name,
      prefix: displayPrefix(secret),
      secretHash: hashTokenSecret(secret),
      scopes: input.scopes.map(({ entity, actions }) => ({ entity, actions })),
      allowedIps: input.allowedIps ?? null,
      expiresAt,
    });
    const { lastUsedAt: _neverUsedYet, ...view } = toApiTokenView(token);
    return { ...view, token: secret, warnings: unknownEntityWarnings(view.scopes) };
  }

  async list(
    owner: Pick<Principal, 'teamId' | 'userId'>,
    paging: OffsetPaging,
  ): Promise<OffsetPage<ApiTokenView>> {
    const page = await this.tokens.livePage(owner, paging);
    return { ...page, data: page.data.map(toApiTokenView) };
  }

  async rotate(
    owner: Pick<Principal, 'teamId' | 'userId'>,
    id: string,
  ): Promise<ApiTokenRotatedView> {
    const secret = generateTokenSecret(this.tokenPrefix());
    const previousValidUntil = new Date(Date.now() + ROTATION_GRACE_MS);
    const tokenId = isUuid(id)
      ? await this.tokens.rotateSecret(owner, id, {
          previousValidUntil,
          secretHash: hashTokenSecret(secret),
          prefix: displayPrefix(secret),
        })
      : undefined;
    if (!tokenId) throw new ApiTokenNotFoundError();
    await afterCommit(() => this.authenticator.invalidate(tokenId));
    return {
      id: tokenId,
      token: secret,
      previousTokenValidUntil: previousValidUntil.toISOString(),
    };
  }

  /** Revocation is immediate for both the current and any grace-period secret. */
  async revoke(
    owner: Pick<Principal, 'teamId' | 'userId'>,
    id: string,
  ): Promise<ApiTokenRevokedView> {
    const token = await this.findLive(owner, id);
    if (!(await this.tokens.revoke(token.id, new Date()))) throw new ApiTokenNotFoundError();
    await afterCommit(() => this.authenticator.invalidate(token.id));
    return { id: token.id, revoked: true };
  }

  private async findLive(
    owner: Pick<Principal, 'teamId' | 'userId'>,
    id: string,
  ): Promise<ApiToken> {
    const token = isUuid(id) ? await this.tokens.findLive(owner, id) : undefined;
    if (!token) throw new ApiTokenNotFoundError();
    return token;
  }

  private tokenPrefix(): TokenPrefix {
    return this.config.appEnv === 'staging' ? 'svc_test_' : 'svc_live_';
  }
}

/** Unknown entities stay accepted (platform.md: the set grows), but the caller is told at once. */
function unknownEntityWarnings(scopes: { entity: string }[]): ApiTokenWarningView[] {
  const unknown = [...new Set(scopes.map(({ entity }) => entity))].filter(
    (entity) => !isUsedScopeEntity(entity),
  );
  return unknown.map((entity) => ({
    code: 'unknown_scope_entity',
    entity,
    message: `Scope entity "${entity}" is not used by this service yet; it is kept as given`,
  }));
}
