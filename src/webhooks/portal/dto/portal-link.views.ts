import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'PortalLink' })
export class PortalLinkView {
  @ApiProperty({ format: 'uuid' })
  portalLinkId: string;

  @ApiProperty({ format: 'date-time', description: 'The link stops working then' })
  expiresAt: string;

  @ApiProperty({ description: 'true: the portal shows everything and changes nothing' })
  readOnly: boolean;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    description:
      'The subscriptions the portal shows (those deleted since are left out of its list)',
  })
  subscriptionIds: string[];
}

@ApiSchema({ name: 'PortalLinkCreated' })
export class PortalLinkCreatedView extends PortalLinkView {
  @ApiProperty({
    example: 'https://api.example.com/portal#whp_…',
    description:
      '`{PUBLIC_BASE_URL}/portal#<token>`: the token is in the fragment, which browsers never ' +
      'send, and the page moves it to memory at once. Shown only here; only this spelling works',
  })
  url: string;
}
