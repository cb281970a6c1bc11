import { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import { ContextSlot } from '../common/async/context-slot';
import { SlotContextManager } from './slot-context-manager';

const KEY = createContextKey('test');
const named = (name: string) => ROOT_CONTEXT.setValue(KEY, name);
const nameOf = (manager: SlotContextManager) => manager.active().getValue(KEY);

describe('SlotContextManager', () => {
  const manager = new SlotContextManager();
  const other = new ContextSlot<string>('other');

  it('is the root context outside any `with`, and the given one through what `with` starts', async () => {
    expect(manager.active()).toBe(ROOT_CONTEXT);
    const seen = await manager.with(named('outer'), async () => {
      await nextTurn();
      const inner = await manager.with(named('inner'), async () => {
        await nextTurn();
        return nameOf(manager);
      });
      return [inner, nameOf(manager)];
    });
    expect(seen).toEqual(['inner', 'outer']);
    expect(manager.active()).toBe(ROOT_CONTEXT);
  });

  it('passes `this` and arguments, and leaves the other slots of the storage as they are', () => {
    const target = { label: 'self' };
    const result = other.run('kept', () =>
      manager.with(
        named('ctx'),
        function (this: typeof target, a: number, b: number) {
          return [this.label, a + b, other.get(), nameOf(manager)];
        },
        target,
        1,
        2,
      ),
    );
    expect(result).toEqual(['self', 3, 'kept', 'ctx']);
  });

  it('binds functions and emitters through `with`', async () => {
    const bound = manager.bind(named('bound'), () => nameOf(manager));
    expect(bound()).toBe('bound');
    const emitter = manager.bind(named('emitter'), new EventEmitter());
    const heard = new Promise((resolve) => emitter.on('ping', () => resolve(nameOf(manager))));
    await manager.with(named('elsewhere'), async () => emitter.emit('ping'));
    expect(await heard).toBe('emitter');
  });

  it('attaches a context until its token is disposed', async () => {
    await other.run('kept', async () => {
      await nextTurn();
      const token = manager.attach(named('attached'));
      expect(nameOf(manager)).toBe('attached');
      token.dispose();
      expect(manager.active()).toBe(ROOT_CONTEXT);
      expect(other.get()).toBe('kept');
    });
  });
});
