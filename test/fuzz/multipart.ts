import fc from 'fast-check';
import { hostileString, longString } from './hostile-values';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.concat([PNG_HEAD, Buffer.alloc(40, 7)])),
  fc.constant(Buffer.from('%PDF-1.4\n%%EOF')),
  // A ZIP signature with nothing behind it, and an end-of-central-directory record alone.
  fc.constant(Buffer.from('PK\u0003\u0004garbage', 'latin1')),
  fc.constant(Buffer.concat([Buffer.from('PK\u0005\u0006', 'latin1'), Buffer.alloc(18, 0xff)])),
  fc.constant(Buffer.from('\ufeff# markdown\n\n<img src=x onerror=alert(1)>')),
);

const fileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'a.txt',
    'photo.PNG',
    'archive.zip',
    'doc.docx',
    '../../etc/passwd',
    'a\u0000b.txt',
    'é😀.md',
    '',
    '.hidden',
    'noext',
    'x.tar.gz',
    'a"b.txt',
    'a\r\nb.txt',
  ),
  fc.constantFrom(300, 5_000).map((length) => `${longString(length)}.txt`),
  hostileString,
);

/** Parts of an upload: mostly one `file` part, sometimes extra fields, two files or odd names. */
export const uploadParts: fc.Arbitrary<Part[]> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        filename: fileName,
        contentType: fc.constantFrom(
          'application/octet-stream',
          'image/png',
          'text/plain',
          'x/y',
          '',
        ),
        data: fileBytes,
      })
      .map((file) => [{ name: 'file', ...file }]),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.array(
          fc.record({
            name: fc.oneof(
              fc.constantFrom('file', 'files', 'name', '__proto__', ''),
              hostileString,
            ),
            data: fileBytes,
          }),
          { maxLength: 3 },
        ),
        fc.record({ filename: fileName, data: fileBytes }),
      )
      .map(([fields, file]) => [...fields, { name: 'file', ...file }]),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(150, 2_000).map((count) =>
      Array.from({ length: count }, (_, index) => ({
        name: `f${index}`,
        data: Buffer.from('x'),
      })),
    ),
  },
);

const quoted = (value: string) => value.replace(/[\r\n"]/g, (char) => encodeURIComponent(char));

/** A multipart/form-data body; `damage` cuts or corrupts its framing. */
export function multipartBody(parts: Part[], boundary: string, damage: number): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"`;
    if (part.filename !== undefined) head += `; filename="${quoted(part.filename)}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(chunks);
  switch (damage % 8) {
    case 1:
      return body.subarray(0, Math.floor(body.length / 2));
    case 2:
      return Buffer.from(body.toString('latin1').replace(`--${boundary}--`, ''), 'latin1');
    case 3:
      return Buffer.from(`garbage before\r\n${body.toString('latin1')}`, 'latin1');
    default:
      return body;
  }
}
