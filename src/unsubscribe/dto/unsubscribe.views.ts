import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** public-api.md, One-click unsubscribe response. */
@ApiSchema({ name: 'OneClickUnsubscribe' })
export class OneClickUnsubscribeView {
  @ApiProperty({ enum: [true], description: 'Always true' })
  ok: true;

  @ApiProperty({ enum: ['category', 'all'] })
  scope: 'category' | 'all';

  @ApiProperty({ description: 'The category the link was minted for', example: 'billing' })
  category: string;

  @ApiProperty({
    type: [String],
    example: ['billing'],
    description:
      'Everything suppressed for this member after the write, read back from the store; `all` means every category',
  })
  suppressedCategories: string[];

  @ApiProperty({ description: 'True when this request changed nothing (a replay)' })
  alreadySuppressed: boolean;
}

/** public-api.md, Unsubscribe state response. */
@ApiSchema({ name: 'UnsubscribeState' })
export class UnsubscribeStateView {
  @ApiProperty({ example: 'billing' })
  category: string;

  @ApiProperty({ description: 'False once this category is suppressed' })
  categoryEnabled: boolean;

  @ApiProperty({ description: 'True once the `all` escalation was applied' })
  allSuppressed: boolean;

  @ApiProperty({ description: 'The authenticated preferences screen' })
  preferencesUrl: string;
}

@ApiSchema({ name: 'LaunchUnsubscribe' })
export class LaunchUnsubscribeView {
  @ApiProperty({ enum: [true] })
  suppressed: true;
}

@ApiSchema({ name: 'LaunchUnsubscribeLink' })
export class LaunchUnsubscribeLinkView {
  @ApiProperty({ example: 'svc_lunsub_…', description: 'The signed link token' })
  token: string;

  @ApiProperty({ description: 'The public one-click URL carrying the token' })
  url: string;
}

@ApiSchema({ name: 'UnsubscribeTokenRevoked' })
export class UnsubscribeTokenRevokedView {
  @ApiProperty({ enum: [true] })
  revoked: true;
}
