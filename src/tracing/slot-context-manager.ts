import { type Context, ROOT_CONTEXT } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { ContextSlot } from '../common/async/context-slot';

const activeContext = new ContextSlot<Context>('otelContext');

/**
 * OpenTelemetry's active context, kept in the service's one AsyncLocalStorage (context-slot.ts)
 * rather than in a storage of its own, which would cost every promise once more while tracing is
 * on. Binding functions and event emitters to a context is the SDK's own; it goes through `with`.
 */
export class SlotContextManager extends AsyncLocalStorageContextManager {
  override active(): Context {
    return activeContext.get() ?? ROOT_CONTEXT;
  }

  override with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    const callback = thisArg == null ? fn : (fn.bind(thisArg) as F);
    return activeContext.run(context, () => callback(...args));
  }

  /** The storage is shared with the service's other slots: it stays on. */
  override disable(): this {
    return this;
  }

  override attach(context: Context): { dispose(): void } {
    const restore = activeContext.enter(context);
    let disposed = false;
    return {
      dispose() {
        if (disposed) return;
        disposed = true;
        restore();
      },
    };
  }
}
