/** platform.md, Values: at most 5 edges on any path from a root to a leaf. */
export const MAX_DAG_DEPTH = 5;

export interface DagEdge {
  parentId: string;
  childId: string;
}

export type LinkVerdict =
  | { kind: 'link' }
  | { kind: 'already_linked' }
  | { kind: 'self_edge' }
  | { kind: 'cycle' }
  | { kind: 'depth_exceeded'; depth: number };

/** Adjacency both ways, built once per decision. */
export class DagIndex {
  private readonly children = new Map<string, string[]>();
  private readonly parents = new Map<string, string[]>();
  private readonly edgeKeys = new Set<string>();

  constructor(edges: Iterable<DagEdge>) {
    for (const edge of edges) this.add(edge);
  }

  add({ parentId, childId }: DagEdge): void {
    const key = `${parentId}>${childId}`;
    if (this.edgeKeys.has(key)) return;
    this.edgeKeys.add(key);
    push(this.children, parentId, childId);
    push(this.parents, childId, parentId);
  }

  has(parentId: string, childId: string): boolean {
    return this.edgeKeys.has(`${parentId}>${childId}`);
  }

  /** Whether `to` can be reached from `from` by following child edges. */
  reaches(from: string, to: string): boolean {
    const seen = new Set<string>([from]);
    const stack = [from];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === to) return true;
      for (const next of this.children.get(node) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  }

  /** Edges on the longest path from any root down to `node` (0 for a root). */
  heightAbove(node: string, memo = new Map<string, number>()): number {
    return this.longest(node, this.parents, memo);
  }

  /** Edges on the longest path from `node` down to any leaf (0 for a leaf). */
  heightBelow(node: string, memo = new Map<string, number>()): number {
    return this.longest(node, this.children, memo);
  }

  /** Edges on the longest path anywhere in the graph. */
  depth(): number {
    const memo = new Map<string, number>();
    let deepest = 0;
    for (const node of this.children.keys()) {
      deepest = Math.max(deepest, this.heightBelow(node, memo));
    }
    return deepest;
  }

  /** Whether the graph holds a cycle (it never should; used to check the invariant). */
  hasCycle(): boolean {
    const state = new Map<string, 'open' | 'done'>();
    for (const root of this.children.keys()) {
      if (state.has(root)) continue;
      const stack: { node: string; next: number }[] = [{ node: root, next: 0 }];
      state.set(root, 'open');
      while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        const children = this.children.get(frame.node) ?? [];
        if (frame.next >= children.length) {
          state.set(frame.node, 'done');
          stack.pop();
          continue;
        }
        const child = children[frame.next++];
        const seen = state.get(child);
        if (seen === 'open') return true;
        if (seen === undefined) {
          state.set(child, 'open');
          stack.push({ node: child, next: 0 });
        }
      }
    }
    return false;
  }

  /** Longest path along `edges`, iteratively so that a deep graph cannot overflow the stack. */
  private longest(start: string, edges: Map<string, string[]>, memo: Map<string, number>): number {
    const stack = [start];
    while (stack.length > 0) {
      const node = stack[stack.length - 1];
      if (memo.has(node)) {
        stack.pop();
        continue;
      }
      const next = edges.get(node) ?? [];
      const pending = next.filter((candidate) => !memo.has(candidate));
      if (pending.length > 0) {
        stack.push(...pending);
        continue;
      }
      memo.set(node, next.length === 0 ? 0 : 1 + Math.max(...next.map((n) => memo.get(n)!)));
      stack.pop();
    }
    return memo.get(start)!;
  }
}

/**
 * Decides a new parent → child edge against the team's current edges, in the order the API
 * reports refusals: a self edge, an edge that exists already (idempotent success), an edge that
 * closes a cycle, then one that makes some root-to-leaf path longer than `maxDepth` edges.
 */
export function decideLink(
  index: DagIndex,
  parentId: string,
  childId: string,
  maxDepth = MAX_DAG_DEPTH,
): LinkVerdict {
  if (parentId === childId) return { kind: 'self_edge' };
  if (index.has(parentId, childId)) return { kind: 'already_linked' };
  if (index.reaches(childId, parentId)) return { kind: 'cycle' };
  const depth = index.heightAbove(parentId) + 1 + index.heightBelow(childId);
  if (depth > maxDepth) return { kind: 'depth_exceeded', depth };
  return { kind: 'link' };
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
