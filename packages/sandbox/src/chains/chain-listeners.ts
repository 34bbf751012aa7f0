/**
 * The listeners of a chain's change events (`SolanaChain.watch`). A listener that throws must not
 * undo a change the chain has accepted, so its error stays with it.
 */
export class ChainListeners<Event> {
  private readonly listeners = new Set<(event: Event) => void>();

  get size(): number {
    return this.listeners.size;
  }

  /** Adds `listener`; answers the function that removes it. */
  add(listener: (event: Event) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: Event): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // The listener's own failure; the chain goes on.
      }
    }
  }
}
