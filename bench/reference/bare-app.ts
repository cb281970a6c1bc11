import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/**
 * The yardstick of `npm run bench`: NestJS 11 on Express with one JSON route and nothing else,
 * compiled and started the way the service is, so every row can be read as a share of it.
 */
@Controller()
class BareController {
  @Get('bare')
  bare(): { ok: boolean; framework: string } {
    return { ok: true, framework: 'nestjs' };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(BareModule, { logger: ['error', 'warn'] });
  await app.listen(Number(process.env.PORT ?? 3999), '127.0.0.1');
}

void main();
