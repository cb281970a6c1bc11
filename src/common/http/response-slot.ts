/**
 * A value one answer carries while it is under way, stored on the response under a symbol of its
 * own. Not a WeakMap keyed by the response: V8's scavenger keeps the entries of a long-lived
 * WeakMap alive, so every response put in one (with its request and everything they reach) was
 * promoted to the old generation and left to full collections (bench/README.md, "The request
 * pipeline and tracing").
 */
export class ResponseSlot<T> {
  private readonly key: symbol;

  constructor(name: string) {
    this.key = Symbol(name);
  }

  get(response: object): T | undefined {
    return (response as Record<symbol, T | undefined>)[this.key];
  }

  set(response: object, value: T | undefined): void {
    (response as Record<symbol, T | undefined>)[this.key] = value;
  }
}
