import * as yauzl from 'yauzl';
import type { ArchiveEntryView, ArchiveListingView } from '../dto/public-media.response';
import type { ZipDirectory, ZipRecord } from './zip-directory';

/** Deeper paths are cut here so that the tree (and its JSON) stays shallow. */
export const MAX_PATH_DEPTH = 64;
/** Beyond this ratio an entry can only be a decompression bomb (DEFLATE tops out near 1032). */
const BOMB_RATIO = 1100;
/** Minimum size of a local file header, before its name and extra field. */
const LOCAL_HEADER_SIZE = 30;

const decodeName = (
  yauzl as unknown as {
    getFileNameLowLevel(
      flag: number,
      name: Buffer,
      extra: ZipRecord['extraFields'],
      strict: boolean,
    ): string;
  }
).getFileNameLowLevel;

interface SafePath {
  segments: string[];
  issues: string[];
}

/**
 * Characters of `path`, `name` and `rawName` a listing may hold. Paths repeat their parents, so a
 * 50 MB directory of deep, long names would otherwise become gigabytes of strings (and a JSON
 * body no string can hold). Real archives of 10,000 entries (a 100-character path each) hold a
 * quarter of it; an anonymous caller may ask for the listing 120 times a minute.
 */
export const LISTING_MAX_CHARS = 4 * 1024 * 1024;

/** Thrown by `add` when a node would pass the budget: the record being read is the last. */
class BudgetSpent extends Error {}

/** A directory of the tree being built, with its subdirectories and child names by name. */
interface DirectoryIndex {
  node?: ArchiveEntryView;
  children: ArchiveEntryView[];
  directories: Map<string, DirectoryIndex>;
  names: Set<string>;
}

/**
 * Turns raw directory records into a read-only tree. Nothing is trusted: names are made relative
 * and free of `..` (the finding is reported, the entry kept), symlinks are shown but never
 * followed, and entries whose data overlaps another's or runs past the directory are flagged.
 * Past LISTING_MAX_CHARS the remaining entries are left out and the listing says `truncated`.
 */
export function buildArchiveTree(
  directory: ZipDirectory,
  maxChars: number = LISTING_MAX_CHARS,
): ArchiveListingView {
  const dataIssues = findDataIssues(directory);
  const root = newIndex();
  const warnings = new Set<string>();
  let totalUncompressedSize = 0;
  let budget = maxChars;
  let truncated = false;
  // Checked at every node, not every record: one record of a deep, long name makes up to 63
  // directories, each repeating its parents' path.
  const add = (parent: DirectoryIndex, node: ArchiveEntryView): void => {
    const cost = node.path.length + node.name.length + (node.rawName?.length ?? 0);
    if (cost > budget) throw new BudgetSpent();
    budget -= cost;
    parent.children.push(node);
    parent.names.add(node.name);
  };

  directory.records.forEach((record, index) => {
    totalUncompressedSize += record.uncompressedSize;
    if (truncated) return;
    try {
      addRecord(record, index);
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      truncated = true;
      warnings.add('listing_truncated');
    }
  });

  function addRecord(record: ZipRecord, index: number): void {
    const rawName = decodeName(
      record.generalPurposeBitFlag,
      record.rawName,
      record.extraFields,
      false,
    );
    const safe = safePath(rawName);
    const type = entryType(record, rawName);
    const issues = [...safe.issues, ...(dataIssues.get(index) ?? [])];
    if (ratio(record) > BOMB_RATIO) issues.push('extreme_compression_ratio');

    const parent = ensureParents(safe.segments.slice(0, -1), root, add);
    const name = safe.segments[safe.segments.length - 1];
    const path = childPath(parent, name);
    const existing = type === 'directory' ? parent.directories.get(name) : undefined;
    if (existing?.node) {
      existing.node.modifiedAt = record.modifiedAt?.toISOString();
      existing.node.issues.push(...issues);
    } else {
      if (parent.names.has(name)) issues.push('duplicate_path');
      const node: ArchiveEntryView = {
        name,
        path,
        type,
        ...(type !== 'directory' && {
          size: record.uncompressedSize,
          compressedSize: record.compressedSize,
        }),
        ...(record.modifiedAt && { modifiedAt: record.modifiedAt.toISOString() }),
        ...(record.encrypted && { encrypted: true }),
        ...(rawName !== path && rawName !== `${path}/` && { rawName: printable(rawName) }),
        issues,
        ...(type === 'directory' && { children: [] }),
      };
      add(parent, node);
      if (type === 'directory') parent.directories.set(name, newIndex(node));
    }
    for (const issue of issues) warnings.add(ARCHIVE_WARNING[issue] ?? issue);
    if (type === 'symlink') warnings.add('symlinks');
    if (record.encrypted) warnings.add('encrypted_entries');
  }

  return {
    format: 'zip',
    entryCount: directory.entryCount,
    totalUncompressedSize,
    truncated,
    warnings: [...warnings].sort(),
    entries: root.children,
  };
}

const ARCHIVE_WARNING: Record<string, string> = {
  absolute_path: 'unsafe_paths',
  parent_traversal: 'unsafe_paths',
  overlapping_data: 'overlapping_entries',
  data_out_of_bounds: 'overlapping_entries',
  extreme_compression_ratio: 'extreme_compression_ratio',
  duplicate_path: 'duplicate_paths',
  path_too_deep: 'deep_paths',
};

function newIndex(node?: ArchiveEntryView): DirectoryIndex {
  return { node, children: node?.children ?? [], directories: new Map(), names: new Set() };
}

function childPath(parent: DirectoryIndex, name: string): string {
  return parent.node ? `${parent.node.path}/${name}` : name;
}

/**
 * Walks (and creates) the implicit directories of a path. Lookups go by name per directory, so
 * an entry costs its depth, not the length of every prefix of its path.
 */
function ensureParents(
  segments: string[],
  root: DirectoryIndex,
  add: (parent: DirectoryIndex, node: ArchiveEntryView) => void,
): DirectoryIndex {
  let current = root;
  for (const segment of segments) {
    let next = current.directories.get(segment);
    if (!next) {
      const node: ArchiveEntryView = {
        name: segment,
        path: childPath(current, segment),
        type: 'directory',
        issues: current.names.has(segment) ? ['duplicate_path'] : [],
        children: [],
      };
      add(current, node);
      next = newIndex(node);
      current.directories.set(segment, next);
    }
    current = next;
  }
  return current;
}

export function safePath(rawName: string): SafePath {
  const issues: string[] = [];
  let name = rawName;
  if (/^[a-zA-Z]:/.test(name) || name.startsWith('/')) {
    issues.push('absolute_path');
    name = name.replace(/^[a-zA-Z]:/, '');
  }
  const segments: string[] = [];
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!issues.includes('parent_traversal')) issues.push('parent_traversal');
      continue;
    }
    segments.push(printable(segment));
  }
  if (segments.length === 0) segments.push('_');
  if (segments.length > MAX_PATH_DEPTH) {
    issues.push('path_too_deep');
    segments.splice(MAX_PATH_DEPTH - 1, segments.length - MAX_PATH_DEPTH);
  }
  return { segments, issues };
}

function entryType(record: ZipRecord, rawName: string): ArchiveEntryView['type'] {
  const madeOnUnix = record.versionMadeBy >> 8 === 3;
  const mode = (record.externalFileAttributes >>> 16) & 0o170000;
  if (madeOnUnix && mode === 0o120000) return 'symlink';
  if (rawName.endsWith('/') || (madeOnUnix && mode === 0o040000)) return 'directory';
  if (!madeOnUnix && (record.externalFileAttributes & 0x10) !== 0) return 'directory';
  return 'file';
}

/**
 * Overlap check from the directory alone: an entry occupies at least its local header, name and
 * compressed data from its offset on. Entries sharing bytes are the "overlapping files" zip bomb.
 */
function findDataIssues(directory: ZipDirectory): Map<number, string[]> {
  const issues = new Map<number, string[]>();
  const flag = (index: number, issue: string) => {
    const list = issues.get(index) ?? [];
    if (!list.includes(issue)) list.push(issue);
    issues.set(index, list);
  };
  const spans = directory.records
    .map((record, index) => ({
      index,
      start: record.localHeaderOffset,
      end:
        record.localHeaderOffset +
        LOCAL_HEADER_SIZE +
        record.rawName.length +
        record.compressedSize,
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);

  let furthest: (typeof spans)[number] | undefined;
  for (const span of spans) {
    if (span.end > directory.centralDirectoryOffset) flag(span.index, 'data_out_of_bounds');
    if (furthest && span.start < furthest.end) {
      flag(span.index, 'overlapping_data');
      flag(furthest.index, 'overlapping_data');
    }
    if (!furthest || span.end > furthest.end) furthest = span;
  }
  return issues;
}

function ratio(record: ZipRecord): number {
  if (record.uncompressedSize === 0) return 0;
  return record.uncompressedSize / Math.max(1, record.compressedSize);
}

/** Control characters would only confuse a display; they are shown as U+FFFD. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
}
