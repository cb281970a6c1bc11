import { crc32 } from 'node:zlib';

/**
 * Hand-built ZIPs for archives the `zip` tool refuses to make: names with `../`, absolute names,
 * central records that share their data (the overlapping-files zip bomb), 10,001 entries.
 * Entries are stored (no compression); everything else is exactly as the format says.
 */
export interface CraftedEntry {
  name: string;
  data?: Buffer;
  /** Point the central record at another entry's local header (by index): overlapping data. */
  sameDataAs?: number;
  /** Claim a different uncompressed size in the central directory. */
  claimedSize?: number;
  unixMode?: number;
}

export function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  entries.forEach((entry) => {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(name.length, 26);
    offsets.push(offset);
    locals.push(header, name, data);
    offset += header.length + name.length + data.length;
  });

  const centralStart = offset;
  const centrals: Buffer[] = [];
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, 'utf8');
    const target = entry.sameDataAs ?? index;
    const data = entries[target].data ?? Buffer.alloc(0);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE((3 << 8) | 20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(0, 10);
    record.writeUInt32LE(crc32(data), 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(entry.claimedSize ?? data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
    record.writeUInt32LE(offsets[target], 42);
    centrals.push(record, name);
    offset += record.length + name.length;
  });

  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(offset - centralStart, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
