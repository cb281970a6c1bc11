/** The kinds of real resources path values, query tokens and body ids are drawn from. */
export type Kind =
  | 'user'
  | 'agent'
  | 'edge'
  | 'version'
  | 'inbound'
  | 'subscription'
  | 'delivery'
  | 'media'
  | 'mediaShare'
  | 'knowledge'
  | 'knowledgeShare'
  | 'page'
  | 'publishedPage'
  | 'notification'
  | 'launch'
  | 'apiToken'
  /** Cursors of any cursor page (`{value}`): sent back to the same list, or to another. */
  | 'cursor';

/** One resource: its ids and credentials by name (`{id}`, `{endpointId, token, secret}`, …). */
export type Entry = Readonly<Record<string, string>>;

/** Fewer than this many of a kind in the fuzzed team and the world makes more. */
export const MIN_POOL: Partial<Record<Kind, number>> = {
  agent: 8,
  edge: 2,
  version: 4,
  inbound: 2,
  subscription: 2,
  media: 3,
  mediaShare: 4,
  knowledge: 2,
  knowledgeShare: 2,
  page: 2,
  publishedPage: 2,
  notification: 4,
  launch: 2,
  apiToken: 2,
};

/** Learned resources beyond this many are forgotten, oldest first (setup entries stay). */
const MAX_LEARNED = 40;

/** The live resources of one team, kept in step with what the fuzzed requests did to them. */
export class Pools {
  private readonly entries = new Map<Kind, { entry: Entry; learned: boolean }[]>();

  add(kind: Kind, entry: Entry, learned = false): void {
    const list = this.entries.get(kind) ?? [];
    list.push({ entry, learned });
    if (list.filter((item) => item.learned).length > MAX_LEARNED) {
      list.splice(
        list.findIndex((item) => item.learned),
        1,
      );
    }
    this.entries.set(kind, list);
  }

  /** Removes every entry of `kind` whose `field` is `value` (ids compare case-insensitively). */
  remove(kind: Kind, field: string, value: string): void {
    this.removeWhere(kind, (entry) => sameId(entry[field], value));
  }

  removeWhere(kind: Kind, matches: (entry: Entry) => boolean): void {
    const list = this.entries.get(kind);
    if (list)
      this.entries.set(
        kind,
        list.filter((item) => !matches(item.entry)),
      );
  }

  update(kind: Kind, field: string, value: string, changes: Record<string, string>): void {
    for (const item of this.entries.get(kind) ?? []) {
      if (sameId(item.entry[field], value)) item.entry = { ...item.entry, ...changes };
    }
  }

  list(kind: Kind): Entry[] {
    return (this.entries.get(kind) ?? []).map((item) => item.entry);
  }

  /**
   * An entry chosen by `n`, or undefined for an empty pool. Half the picks go to entries the
   * world made (the crafted files, signed endpoints), so learned ones (random uploads) do not
   * crowd them out as the run goes on.
   */
  pick(kind: Kind, n: number): Entry | undefined {
    const all = this.entries.get(kind) ?? [];
    const made = all.filter((item) => !item.learned);
    const list = n % 2 === 0 && made.length > 0 ? made : all;
    return list.length === 0 ? undefined : list[(n >> 1) % list.length].entry;
  }

  size(kind: Kind): number {
    return this.entries.get(kind)?.length ?? 0;
  }
}

/** Postgres compares uuids case-insensitively: `ABC…` deletes the row of `abc…`. */
export function sameId(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}
