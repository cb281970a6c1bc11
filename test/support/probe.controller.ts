import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { RequireScope } from '../../src/common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../../src/common/access/principal';
import { command, execute } from '../../src/database/sql-statement';

export class ProbeBodyDto {
  @IsString()
  name: string;

  @IsInt()
  @Min(1)
  @Max(10)
  count: number;
}

/** A named statement Postgres refuses, quoting its value in its message. */
const PROBE_UUID_CAST = command<[value: string]>({
  name: 'probe_uuid_cast',
  text: 'SELECT $1::uuid',
});

/** Test-only routes with a scope entity of their own, to exercise the guard and the pipe over HTTP. */
@Controller('v1/probe')
export class ProbeController {
  constructor(private readonly dataSource: DataSource) {}

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

  /** A user insert through TypeORM that Postgres refuses when the body's name is a taken e-mail. */
  @Post('duplicate-user')
  @RequireScope('probe', 'write')
  async duplicateUser(@Body() body: ProbeBodyDto): Promise<void> {
    await this.dataSource.query('INSERT INTO users (email) VALUES ($1)', [body.name]);
  }

  /** The body's name cast to a uuid by a named statement, which Postgres refuses. */
  @Post('uuid-cast')
  @RequireScope('probe', 'write')
  async uuidCast(@Body() body: ProbeBodyDto): Promise<void> {
    await execute(this.dataSource, PROBE_UUID_CAST, [body.name]);
  }
}
