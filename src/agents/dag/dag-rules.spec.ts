import fc from 'fast-check';
import { DagEdge, DagIndex, decideLink, MAX_DAG_DEPTH } from './dag-rules';

const chain = (...nodes: string[]): DagEdge[] =>
  nodes.slice(1).map((childId, index) => ({ parentId: nodes[index], childId }));

describe('sub-agent DAG rules', () => {
  it('refuses an edge to itself', () => {
    expect(decideLink(new DagIndex([]), 'a', 'a')).toEqual({ kind: 'self_edge' });
  });

  it('treats an existing edge as an idempotent success', () => {
    expect(decideLink(new DagIndex(chain('a', 'b')), 'a', 'b')).toEqual({
      kind: 'already_linked',
    });
  });

  it('refuses an edge that closes a cycle, directly or through a longer path', () => {
    expect(decideLink(new DagIndex(chain('a', 'b')), 'b', 'a').kind).toBe('cycle');
    expect(decideLink(new DagIndex(chain('a', 'b', 'c', 'd')), 'd', 'a').kind).toBe('cycle');
  });

  it('allows diamonds: two paths to one child are not a cycle', () => {
    const index = new DagIndex([...chain('a', 'b', 'd'), ...chain('a', 'c')]);
    expect(decideLink(index, 'c', 'd').kind).toBe('link');
  });

  it('allows a path of exactly 5 edges and refuses the sixth', () => {
    const five = new DagIndex(chain('n0', 'n1', 'n2', 'n3', 'n4'));
    expect(decideLink(five, 'n4', 'n5').kind).toBe('link');
    five.add({ parentId: 'n4', childId: 'n5' });
    expect(five.depth()).toBe(5);
    expect(decideLink(five, 'n5', 'n6')).toEqual({ kind: 'depth_exceeded', depth: 6 });
    expect(decideLink(five, 'top', 'n0')).toEqual({ kind: 'depth_exceeded', depth: 6 });
  });

  it('counts the depth below the child and above the parent together', () => {
    const index = new DagIndex([...chain('a', 'b', 'c'), ...chain('x', 'y', 'z', 'w')]);
    // a→b→c (2) + c→x (1) + x→y→z→w (3) = 6 edges
    expect(decideLink(index, 'c', 'x')).toEqual({ kind: 'depth_exceeded', depth: 6 });
    expect(decideLink(index, 'b', 'x')).toEqual({ kind: 'link' });
  });

  it('measures the longest path, not the shortest, through a diamond', () => {
    const index = new DagIndex([
      ...chain('a', 'b', 'c', 'd', 'e'),
      { parentId: 'a', childId: 'e' },
    ]);
    expect(index.heightAbove('e')).toBe(4);
    expect(decideLink(index, 'e', 'f').kind).toBe('link');
    index.add({ parentId: 'e', childId: 'f' });
    expect(decideLink(index, 'f', 'g').kind).toBe('depth_exceeded');
  });

  it('property: any sequence of accepted links leaves no cycle and no path deeper than 5', () => {
    const node = fc.integer({ min: 0, max: 11 }).map((n) => `agent-${n}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(node, node), { maxLength: 80 }), (attempts) => {
        const index = new DagIndex([]);
        for (const [parentId, childId] of attempts) {
          const verdict = decideLink(index, parentId, childId);
          if (verdict.kind === 'link') index.add({ parentId, childId });
          if (verdict.kind === 'self_edge') expect(parentId).toBe(childId);
          if (verdict.kind === 'already_linked') expect(index.has(parentId, childId)).toBe(true);
        }
        expect(index.hasCycle()).toBe(false);
        expect(index.depth()).toBeLessThanOrEqual(MAX_DAG_DEPTH);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a refused link really would have broken a rule', () => {
    const node = fc.integer({ min: 0, max: 9 }).map((n) => `agent-${n}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(node, node), { maxLength: 60 }), (attempts) => {
        const edges: DagEdge[] = [];
        for (const [parentId, childId] of attempts) {
          const index = new DagIndex(edges);
          const verdict = decideLink(index, parentId, childId);
          const withEdge = new DagIndex([...edges, { parentId, childId }]);
          if (verdict.kind === 'cycle') expect(withEdge.hasCycle()).toBe(true);
          if (verdict.kind === 'depth_exceeded')
            expect(withEdge.depth()).toBeGreaterThan(MAX_DAG_DEPTH);
          if (verdict.kind === 'link') edges.push({ parentId, childId });
        }
      }),
      { numRuns: 200 },
    );
  });
});
