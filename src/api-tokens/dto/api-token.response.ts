import { ApiProperty, OmitType } from '@nestjs/swagger';
import { TokenScopeDto } from './api-token-create.dto';

export class ApiTokenView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({
    example: 'svc_live_AbCd',
    description: 'Start of the secret, to tell tokens apart',
  })
  prefix: string;

  @ApiProperty({ type: [TokenScopeDto] })
  scopes: TokenScopeDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt: string | null;

  @ApiProperty({ type: [String], nullable: true })
  allowedIps: string[] | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastUsedAt: string | null;
}

export class ApiTokenWarningView {
  @ApiProperty({ enum: ['unknown_scope_entity'] })
  code: 'unknown_scope_entity';

  @ApiProperty({ example: 'agents' })
  entity: string;

  @ApiProperty({
    example: 'Scope entity "agents" is not used by this service yet; it is kept as given',
  })
  message: string;
}

export class ApiTokenCreatedView extends OmitType(ApiTokenView, ['lastUsedAt'] as const) {
  @ApiProperty({ description: 'The secret; shown only in this response' })
  token: string;

  @ApiProperty({
    type: [ApiTokenWarningView],
    description:
      'One entry per scope entity no operation of this service uses yet (a misspelling such as ' +
      '`agents` for `ai_agents`, or an entity still to come): the token keeps it as given',
  })
  warnings: ApiTokenWarningView[];
}

export class ApiTokenRotatedView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The new secret; shown only in this response' })
  token: string;

  @ApiProperty({
    format: 'date-time',
    description: 'The old secret keeps working until then (24 h)',
  })
  previousTokenValidUntil: string;
}

export class ApiTokenRevokedView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  revoked: boolean;
}
