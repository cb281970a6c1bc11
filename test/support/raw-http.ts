import { connect } from 'node:net';

/**
 * Writes `text` as it is to a server on the loopback port and reads the answer until the server
 * closes the connection: requests no HTTP client would send (a control character in the request
 * line, oversized headers).
 */
export function rawHttp(port: number, text: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** A raw answer's status line, head and JSON body. */
export function rawAnswer(answer: string): { statusLine: string; head: string; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as unknown };
}
