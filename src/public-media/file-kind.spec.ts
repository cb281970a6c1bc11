import {
  classifyFile,
  cleanFileName,
  contentTypeHeader,
  looksLikeText,
  withoutPartialTail,
} from './file-kind';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('classifyFile', () => {
  it.each([
    ['x.bin', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest'), 'image/png', 'image'],
    ['x.txt', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg', 'image'],
    ['x', bytes('GIF89a....'), 'image/gif', 'image'],
    ['x', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'image'],
    ['x', bytes('%PDF-1.7\n'), 'application/pdf', 'pdf'],
    ['x', bytes([0, 0, 0, 0x18], 'ftypisom'), 'video/mp4', 'video'],
    ['x', bytes([0, 0, 0, 0x18], 'ftypM4A '), 'audio/mp4', 'audio'],
    ['x', bytes('ID3', [4, 0]), 'audio/mpeg', 'audio'],
    ['x', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav', 'audio'],
    ['x', bytes([0x1f, 0x8b, 8]), 'application/gzip', 'archive'],
    ['a.zip', bytes('PK', [3, 4], 'rest'), 'application/zip', 'archive'],
    [
      'a.docx',
      bytes('PK', [3, 4], '..[Content_Types].xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'document',
    ],
    [
      'a.xlsx',
      bytes('PK', [3, 4], '..[Content_Types].xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'spreadsheet',
    ],
    ['a.docx', bytes('PK', [3, 4], 'no content types'), 'application/zip', 'archive'],
    [
      'a.ppt',
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      'application/vnd.ms-powerpoint',
      'presentation',
    ],
    ['notes.md', bytes('# hi'), 'text/markdown', 'markdown'],
    ['data.json', bytes('{"a":1}'), 'application/json', 'text'],
    ['image.png', bytes('just text'), 'text/plain', 'text'],
    ['pic', bytes('<?xml version="1.0"?><svg xmlns="x"/>'), 'image/svg+xml', 'image'],
    ['a.pdf', bytes([0, 1, 2, 3]), 'application/octet-stream', 'other'],
  ])('%s', (name, head, mimeType, fileKind) => {
    expect(classifyFile(name, head, true)).toEqual({ mimeType, fileKind });
  });

  it('reads the OpenDocument mimetype entry', () => {
    const head = Buffer.alloc(120);
    head.write('PK\u0003\u0004', 0, 'latin1');
    head.write('mimetypeapplication/vnd.oasis.opendocument.spreadsheetPK', 30, 'latin1');
    expect(classifyFile('sheet.ods', head, true)).toEqual({
      mimeType: 'application/vnd.oasis.opendocument.spreadsheet',
      fileKind: 'spreadsheet',
    });
  });

  it('treats a tar by its ustar magic', () => {
    const head = Buffer.alloc(512);
    head.write('ustar', 257, 'latin1');
    expect(classifyFile('x.zip', head, false).mimeType).toBe('application/x-tar');
  });
});

describe('text detection', () => {
  it('accepts UTF-8 cut in the middle of a character only when the file goes on', () => {
    const cut = Buffer.from('grüß', 'utf8').subarray(0, 5);
    expect(looksLikeText(cut, false)).toBe(true);
    expect(looksLikeText(cut, true)).toBe(false);
    expect(withoutPartialTail(cut).toString('utf8')).toBe('grü');
    expect(looksLikeText(Buffer.from([0x61, 0x00]), true)).toBe(false);
  });

  it('adds a charset to textual types only', () => {
    expect(contentTypeHeader({ mimeType: 'text/csv', fileKind: 'text' })).toBe(
      'text/csv; charset=utf-8',
    );
    expect(contentTypeHeader({ mimeType: 'image/png', fileKind: 'image' })).toBe('image/png');
  });
});

describe('cleanFileName', () => {
  it.each([
    ['C:\\Users\\me\\report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['line\nbreak.txt', 'linebreak.txt'],
    ['', 'file'],
    [undefined, 'file'],
    ['..', 'file'],
    ['a'.repeat(300), 'a'.repeat(255)],
  ])('%s → %s', (raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
  });
});
