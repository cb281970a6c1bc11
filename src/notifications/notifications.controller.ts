import { KeyedPost } from '../idempotency/keyed-post.decorator';
import { Body, Controller } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { NotificationCreateDto } from './dto/notification-create.dto';
import { NotificationCreatedView } from './dto/notification-created.view';
import { NotificationsService } from './notifications.service';
import { ValidationFailedError } from '../common/errors/domain-error';
import {
  NotificationKeyUnavailableError,
  NotificationRecipientNotFoundError,
} from './notifications.errors';

@ApiTags('Notifications')
@Controller('v1/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @KeyedPost()
  @RequireScope('notifications', 'write')
  @ApiOperation({
    summary: 'Create a notification for a team member, with its open, pixel and unsubscribe links',
    description:
      'Sending the mail is up to the caller: add the returned headers so clients offer one-click unsubscribe.',
  })
  @ApiCreatedResponse({ type: NotificationCreatedView })
  @ApiErrors(
    ValidationFailedError,
    NotificationRecipientNotFoundError,
    NotificationKeyUnavailableError,
  )
  create(
    @CurrentPrincipal() caller: Principal,
    @Body() body: NotificationCreateDto,
  ): Promise<NotificationCreatedView> {
    return this.notifications.create(caller, body);
  }
}
