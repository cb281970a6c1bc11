import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

/**
 * The yardstick of `npm run bench`: NestJS 11 on Express with one JSON route and nothing else,
 * compiled and started the way the service is, so every row can be read as a share of it.
 */
/** A page shaped and sized like `GET /v1/agents?limit=20` (about 10 KB of JSON). */
const PAGE = {
  data: Array.from({ length: 20 }, (_, index) => ({
    agentId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Agent ${index}`,
    description: '',
    avatarUrl: null,
    avatarColor: null,
    avatarEmoji: null,
    isSystemAgent: false,
    source: 'custom',
    status: 'active',
    installedBy: '00000000-0000-4000-8000-000000000001',
    listingId: null,
    clonedFromAgentId: null,
    runtime: {
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      reasoningEffort: null,
      contextWindow: null,
    },
    liveVersionNumber: 1,
    createdAt: new Date(1_790_000_000_000 + index).toISOString(),
    updatedAt: new Date(1_790_000_000_000 + index).toISOString(),
    archivedAt: null,
  })),
  pagination: { limit: 20, offset: 0, hasMore: true, total: 60 },
};

@Controller()
class BareController {
  @Get('bare')
  bare(): { ok: boolean; framework: string } {
    return { ok: true, framework: 'nestjs' };
  }

  /** The framework's own cost of answering with a body the size of an agent page. */
  @Get('bare/page')
  page(): typeof PAGE {
    return PAGE;
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(BareModule, { logger: ['error', 'warn'] });
  await app.listen(Number(process.env.PORT ?? 3999), '127.0.0.1');
}

void main();
