import { toAgentView } from '../src/agents/agent.mapper';
import { Agent } from '../src/agents/entities/agent.entity';

/**
 * `npx ts-node --transpile-only bench/object-literals.ts`: what a literal that opens with a spread
 * costs this Node against `Object.assign` of the same values (docs/decisions.md, "No literal opens
 * with a spread on a hot path"), and what the agent view costs to make and to serialise, built as
 * `GET /v1/agents/{id}` builds it from the bench's agent. Nanoseconds a call, one process.
 */
const CALLS = 300_000;

/** Every result is kept here, so that the JIT cannot drop the work that made it. */
const sink: unknown[] = [];

function nanosPerCall(make: (index: number) => unknown): number {
  for (let index = 0; index < 20_000; index += 1) sink[index & 1023] = make(index);
  const started = process.hrtime.bigint();
  for (let index = 0; index < CALLS; index += 1) sink[index & 1023] = make(index);
  return Number(process.hrtime.bigint() - started) / CALLS;
}

const source = (index: number) => ({ id: index, name: 'a', status: 'active', source: 'custom' });
type Item = ReturnType<typeof source>;
const literals: Array<[string, (item: Item) => object, (item: Item) => object]> = [
  [
    '`{ ...item, 1 more }`',
    (item) => ({ ...item, x0: 1 }),
    (item) => Object.assign({}, item, { x0: 1 }),
  ],
  [
    '`{ ...item, 3 more }`',
    (item) => ({ ...item, x0: 1, x1: 1, x2: 1 }),
    (item) => Object.assign({}, item, { x0: 1, x1: 1, x2: 1 }),
  ],
  [
    '`{ ...item, 6 more }`',
    (item) => ({ ...item, x0: 1, x1: 1, x2: 1, x3: 1, x4: 1, x5: 1 }),
    (item) => Object.assign({}, item, { x0: 1, x1: 1, x2: 1, x3: 1, x4: 1, x5: 1 }),
  ],
];
const rows = literals.map(
  ([name, spread, assign]) =>
    `| ${name} | ${nanosPerCall((i) => spread(source(i))).toFixed(0)} | ${nanosPerCall((i) => assign(source(i))).toFixed(0)} |`,
);

const agents = Array.from({ length: 1_000 }, (_, index) =>
  Object.assign(new Agent(), {
    id: '5f0c6a53-8d1e-4d54-9a43-3c2b7a1f0e01',
    name: `Agent ${index}`,
    description: '',
    avatarUrl: null,
    avatarColor: null,
    avatarEmoji: null,
    isSystemAgent: false,
    source: 'custom',
    status: 'active',
    installedBy: '0d6c1f4e-7a3b-4c2d-9e8f-1a2b3c4d5e6f',
    listingId: null,
    clonedFromAgentId: null,
    liveVersionNumber: 6,
    createdAt: new Date(),
    updatedAt: new Date(),
    archivedAt: null,
    // As the bench's fixtures create it, parsed from JSON as pg hands it over.
    config: JSON.parse(
      JSON.stringify({
        runtime: { provider: 'anthropic', model: 'claude-sonnet-4-5' },
        instructions: 'Answer support questions about invoices. '.repeat(10),
        skills: [
          {
            name: 'triage',
            description: 'Sort incoming tickets',
            instructions: '',
            enabled: true,
            requires: [],
          },
        ],
        commands: [],
        tools: [],
        secretNames: [],
        onboardingStages: [],
      }),
    ),
  }),
);
const view = nanosPerCall((i) => toAgentView(agents[i % agents.length]));
const json = nanosPerCall((i) => JSON.stringify(toAgentView(agents[i % agents.length])));

process.stdout.write(
  [
    `Node ${process.version}, ns a call`,
    '',
    '| literal | spread first | Object.assign |',
    '|---|---|---|',
    ...rows,
    '',
    `toAgentView: ${view.toFixed(0)} ns; with JSON.stringify: ${json.toFixed(0)} ns`,
    '',
  ].join('\n'),
);
