import { type GenerationEvent, MESSAGES } from '@podloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GenerationFlow, GenerationRun, type RunEnd, type RunPhase, type StartedRun } from './generation-run';
import type { GenerationStreamHandlers } from './generation-stream';

/** A flow of our own, so the machine is tested apart from what scripts and audio make of it. */
type Input = { topic: string };
const STARTED: StartedRun = { ref_id: 'ref-1', batch_job_id: 'batch-1' };
const TIMINGS = { timeoutMs: 10_000, fallbackDelayMs: 4_000, fallbackAttempts: 3, longToastMs: 20_000 };
const MESSAGES_OF_FLOW = { generating: 'Working on it.', succeeded: 'Done.', later: 'Come back later.' };

class FakeStream {
  handlers: GenerationStreamHandlers | null = null;
  closed = false;
  opened: string[] = [];
  open = (refId: string, handlers: GenerationStreamHandlers) => {
    this.handlers = handlers;
    this.closed = false;
    this.opened.push(refId);
    return { close: () => (this.closed = true) };
  };
  emit(event: GenerationEvent) {
    this.handlers?.onEvent(event);
  }
  fail() {
    this.handlers?.onError(new Error('network down'));
  }
}

let stream: FakeStream;
let flow: GenerationFlow<Input, StartedRun, string>;
const notify = { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() };
let phases: RunPhase[];
let ends: RunEnd<string>[];
let etas: number[];
let progress: number[];
let machine: GenerationRun<Input, StartedRun, string>;
const notices = (kind: keyof typeof notify) => notify[kind].mock.calls.map((c) => c[0] as string);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  for (const mock of Object.values(notify)) mock.mockReset();
  stream = new FakeStream();
  flow = {
    noun: 'thing',
    messages: MESSAGES_OF_FLOW,
    notify,
    start: vi.fn(async () => STARTED),
    openStream: stream.open,
    startFailure: () => 'Could not start.',
    refuseStart: (started) => (started.ref_id ? null : 'Nothing to follow.'),
    // Like audio: an eta may stretch the timeout, never shorten it.
    timeoutAfterEta: (eta, timings) => Math.max(timings.timeoutMs, eta * 1000),
    readResult: (result, input) => (result.message ? `${input.topic}: ${result.message}` : null),
    onFailedResult: () => 'wait',
    lookUp: vi.fn(async () => null),
  };
  phases = [];
  ends = [];
  etas = [];
  progress = [];
  machine = new GenerationRun(
    flow,
    {
      onPhase: (phase) => phases.push(phase),
      onEta: (eta) => etas.push(eta),
      onProgress: (p) => progress.push(p.done),
      onEnd: (end) => ends.push(end),
    },
    TIMINGS,
  );
});
afterEach(() => {
  machine.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a generation run: start and stream', () => {
  it('starts, streams, and finishes on a result the flow can read', async () => {
    await expect(machine.generate({ topic: 'Tea' })).resolves.toBe(true);
    expect(flow.start).toHaveBeenCalledWith({ topic: 'Tea' });
    expect(stream.opened).toEqual(['ref-1']);
    expect(machine.phase).toBe('streaming');
    stream.emit({ eta: 3 });
    stream.emit({ progress: { stage: 'writing', done: 1, total: 2 } });
    stream.emit({ result: { podcast_id: 7, message: 'all done' } });
    expect(phases).toEqual(['starting', 'streaming']);
    expect(etas).toEqual([3]);
    expect(progress).toEqual([1]);
    expect(notices('info')).toEqual([MESSAGES_OF_FLOW.generating]);
    expect(notices('success')).toEqual([MESSAGES_OF_FLOW.succeeded]);
    expect(ends).toEqual([{ outcome: 'succeeded', result: 'Tea: all done' }]);
    expect(stream.closed).toBe(true);
    expect(machine.phase).toBe('idle');
    // Events after the end belong to nobody.
    stream.emit({ result: { podcast_id: 7, message: 'again' } });
    expect(ends).toHaveLength(1);
  });
});

describe('a generation run: the timeout and the look-ups', () => {
  it('times out after timeoutMs of silence and starts the look-ups', async () => {
    await machine.generate({ topic: 'Tea' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(machine.phase).toBe('streaming');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.phase).toBe('fallback');
    expect(stream.closed).toBe(true);
    expect(notices('info')).toEqual([MESSAGES.stillWorking]);
  });

  it('is a watchdog: every event re-arms the timeout, and the flow decides what an eta makes of it', async () => {
    await machine.generate({ topic: 'Tea' });
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(9_000);
      stream.emit({ progress: { stage: 'writing', done: i, total: 4 } });
    }
    expect(machine.phase).toBe('streaming');
    stream.emit({ eta: 30 });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(machine.phase).toBe('streaming');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.phase).toBe('fallback');
  });

  it('looks up fallbackAttempts times, fallbackDelayMs apart, then gives up with the long notice', async () => {
    vi.mocked(flow.lookUp).mockRejectedValueOnce(new Error('offline'));
    await machine.generate({ topic: 'Tea' });
    stream.fail();
    expect(machine.phase).toBe('fallback');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(flow.lookUp).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.lookUp).toHaveBeenCalledWith(STARTED, { topic: 'Tea' });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(flow.lookUp).toHaveBeenCalledTimes(3);
    expect(notify.info).toHaveBeenLastCalledWith(MESSAGES_OF_FLOW.later, 20_000);
    expect(ends).toEqual([{ outcome: 'gave-up' }]);
    expect(machine.phase).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flow.lookUp).toHaveBeenCalledTimes(3);
  });

  it('finishes from a look-up, and a result it cannot read is looked up instead', async () => {
    vi.mocked(flow.lookUp).mockResolvedValueOnce(null).mockResolvedValueOnce('found it');
    await machine.generate({ topic: 'Tea' });
    stream.emit({ result: { podcast_id: 7, file_sas: 'http://x/a.mp3' } });
    expect(machine.phase).toBe('fallback');
    await vi.advanceTimersByTimeAsync(8_000);
    expect(ends).toEqual([{ outcome: 'succeeded', result: 'found it' }]);
    expect(notices('success')).toEqual([MESSAGES_OF_FLOW.succeeded]);
    expect(notices('info')).not.toContain(MESSAGES_OF_FLOW.later);
  });
});

describe('a generation run: failures, refusals and dispose', () => {
  it("a failure result waits for the timeout when the flow says 'wait'", async () => {
    await machine.generate({ topic: 'Tea' });
    await vi.advanceTimersByTimeAsync(6_000);
    stream.emit({ result: { podcast_id: '-1', message: 'creation failed: no' } });
    expect(machine.phase).toBe('waiting');
    expect(machine.busy).toBe(true);
    // The stream is closed: its late errors change nothing.
    stream.fail();
    expect(machine.phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(machine.phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.phase).toBe('fallback');
  });

  it('a failure result ends the run at once when the flow gives a sentence', async () => {
    flow.onFailedResult = () => ({ message: 'It failed.', reason: 'no voice' });
    await machine.generate({ topic: 'Tea' });
    stream.emit({ result: { podcast_id: '-1', message: 'creation failed: no voice' } });
    expect(notices('error')).toEqual(['It failed.']);
    expect(ends).toEqual([{ outcome: 'failed', message: 'It failed.', reason: 'no voice' }]);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(flow.lookUp).not.toHaveBeenCalled();
  });

  it('a start that throws or is refused ends the run with the sentence, without a stream', async () => {
    flow.start = vi.fn(async () => {
      throw new Error('down');
    });
    await machine.generate({ topic: 'Tea' });
    flow.start = vi.fn(async () => ({ ref_id: '', batch_job_id: 'b' }));
    await machine.generate({ topic: 'Tea' });
    expect(notices('error')).toEqual(['Could not start.', 'Nothing to follow.']);
    expect(ends.map((e) => e.outcome)).toEqual(['failed', 'failed']);
    expect(stream.opened).toEqual([]);
    expect(machine.busy).toBe(false);
  });

  it('refuses a second start while busy', async () => {
    await machine.generate({ topic: 'Tea' });
    await expect(machine.generate({ topic: 'Coffee' })).resolves.toBe(false);
    expect(notices('warning')).toEqual([MESSAGES.alreadyGenerating]);
    expect(flow.start).toHaveBeenCalledTimes(1);
  });

  it('dispose stops the stream, the timeout and the look-ups, and ends the run once', async () => {
    await machine.generate({ topic: 'Tea' });
    stream.fail();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(flow.lookUp).toHaveBeenCalledTimes(1);
    machine.dispose();
    machine.dispose();
    expect(ends).toEqual([{ outcome: 'stopped' }]);
    expect(machine.phase).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flow.lookUp).toHaveBeenCalledTimes(1);
    expect(notices('info')).not.toContain(MESSAGES_OF_FLOW.later);
  });

  it('a start call answering after dispose is ignored, and the next run is unaffected by it', async () => {
    let answer: (started: StartedRun) => void = () => {};
    flow.start = vi.fn(() => new Promise<StartedRun>((resolve) => (answer = resolve)));
    const first = machine.generate({ topic: 'Tea' });
    machine.dispose();
    answer(STARTED);
    await first;
    expect(stream.opened).toEqual([]);
    expect(ends).toEqual([{ outcome: 'stopped' }]);
    flow.start = vi.fn(async () => STARTED);
    await machine.generate({ topic: 'Coffee' });
    expect(machine.phase).toBe('streaming');
  });
});

describe('a generation run: its progress notices', () => {
  it('closes "Generating…" and "Still working…" when the run ends, whichever way it ends', async () => {
    const ids = new Map<string, number>();
    const dismissed: number[] = [];
    flow.notify = {
      ...notify,
      info: (text: string) => {
        notify.info(text);
        const id = ids.size + 1;
        ids.set(text, id);
        return id;
      },
      dismiss: ((id: number) => dismissed.push(id)) as (id: never) => void,
    };
    await machine.generate({ topic: 'Tea' });
    stream.emit({ eta: 3 });
    expect(dismissed).toEqual([]);
    stream.emit({ result: { podcast_id: 7, message: 'all done' } });
    expect(dismissed).toEqual([ids.get(MESSAGES_OF_FLOW.generating)]);

    await machine.generate({ topic: 'Tea' });
    stream.emit({ eta: 3 });
    stream.fail();
    expect(notices('info')).toContain(MESSAGES.stillWorking);
    await vi.advanceTimersByTimeAsync(4_000);
    (flow.lookUp as ReturnType<typeof vi.fn>).mockResolvedValueOnce('found');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(ends.at(-1)?.outcome).toBe('succeeded');
    expect(dismissed.slice(1).sort()).toEqual(
      [ids.get(MESSAGES.stillWorking), ids.get(MESSAGES_OF_FLOW.generating)].sort(),
    );
  });
});
