import { extname } from 'node:path';

export const FILE_KINDS = [
  'image',
  'video',
  'audio',
  'pdf',
  'text',
  'markdown',
  'archive',
  'document',
  'spreadsheet',
  'presentation',
  'other',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileType {
  mimeType: string;
  fileKind: FileKind;
}

/** How many leading bytes classification looks at. */
export const SNIFF_BYTES = 4096;

const OCTET_STREAM: FileType = { mimeType: 'application/octet-stream', fileKind: 'other' };

/** Text formats recognised by name once the bytes are known to be text. */
const TEXT_BY_EXTENSION: Record<string, FileType> = {
  '.md': { mimeType: 'text/markdown', fileKind: 'markdown' },
  '.markdown': { mimeType: 'text/markdown', fileKind: 'markdown' },
  '.txt': { mimeType: 'text/plain', fileKind: 'text' },
  '.csv': { mimeType: 'text/csv', fileKind: 'text' },
  '.tsv': { mimeType: 'text/tab-separated-values', fileKind: 'text' },
  '.json': { mimeType: 'application/json', fileKind: 'text' },
  '.xml': { mimeType: 'application/xml', fileKind: 'text' },
  '.yaml': { mimeType: 'application/yaml', fileKind: 'text' },
  '.yml': { mimeType: 'application/yaml', fileKind: 'text' },
  '.html': { mimeType: 'text/html', fileKind: 'text' },
  '.htm': { mimeType: 'text/html', fileKind: 'text' },
  '.css': { mimeType: 'text/css', fileKind: 'text' },
  '.js': { mimeType: 'text/javascript', fileKind: 'text' },
  '.ts': { mimeType: 'text/plain', fileKind: 'text' },
  '.log': { mimeType: 'text/plain', fileKind: 'text' },
  '.svg': { mimeType: 'image/svg+xml', fileKind: 'image' },
};

/** ZIP containers that are office documents, told apart by name (their parts come later). */
const ZIP_OFFICE_BY_EXTENSION: Record<string, FileType> = {
  '.docx': {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fileKind: 'document',
  },
  '.xlsx': {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileKind: 'spreadsheet',
  },
  '.pptx': {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    fileKind: 'presentation',
  },
};

/** OpenDocument files name their type in a first, stored `mimetype` entry. */
const ODF_KINDS: Record<string, FileKind> = {
  'application/vnd.oasis.opendocument.text': 'document',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.presentation': 'presentation',
};

/** Legacy Office (OLE2 compound files): the container is sniffed, the flavour named. */
const OLE_BY_EXTENSION: Record<string, FileType> = {
  '.doc': { mimeType: 'application/msword', fileKind: 'document' },
  '.xls': { mimeType: 'application/vnd.ms-excel', fileKind: 'spreadsheet' },
  '.ppt': { mimeType: 'application/vnd.ms-powerpoint', fileKind: 'presentation' },
};

/**
 * Decides a file's type from its leading bytes first and its name second: a signature the bytes
 * carry always wins; the name only picks between formats the bytes cannot tell apart (which text
 * format, which office flavour of a ZIP or OLE2 container). The client's declared type is ignored.
 */
export function classifyFile(fileName: string, head: Buffer, isWholeFile: boolean): FileType {
  const extension = extname(fileName).toLowerCase();
  const binary = sniffBinary(head, extension);
  if (binary) return binary;
  if (looksLikeText(head, isWholeFile)) return classifyText(head, extension);
  return OCTET_STREAM;
}

function sniffBinary(head: Buffer, extension: string): FileType | undefined {
  const at = (offset: number, signature: string | number[]): boolean => {
    const bytes =
      typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
    return (
      head.length >= offset + bytes.length &&
      head.subarray(offset, offset + bytes.length).equals(bytes)
    );
  };

  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png');
  if (at(0, [0xff, 0xd8, 0xff])) return image('image/jpeg');
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return image('image/gif');
  if (at(0, 'RIFF') && at(8, 'WEBP')) return image('image/webp');
  if (at(0, 'BM') && head.length >= 26 && head.readUInt32LE(2) > 26) return image('image/bmp');
  if (at(0, [0x49, 0x49, 0x2a, 0x00]) || at(0, [0x4d, 0x4d, 0x00, 0x2a]))
    return image('image/tiff');
  if (at(0, [0x00, 0x00, 0x01, 0x00]) && extension === '.ico')
    return image('image/vnd.microsoft.icon');
  if (at(0, '%PDF-')) return { mimeType: 'application/pdf', fileKind: 'pdf' };
  if (at(4, 'ftyp')) return isoMedia(head.subarray(8, 12).toString('latin1'));
  if (at(0, [0x1a, 0x45, 0xdf, 0xa3])) {
    return head.includes('webm') ? video('video/webm') : video('video/x-matroska');
  }
  if (at(0, 'RIFF') && at(8, 'WAVE')) return audio('audio/wav');
  if (at(0, 'RIFF') && at(8, 'AVI ')) return video('video/x-msvideo');
  if (at(0, 'OggS')) return extension === '.ogv' ? video('video/ogg') : audio('audio/ogg');
  if (at(0, 'fLaC')) return audio('audio/flac');
  if (at(0, 'ID3') || (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe6) === 0xe2)) {
    return audio('audio/mpeg');
  }
  if (at(0, [0x50, 0x4b, 0x03, 0x04]) || at(0, [0x50, 0x4b, 0x05, 0x06]))
    return zipFamily(head, extension);
  if (at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return OLE_BY_EXTENSION[extension] ?? OCTET_STREAM;
  if (at(0, '{\\rtf')) return { mimeType: 'application/rtf', fileKind: 'document' };
  if (at(0, [0x1f, 0x8b])) return archive('application/gzip');
  if (at(257, 'ustar')) return archive('application/x-tar');
  if (at(0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return archive('application/x-7z-compressed');
  if (at(0, 'Rar!')) return archive('application/vnd.rar');
  if (at(0, 'BZh')) return archive('application/x-bzip2');
  if (at(0, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return archive('application/x-xz');
  return undefined;
}

function zipFamily(head: Buffer, extension: string): FileType {
  // OpenDocument: the first entry is "mimetype", stored, its content right after the 38-byte header.
  if (head.subarray(30, 38).toString('latin1') === 'mimetype') {
    const declared =
      head
        .subarray(38, 38 + 60)
        .toString('latin1')
        .split(/[^a-z0-9.+/-]/)[0] ?? '';
    const kind = ODF_KINDS[declared];
    if (kind) return { mimeType: declared, fileKind: kind };
  }
  const office = ZIP_OFFICE_BY_EXTENSION[extension];
  if (office && head.includes('[Content_Types].xml')) return office;
  return archive('application/zip');
}

function isoMedia(brand: string): FileType {
  if (brand === 'M4A ' || brand === 'M4B ') return audio('audio/mp4');
  if (brand === 'qt  ') return video('video/quicktime');
  if (brand === 'avif' || brand === 'avis') return image('image/avif');
  if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return image('image/heic');
  return video('video/mp4');
}

function classifyText(head: Buffer, extension: string): FileType {
  const byName = TEXT_BY_EXTENSION[extension];
  if (byName) return byName;
  const start = head.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg'))) {
    return { mimeType: 'image/svg+xml', fileKind: 'image' };
  }
  return { mimeType: 'text/plain', fileKind: 'text' };
}

/** UTF-8 (or ASCII) without NUL bytes; a multi-byte character cut off by the sniff window is fine. */
export function looksLikeText(head: Buffer, isWholeFile: boolean): boolean {
  if (head.includes(0)) return false;
  const bytes = isWholeFile ? head : withoutPartialTail(head);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Drops an incomplete UTF-8 sequence at the end of a buffer cut at an arbitrary byte. */
export function withoutPartialTail(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    if (byte < 0x80) return bytes;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return back < needed ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

function image(mimeType: string): FileType {
  return { mimeType, fileKind: 'image' };
}
function video(mimeType: string): FileType {
  return { mimeType, fileKind: 'video' };
}
function audio(mimeType: string): FileType {
  return { mimeType, fileKind: 'audio' };
}
function archive(mimeType: string): FileType {
  return { mimeType, fileKind: 'archive' };
}

/** Text kinds are served with an explicit charset; everything else with its bare type. */
export function contentTypeHeader(type: FileType): string {
  const textual =
    type.fileKind === 'text' || type.fileKind === 'markdown' || type.mimeType === 'image/svg+xml';
  return textual ? `${type.mimeType}; charset=utf-8` : type.mimeType;
}

/** A name safe to store and show: no directories, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const limited = Array.from(cleaned).slice(0, 255).join('');
  return limited === '' || limited === '.' || limited === '..' ? 'file' : limited;
}
