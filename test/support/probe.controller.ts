import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { RequireScope } from '../../src/common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../src/common/access/principal';

export class ProbeBodyDto {
  @IsString()
  name: string;

  @IsInt()
  @Min(1)
  @Max(10)
  count: number;
}

/** Test-only routes with a scope entity of their own, to exercise the guard and the pipe over HTTP. */
@Controller('v1/probe')
export class ProbeController {
  @Get()
  @RequireScope('probe', 'read')
  read(@CurrentPrincipal() caller: Principal) {
    return { teamId: caller.teamId, userId: caller.userId };
  }

  @Post()
  @HttpCode(200)
  @RequireScope('probe', 'write')
  write(@Body() body: ProbeBodyDto) {
    return body;
  }

  @Delete()
  @RequireScope('probe', 'delete')
  remove() {
    return { deleted: true };
  }

  @Get('boom')
  @RequireScope('probe', 'read')
  boom(): never {
    throw new Error('secret internal detail');
  }
}
