import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../../common/access/principal';
import { runAsWriter } from '../../common/async/current-writer';

/**
 * Runs an agents route that writes with its caller's user id at hand, so that the events it
 * writes are noted in the graph cache as that user's change and the user's next graph read shows it
 * (docs/agents.md, "Routes", Graph). It goes on each writing route, not on a controller: an
 * interceptor costs every read about 120 µs of CPU.
 */
@Injectable()
export class GraphWriterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const userId = context.switchToHttp().getRequest<AuthenticatedRequest>().principal?.userId;
    return userId ? runAsWriter(userId, () => next.handle()) : next.handle();
  }
}
