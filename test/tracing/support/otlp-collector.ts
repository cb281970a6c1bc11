import http from 'node:http';
import type { AddressInfo } from 'node:net';

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

/**
 * A local OTLP/HTTP receiver for `OTEL_EXPORTER_OTLP_PROTOCOL=http/json`: POST /v1/traces, every
 * span kept, and the raw bodies too (a test searches them for what must never be exported).
 */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];
  readonly bodies: string[] = [];
  readonly contentTypes: string[] = [];
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.contentTypes.push(request.headers['content-type'] ?? '');
      if (request.method === 'POST' && request.url === '/v1/traces') {
        this.bodies.push(body);
        if (request.headers['content-type']?.startsWith('application/json'))
          this.spans.push(...spansOf(JSON.parse(body) as OtlpExport));
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
