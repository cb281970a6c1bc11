import { randomBytes } from 'node:crypto';
import { request as httpRequest, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type ConversionResult =
  { outcome: 'converted'; pdf: Buffer } | { outcome: 'failed' } | { outcome: 'unreachable' };

/** The converted PDF travels back inside the JSON descriptor, so it is bounded. */
export const MAX_PREVIEW_PDF_BYTES = 20 * 1024 * 1024;

/**
 * Gotenberg's LibreOffice route (`POST /forms/libreoffice/convert`, multipart `files`). The
 * document streams to the sidecar; Gotenberg picks the converter from the file's extension.
 * Statuses that mean "the converter is not there right now" (a failed connection, a timeout, 502,
 * 503, 504) are `unreachable`; any other refusal or a body that is not a PDF is `failed`.
 */
export async function convertWithGotenberg(
  baseUrl: string,
  fileName: string,
  document: Readable,
  timeoutMs: number,
): Promise<ConversionResult> {
  const boundary = `----preview${randomBytes(12).toString('hex')}`;
  const url = new URL('forms/libreoffice/convert', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const safeName = fileName.replace(/["\r\n\\]/g, '_');

  return new Promise<ConversionResult>((resolve) => {
    let settled = false;
    const settle = (result: ConversionResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(url, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    const timer = setTimeout(() => {
      req.destroy(new Error('preview sidecar timed out'));
      settle({ outcome: 'unreachable' });
    }, timeoutMs);

    req.on('error', () => settle({ outcome: 'unreachable' }));
    req.on('response', (response: IncomingMessage) => {
      readPdf(response).then(settle, () => settle({ outcome: 'unreachable' }));
    });

    const body = new PassThrough();
    body.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${safeName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    pipeline(document, body, { end: false })
      .then(() => body.end(`\r\n--${boundary}--\r\n`))
      .catch((error: Error) => req.destroy(error));
    body.pipe(req);
  });
}

async function readPdf(response: IncomingMessage): Promise<ConversionResult> {
  const status = response.statusCode ?? 500;
  if (status === 502 || status === 503 || status === 504) {
    response.resume();
    return { outcome: 'unreachable' };
  }
  if (status < 200 || status >= 300) {
    response.resume();
    return { outcome: 'failed' };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > MAX_PREVIEW_PDF_BYTES) {
      response.destroy();
      return { outcome: 'failed' };
    }
    chunks.push(chunk as Buffer);
  }
  const pdf = Buffer.concat(chunks);
  return pdf.subarray(0, 5).toString('latin1') === '%PDF-'
    ? { outcome: 'converted', pdf }
    : { outcome: 'failed' };
}
