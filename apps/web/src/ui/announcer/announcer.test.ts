import { describe, expect, it, vi } from 'vitest';
import { createAnnouncer } from './announcer';

function setup(options: { batchMs?: number; minGapMs?: number; maxChars?: number } = {}) {
  vi.useFakeTimers();
  const spoken: string[] = [];
  const announcer = createAnnouncer({ speak: (m) => spoken.push(m), batchMs: 500, minGapMs: 2000, ...options });
  return { announcer, spoken };
}

describe('createAnnouncer', () => {
  it('speaks what arrives within the window as one message, in order', () => {
    const { announcer, spoken } = setup();
    announcer.announce('Asha: Welcome.');
    vi.advanceTimersByTime(200);
    announcer.announce('Ravi: Thanks for having me.');
    expect(spoken).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(spoken).toEqual(['Asha: Welcome. Ravi: Thanks for having me.']);
  });

  it('keeps only the newest message of a key', () => {
    const { announcer, spoken } = setup();
    for (let done = 1; done <= 20; done++) announcer.announce(`${done} of 40 lines read`, { key: 'progress' });
    announcer.announce('Saved.');
    vi.advanceTimersByTime(500);
    expect(spoken).toEqual(['20 of 40 lines read Saved.']);
  });

  it('leaves at least the minimum gap between two messages', () => {
    const { announcer, spoken } = setup();
    announcer.announce('first');
    vi.advanceTimersByTime(500);
    announcer.announce('second');
    vi.advanceTimersByTime(1000);
    expect(spoken).toEqual(['first']);
    announcer.announce('third');
    vi.advanceTimersByTime(999);
    expect(spoken).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(spoken).toEqual(['first', 'second third']);
  });

  it('drops empty text, collapses repeats and cuts long messages', () => {
    const { announcer, spoken } = setup({ maxChars: 20 });
    announcer.announce('   ');
    announcer.announce('Same');
    announcer.announce('Same');
    vi.advanceTimersByTime(500);
    announcer.announce('a long sentence that goes on and on');
    vi.advanceTimersByTime(2000);
    expect(spoken).toEqual(['Same', 'a long sentence tha…']);
  });

  it('speaks at once on flush and nothing after dispose', () => {
    const { announcer, spoken } = setup();
    announcer.announce('now');
    announcer.flush();
    expect(spoken).toEqual(['now']);
    announcer.announce('never');
    announcer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(spoken).toEqual(['now']);
  });
});
