import { AsyncLocalStorage } from 'node:async_hooks';

type Frame = Readonly<Record<symbol, unknown>>;

/**
 * Every slot lives in this one storage. Node 20 keeps an AsyncLocalStorage's value by writing it
 * onto every promise created while that storage is enabled, so each storage of its own costs
 * every promise of every request again (bench/README.md, "Allocation per request").
 */
const frames = new AsyncLocalStorage<Frame>();

/**
 * A value that follows a piece of work through everything it starts (awaits, timers, emitters):
 * the request a log line is written for, the ambient transaction, the user whose request writes.
 */
export class ContextSlot<T> {
  private readonly key: symbol;

  constructor(name: string) {
    this.key = Symbol(name);
  }

  /** The value the current work runs with, if any. */
  get(): T | undefined {
    return frames.getStore()?.[this.key] as T | undefined;
  }

  /** Runs `work` and everything it starts with `value` in this slot (none when undefined); every other slot keeps its value. */
  run<R>(value: T | undefined, work: () => R): R {
    return frames.run(this.frameWith(value), work);
  }

  /**
   * Sets `value` in this slot for the rest of the current execution and what it starts
   * (`AsyncLocalStorage.enterWith`); the returned function puts back the slots as they were.
   */
  enter(value: T | undefined): () => void {
    const previous = frames.getStore();
    frames.enterWith(this.frameWith(value));
    return () => frames.enterWith(previous as Frame);
  }

  /**
   * The current frame with this slot set. Copied by Object.assign: `{ ...frame, [key]: value }`
   * costs Node 20 some 20 times as much (docs/decisions.md, "No literal opens with a spread on a
   * hot path"), on every request and, while tracing, every span.
   */
  private frameWith(value: T | undefined): Frame {
    const frame: Record<symbol, unknown> = Object.assign({}, frames.getStore());
    frame[this.key] = value;
    return frame;
  }
}
