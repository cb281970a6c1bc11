import { createPlatformClient, offsetItems, unwrap } from '../src';

/** README, "TypeScript client": `TOKEN=… npx ts-node --transpile-only clients/typescript/examples/list-agents.ts` */
async function main(): Promise<void> {
  const api = createPlatformClient({
    baseUrl: process.env.BASE ?? 'http://localhost:3000',
    token: process.env.TOKEN ?? '',
  });
  const agent = await unwrap(api.POST('/v1/agents/create', { body: { name: 'From TypeScript' } }));
  console.log('created', agent.agentId);
  for await (const each of offsetItems((page) =>
    api.GET('/v1/agents', { params: { query: page } }),
  ))
    console.log(each.agentId, each.name);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
