/**
 * A clock that runs with the real one and can be moved forward, for code that takes `now: () => number`: a test
 * advances it instead of sleeping until, say, the next whole second of a Last-Modified date.
 */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance(ms) {
      offsetMs += ms;
    },
  };
}
