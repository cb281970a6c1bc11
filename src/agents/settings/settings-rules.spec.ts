import { effectiveTreeAccess, mergeToolOverrides, mergeTreeAccess } from './settings-rules';

describe('tool access overrides', () => {
  it('merges known tools and removes an override given null', () => {
    expect(
      mergeToolOverrides({ web: 'deny', files: 'ask' }, ['web', 'files', 'mail'], {
        mail: 'allow',
        files: null,
      }),
    ).toEqual({ web: 'deny', mail: 'allow' });
  });

  it('refuses unknown tools and bad values together, changing nothing', () => {
    const attempt = () =>
      mergeToolOverrides({}, ['web'], { web: 'sometimes', ghost: 'allow', other: 3 });
    expect(attempt).toThrow(
      expect.objectContaining({ status: 400, code: 'TOOL_ACCESS_OVERRIDE_INVALID' }),
    );
    try {
      attempt();
    } catch (error) {
      expect((error as { details: { field: string }[] }).details.map((d) => d.field)).toEqual([
        'overrides.web',
        'overrides.ghost',
        'overrides.other',
      ]);
    }
  });
});

describe('tree access', () => {
  const current = { nodeEnabled: true, childAccess: {}, commandAccess: {} };

  it('merges each axis and keeps what the patch does not name', () => {
    const next = mergeTreeAccess(current, ['child-1', 'child-2'], ['run'], {
      childAccess: { 'child-1': false },
      commandAccess: { run: false },
    });
    expect(next).toEqual({
      nodeEnabled: true,
      childAccess: { 'child-1': false },
      commandAccess: { run: false },
    });
    expect(mergeTreeAccess(next, ['child-1'], ['run'], { nodeEnabled: false }).childAccess).toEqual(
      {
        'child-1': false,
      },
    );
  });

  it('refuses an empty patch, keys that are not children or commands, and non-booleans', () => {
    expect(() => mergeTreeAccess(current, [], [], {})).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
    expect(() => mergeTreeAccess(current, ['c'], [], { childAccess: { other: true } })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
    expect(() => mergeTreeAccess(current, [], ['run'], { commandAccess: { run: 'yes' } })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR' }),
    );
  });

  it('shows every current child and command, allowed unless switched off', () => {
    expect(
      effectiveTreeAccess(
        { nodeEnabled: false, childAccess: { a: false, gone: false }, commandAccess: {} },
        ['a', 'b'],
        ['run'],
      ),
    ).toEqual({
      nodeEnabled: false,
      childAccess: { a: false, b: true },
      commandAccess: { run: true },
    });
  });
});
