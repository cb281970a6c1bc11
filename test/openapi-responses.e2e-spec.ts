import {
  isUndocumentedPath,
  OpenApiResponseValidator,
  ResponseToCheck,
} from './support/openapi-response-validator';

/** The checker every e2e answer goes through (test/support/openapi-response-recorder.ts). */
describe('OpenAPI response validator', () => {
  const envelope = {
    type: 'object',
    required: ['error', 'message'],
    properties: { error: { type: 'string' }, message: { type: 'string' } },
  };
  const validator = new OpenApiResponseValidator({
    openapi: '3.0.0',
    paths: {
      '/things/fixed': { get: { responses: { 200: json({ type: 'object' }) } } },
      '/things/{id}': {
        get: {
          responses: {
            200: json({ $ref: '#/components/schemas/Thing' }),
            404: json({
              allOf: [{ $ref: '#/components/schemas/Envelope' }],
              properties: { error: { type: 'string', enum: ['THING_NOT_FOUND'] } },
            }),
          },
        },
      },
      '/things/{id}/file': {
        get: {
          responses: {
            200: { description: '', content: { '*/*': { schema: { type: 'string' } } } },
            304: { description: '' },
          },
        },
      },
    },
    components: {
      schemas: {
        Envelope: envelope,
        Error: envelope,
        Thing: {
          type: 'object',
          required: ['id', 'label'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            label: { type: 'string', nullable: true },
            tags: { type: 'object', additionalProperties: { type: 'boolean' } },
          },
        },
      },
    },
  });
  const id = '3f1e2d4c-5b6a-4789-8abc-def012345678';
  const answer = (overrides: Partial<ResponseToCheck> & { json?: unknown }): ResponseToCheck => {
    const body = overrides.json === undefined ? undefined : JSON.stringify(overrides.json);
    return {
      method: 'GET',
      path: `/things/${id}`,
      status: 200,
      mediaType: 'application/json',
      bodyBytes: body?.length ?? 0,
      body,
      ...overrides,
    };
  };

  it('accepts a documented answer, null where the document allows it, and map values', () => {
    const json = { id, label: null, tags: { a: true } };
    expect(validator.check(answer({ json }))).toEqual({
      operation: 'GET /things/{id}',
      problems: [],
    });
  });

  it('reports an undocumented field, a wrong type and a wrong format', () => {
    const json = { id: 'nope', label: 7, secret: 'x' };
    expect(validator.check(answer({ json })).problems).toEqual(
      expect.arrayContaining([
        '/id: must match format "uuid"',
        expect.stringMatching(/^\/label: must be/),
        '(body): undocumented field "secret"',
      ]),
    );
  });

  it('reports an undocumented status and a code the status does not list', () => {
    expect(validator.check(answer({ status: 409, json: {} })).problems).toEqual([
      'status 409 is not documented (documented: 200, 404)',
    ]);
    const json = { error: 'NOT_FOUND', message: 'x' };
    expect(validator.check(answer({ status: 404, json })).problems).toEqual([
      '/error: must be one of ["THING_NOT_FOUND"]',
    ]);
  });

  it('keeps allOf compositions closed: fields of the referenced envelope are allowed, others not', () => {
    const ok = { error: 'THING_NOT_FOUND', message: 'x' };
    expect(validator.check(answer({ status: 404, json: ok })).problems).toEqual([]);
    const extra = { ...ok, stack: 'at x.ts:1' };
    expect(validator.check(answer({ status: 404, json: extra })).problems).toEqual([
      '(body): undocumented field "stack"',
    ]);
  });

  it('checks only the media type of other content, and refuses a body where none is documented', () => {
    const file = { path: `/things/${id}/file`, mediaType: 'text/plain', bodyBytes: 5 };
    expect(validator.check(answer(file)).problems).toEqual([]);
    expect(validator.check(answer({ ...file, status: 304 })).problems).toEqual([
      'a text/plain body is sent but the response documents no content',
    ]);
    expect(validator.check(answer({ mediaType: 'text/html', bodyBytes: 3 })).problems).toEqual([
      'content type "text/html" is not documented (documented: application/json)',
    ]);
  });

  it('prefers a literal segment to a template, and never lets a template take a literal', () => {
    const fixed = answer({ path: '/things/Fixed', json: { any: 1 } });
    expect(validator.check(fixed)).toEqual({ operation: 'GET /things/fixed', problems: [] });
    const claimed = answer({ path: '/things/fixed/file', mediaType: 'text/plain', bodyBytes: 1 });
    expect(validator.check(claimed).problems).toEqual([
      'the document has no operation for this method and path',
    ]);
  });

  it('holds answers outside the document to the plain error envelope', () => {
    const unknown = { path: '/nowhere', status: 404 };
    expect(
      validator.check(answer({ ...unknown, json: { error: 'NOT_FOUND', message: 'x' } })),
    ).toEqual({ operation: '(no operation)', problems: [] });
    expect(
      validator.check(answer({ ...unknown, json: { error: 'NOT_FOUND', statusCode: 404 } }))
        .problems,
    ).toEqual(
      expect.arrayContaining([
        "(body): must have required property 'message'",
        '(body): undocumented field "statusCode"',
      ]),
    );
    expect(validator.check(answer({ method: 'DELETE', json: {} })).problems).toEqual([
      'the document has no operation for this method and path',
    ]);
  });

  it('leaves out exactly the paths the public document excludes on purpose', () => {
    for (const path of ['/v1/api-tokens', '/v1/api-tokens/x/rotate', '/health/ready', '/metrics'])
      expect(isUndocumentedPath(path)).toBe(true);
    for (const path of ['/docs', '/docs/swagger-ui.css', '/docs-json', '/v1/probe/boom'])
      expect(isUndocumentedPath(path)).toBe(true);
    for (const path of ['/v1/agents', '/public/media/x', '/healthz', '/v1/api-tokensx'])
      expect(isUndocumentedPath(path)).toBe(false);
  });

  it('reads the committed document, where the fixed agent paths are never taken as an id', () => {
    const committed = OpenApiResponseValidator.fromFile();
    const graph = { path: '/v1/agents/graph', json: {} };
    expect(committed.check(answer(graph)).operation).toBe('GET /v1/agents/graph');
    const misrouted = { method: 'POST', path: '/v1/agents/Graph/archive', status: 404 };
    expect(
      committed.check(answer({ ...misrouted, json: { error: 'NOT_FOUND', message: 'x' } })),
    ).toEqual({ operation: '(no operation)', problems: [] });
  });
});

function json(schema: object) {
  return { description: '', content: { 'application/json': { schema } } };
}
