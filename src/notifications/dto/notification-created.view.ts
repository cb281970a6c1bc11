import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** The two headers a mail sender adds so that clients offer RFC 8058 one-click unsubscribe. */
@ApiSchema({ name: 'NotificationMailHeaders' })
export class NotificationMailHeadersView {
  @ApiProperty({
    name: 'List-Unsubscribe',
    example: '<https://api.example.com/public/unsubscribe?token=svc_unsub_…>',
  })
  'List-Unsubscribe': string;

  @ApiProperty({ name: 'List-Unsubscribe-Post', example: 'List-Unsubscribe=One-Click' })
  'List-Unsubscribe-Post': string;
}

@ApiSchema({ name: 'NotificationCreated' })
export class NotificationCreatedView {
  @ApiProperty({ format: 'uuid' })
  notificationId: string;

  @ApiProperty({ description: 'Marks the notification read and redirects to resourceUrl' })
  openUrl: string;

  @ApiProperty({ description: '1x1 GIF that marks the notification read' })
  pixelUrl: string;

  @ApiProperty({ description: 'One-click unsubscribe (POST) for this category' })
  unsubscribeUrl: string;

  @ApiProperty({ description: 'Unsubscribe state (GET); browsers go to the landing page' })
  manageUrl: string;

  @ApiProperty({ type: NotificationMailHeadersView })
  headers: NotificationMailHeadersView;
}
