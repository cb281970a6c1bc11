import request from 'supertest';
import { performance } from 'node:perf_hooks';
import { createAgent } from '../factories/agents.factory';
import { createApiToken, createCaller, scopes } from '../factories/identity.factory';
import { commitEvents } from '../factories/webhooks.factory';
import { createTestApp, TestApp } from '../support/test-app';
import {
  expectNotModified,
  expectTagOfBytes,
  Headers,
  read,
  taggedRead,
} from '../support/conditional-read';

/**
 * platform.md "Conditional reads": the tag changes whenever anything the caller could read in
 * the answer changes, so a 304 never stands for bytes other than those a 200 would send now.
 */
describe('conditional reads: scopes and concurrent writes', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createCaller>>;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createCaller(app, 'ai_agents:read', 'ai_agents:write');
  });
  afterAll(() => app.close());

  const bearer = async (...pairs: string[]): Promise<Headers> => ({
    Authorization: `Bearer ${await createApiToken(app, owner.member, scopes(...pairs))}`,
  });

  it('gives tokens whose scopes show other events other tags, and never one 304 for the other', async () => {
    const agentsOnly = await bearer('ai_agents:read');
    const wider = await bearer('ai_agents:read', 'notifications:read');
    const [agentEvent] = await commitEvents(app, owner.member.teamId, 1, 'agent.created');
    const [readEvent] = await commitEvents(app, owner.member.teamId, 1, 'notification.read');
    const deadline = Date.now() + 20_000;
    let widerPage = await taggedRead(app, '/v1/events', wider);
    while (!widerPage.text.includes(agentEvent) || !widerPage.text.includes(readEvent)) {
      if (Date.now() > deadline) throw new Error('events never listed');
      await new Promise((resolve) => setTimeout(resolve, 100));
      widerPage = await taggedRead(app, '/v1/events', wider);
    }
    const narrowPage = await taggedRead(app, '/v1/events', agentsOnly);
    expect(narrowPage.text).toContain(agentEvent);
    expect(narrowPage.text).not.toContain(readEvent);
    expect(narrowPage.tag).not.toBe(widerPage.tag);

    const crossed = await read(app, '/v1/events', wider, narrowPage.tag);
    expect(crossed.status).toBe(200);
    expect(crossed.text).toBe(widerPage.text);
    const crossedBack = await read(app, '/v1/events', agentsOnly, widerPage.tag);
    expect(crossedBack.status).toBe(200);
    expect(crossedBack.text).toBe(narrowPage.text);
    expectNotModified(await read(app, '/v1/events', wider, widerPage.tag), widerPage.tag!);

    // What both may see is the same bytes, so the same tag: a tag names bytes, not a caller.
    const sameForBoth = '/v1/events?type=agent.created';
    const narrowAgents = await taggedRead(app, sameForBoth, agentsOnly);
    expectNotModified(await read(app, sameForBoth, wider, narrowAgents.tag), narrowAgents.tag!);
  });

  it('never hides a write behind a 304: every read begun after a write was acknowledged shows it', async () => {
    const agent = await createAgent(app, owner, { name: 'v0' });
    const path = `/v1/agents/${agent.agentId}`;
    const versionOf = (text: string) => Number(/"name":"v(\d+)"/.exec(text)?.[1]);
    const WRITES = 25;
    let acknowledged = 0;
    let writing = true;
    const violations: string[] = [];
    const seen = { 200: 0, 304: 0 };

    // The writer: after each acknowledged write, the tag read just before it answers 200.
    const writer = async () => {
      try {
        for (let version = 1; version <= WRITES; version += 1) {
          const before = await taggedRead(app, path, owner.auth);
          await request(app.http)
            .patch(path)
            .set(owner.auth)
            .send({ name: `v${version}` })
            .expect(200);
          acknowledged = version;
          const after = await read(app, path, owner.auth, before.tag);
          if (after.status !== 200 || versionOf(after.text) < version)
            violations.push(`pre-write tag after v${version}: ${after.status} ${after.text}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } finally {
        writing = false;
      }
    };
    // Readers poll with the tag of what they last saw, racing the writer.
    const reader = async () => {
      let held = await taggedRead(app, path, owner.auth);
      while (writing) {
        const knownAtStart = acknowledged;
        const started = performance.now();
        const answer = await read(app, path, owner.auth, held.tag);
        if (answer.status === 304) {
          seen[304] += 1;
          if (answer.tag !== held.tag) violations.push(`304 with another tag at ${started}`);
          if (versionOf(held.text) < knownAtStart)
            violations.push(
              `304 for v${versionOf(held.text)} after v${knownAtStart} was acknowledged`,
            );
        } else {
          seen[200] += 1;
          expectTagOfBytes(answer);
          if (answer.tag === held.tag) violations.push(`200 for the tag the reader held`);
          if (versionOf(answer.text) < knownAtStart)
            violations.push(`200 with v${versionOf(answer.text)} after v${knownAtStart}`);
          held = answer;
        }
      }
    };
    await Promise.all([writer(), reader(), reader(), reader()]);
    expect(violations).toEqual([]);
    // The race was run: readers were answered both ways.
    expect(seen[304]).toBeGreaterThan(0);
    expect(seen[200]).toBeGreaterThan(0);
  });
});
