import { filterFieldsOf } from './filter-fields';

describe('filterFieldsOf', () => {
  it('reads each field from the catalog schemas, with its kind', () => {
    const fields = filterFieldsOf(['agent.created', 'notification.read']);
    expect(fields.get('agentId')).toEqual([{ kind: 'uuid', nullable: false }]);
    expect(fields.get('installedBy')).toEqual([{ kind: 'uuid', nullable: true }]);
    expect(fields.get('name')).toEqual([{ kind: 'string', nullable: false }]);
    expect(fields.get('source')).toEqual([
      { kind: 'string', nullable: false, enum: ['custom', 'marketplace', 'system', 'clone'] },
    ]);
    expect(fields.get('readAt')).toEqual([{ kind: 'date-time', nullable: false }]);
    expect(fields.has('versionNumber')).toBe(false);
  });

  it('gives a field one shape per type (and per shape of a oneOf type) that has it', () => {
    const fields = filterFieldsOf(null);
    expect(fields.get('agentId')?.length).toBeGreaterThan(5);
    expect(fields.get('versionNumber')?.every((shape) => shape.kind === 'number')).toBe(true);
    expect(fields.get('scope')).toEqual([
      { kind: 'string', nullable: false, enum: ['category', 'all'] },
      { kind: 'string', nullable: false, enum: ['address'] },
    ]);
    for (const other of ['payload', 'target', 'changes', 'blocked'])
      expect(fields.get(other)?.every((shape) => shape.kind === 'other')).toBe(true);
  });

  it('null means every registry type: the fields of each family, not only of one type', () => {
    const every = filterFieldsOf(null);
    for (const name of ['agentId', 'versionNumber', 'notificationId', 'readAt', 'lastStatus'])
      expect(every.has(name)).toBe(true);
    const one = filterFieldsOf(['notification.read']);
    expect(one.has('notificationId')).toBe(true);
    expect(one.has('agentId')).toBe(false);
  });
});
