import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import protobuf from 'protobufjs';

/** One span as a collector receives it (OTLP/HTTP JSON: ids in hex), with its service. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, unknown>;
  links: Array<{ traceId: string; spanId: string }>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  links?: Array<{ traceId: string; spanId: string }>;
}
interface OtlpExport {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>;
  }>;
}

const KINDS: Record<number, string> = {
  1: 'internal',
  2: 'server',
  3: 'client',
  4: 'producer',
  5: 'consumer',
};

/** OTLP's protobuf request, decoded by protobufjs from the messages of otlp-trace.proto. */
const PROTOBUF_REQUEST = protobuf
  .loadSync(path.join(__dirname, 'otlp-trace.proto'))
  .lookupType('otlp.ExportTraceServiceRequest');

/**
 * A local OTLP/HTTP receiver, `http/protobuf` and `http/json`: POST /v1/traces, every span kept
 * in the JSON form, and the raw bodies too (a test searches them for what must never be exported).
 */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];
  readonly bodies: string[] = [];
  readonly contentTypes: string[] = [];
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const contentType = request.headers['content-type'] ?? '';
      this.contentTypes.push(contentType);
      if (request.method === 'POST' && request.url === '/v1/traces') {
        this.bodies.push(bytes.toString('utf8'));
        if (contentType.startsWith('application/json'))
          this.spans.push(...spansOf(JSON.parse(bytes.toString('utf8')) as OtlpExport));
        else if (contentType === 'application/x-protobuf')
          this.spans.push(...spansOf(decodedProtobuf(bytes)));
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
  });

  static async start(): Promise<OtlpCollector> {
    const collector = new OtlpCollector();
    await new Promise<void>((resolve) => collector.server.listen(0, '127.0.0.1', resolve));
    return collector;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  trace(traceId: string): CollectedSpan[] {
    return this.spans.filter((span) => span.traceId === traceId);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A protobuf request in OTLP/JSON's shape: ids in hex, 64-bit integers as strings. */
function decodedProtobuf(bytes: Buffer): OtlpExport {
  return JSON.parse(
    JSON.stringify(
      PROTOBUF_REQUEST.toObject(PROTOBUF_REQUEST.decode(bytes), { longs: String }),
      (_key, value: unknown) =>
        isSerializedBuffer(value) ? Buffer.from(value.data).toString('hex') : value,
    ),
  ) as OtlpExport;
}

function isSerializedBuffer(value: unknown): value is { type: 'Buffer'; data: number[] } {
  return (value as { type?: unknown } | null)?.type === 'Buffer';
}

function spansOf(body: OtlpExport): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const resource = attributesOf(resourceSpans.resource?.attributes);
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service: String(resource['service.name']),
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
        links: (span.links ?? []).map(({ traceId, spanId }) => ({ traceId, spanId })),
      })),
    );
  });
}

function attributesOf(attributes: OtlpAttribute[] | undefined): Record<string, unknown> {
  return Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
    ]),
  );
}

/**
 * A trace as a collector's tree view shows it, one span a line: `service  name (kind)` indented
 * under its parent; spans whose parent is not in the trace are roots.
 */
export function traceTree(spans: CollectedSpan[]): string {
  const ids = new Set(spans.map((span) => span.spanId));
  const lines: string[] = [];
  const walk = (parent: string, depth: number) => {
    for (const span of spans.filter((candidate) =>
      parent === '' ? !ids.has(candidate.parentSpanId) : candidate.parentSpanId === parent,
    )) {
      lines.push(
        `${'  '.repeat(depth)}${span.name} (${KINDS[span.kind] ?? span.kind}, ${span.service})`,
      );
      walk(span.spanId, depth + 1);
    }
  };
  walk('', 0);
  return lines.join('\n');
}
