import { describe, expect, it, vi } from 'vitest';
import { watchNearViewport, type ObserverConstructor } from '../use-near-viewport';

type Callback = ConstructorParameters<ObserverConstructor>[0];

/** An observer the test drives: it records what it was asked and reports entries on demand. */
function fakeObserver() {
  const made: { callback: Callback; margin: string; observed: Element[]; disconnected: boolean }[] =
    [];
  const Observer: ObserverConstructor = class {
    private readonly record;
    constructor(callback: Callback, options: { rootMargin: string }) {
      this.record = {
        callback,
        margin: options.rootMargin,
        observed: [] as Element[],
        disconnected: false,
      };
      made.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  };
  return { Observer, made };
}

const element = {} as Element;

describe('watchNearViewport', () => {
  it('waits for the element to come near, then tells once and stops observing', () => {
    const { Observer, made } = fakeObserver();
    const onNear = vi.fn();
    watchNearViewport(element, '150px 0px', onNear, Observer);
    expect(made).toHaveLength(1);
    const [observer] = made;
    expect(observer).toMatchObject({ margin: '150px 0px', observed: [element] });
    observer?.callback([{ isIntersecting: false }]);
    expect(onNear).not.toHaveBeenCalled();
    observer?.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('stops observing when the component goes away first', () => {
    const { Observer, made } = fakeObserver();
    const onNear = vi.fn();
    const cleanup = watchNearViewport(element, '800px', onNear, Observer);
    cleanup();
    expect(made[0]?.disconnected).toBe(true);
    expect(onNear).not.toHaveBeenCalled();
  });

  it('shows the content at once where IntersectionObserver is missing', () => {
    const onNear = vi.fn();
    const cleanup = watchNearViewport(element, '800px', onNear, null);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(() => cleanup()).not.toThrow();
  });

  it('uses the browser observer by default (none in Node: content shows at once)', () => {
    expect(globalThis.IntersectionObserver).toBeUndefined();
    const onNear = vi.fn();
    watchNearViewport(element, '800px', onNear);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
