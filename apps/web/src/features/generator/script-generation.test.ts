import { type GenerationEvent, MESSAGES } from '@podloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { GenerationStreamHandlers } from '../../api/generation-run';
import { buildScriptPayload, DEFAULT_GENERATOR_VALUES } from '../podcast-setup';
import type { BatchJobPodcast, StartedScript } from './generation-api';
import { type GeneratedScript, type GenerationPorts, ScriptGeneration } from './script-generation';

const STARTED: StartedScript = { ref_id: 'ref-1', podcast_id: 7, batch_job_id: 'batch-1', eta: 10 };
const payload = buildScriptPayload({ ...DEFAULT_GENERATOR_VALUES, topic: 'Tea', host: 'Asha', guest: 'Ravi' });
const SCRIPT = 'Asha: Welcome to the show.\nRavi: Glad to be here.';

/** A fake stream: the test pushes events and errors, and sees whether it was closed. */
class FakeStream {
  handlers: GenerationStreamHandlers | null = null;
  closed = false;
  opened = 0;
  open = (_refId: string, handlers: GenerationStreamHandlers) => {
    this.handlers = handlers;
    this.closed = false;
    this.opened++;
    return { close: () => (this.closed = true) };
  };
  emit(event: GenerationEvent) {
    this.handlers?.onEvent(event);
  }
  fail(message = 'network down') {
    this.handlers?.onError(new Error(message));
  }
}

let stream: FakeStream;
const notify = { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() };
let ports: GenerationPorts;
let success: ReturnType<typeof vi.fn<(script: GeneratedScript) => void>>;
let busy: boolean[];
let machine: ScriptGeneration;
const TIMINGS = { timeoutMs: 30_000, fallbackDelayMs: 15_000, fallbackAttempts: 3, longToastMs: 30_000 };

function notices(kind: 'info' | 'success' | 'warning' | 'error'): string[] {
  return notify[kind].mock.calls.map((call) => call[0] as string);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stream = new FakeStream();
  ports = {
    startScript: vi.fn(async () => STARTED),
    openStream: stream.open,
    findByBatchJob: vi.fn(async (): Promise<BatchJobPodcast | null> => null),
    notify,
  };
  for (const mock of Object.values(notify)) mock.mockReset();
  success = vi.fn();
  busy = [];
  machine = new ScriptGeneration(ports, { onSuccess: success, onBusyChange: (b) => busy.push(b) }, TIMINGS);
});
afterEach(() => {
  machine.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('script generation: start, stream and refusals (spec 000 §4)', () => {
  it('starts, shows the eta toast, streams lines and succeeds on the result', async () => {
    const progress: string[][] = [];
    machine.setListener({
      onSuccess: success,
      onBusyChange: (b) => busy.push(b),
      onProgress: (lines) => progress.push(lines.map((l) => l.speaker)),
    });
    await machine.generate(payload);
    expect(ports.startScript).toHaveBeenCalledWith(payload);
    expect(machine.phase).toBe('streaming');
    expect(busy).toEqual([true]);

    stream.emit({ eta: 12 });
    expect(notices('info')).toEqual([MESSAGES.scriptGenerating]);
    stream.emit({
      progress: { stage: 'writing', done: 1, total: 2, from: 0, lines: [{ speaker: 'Asha', text: 'Hi' }] },
    });
    stream.emit({
      progress: { stage: 'writing', done: 2, total: 2, from: 1, lines: [{ speaker: 'Ravi', text: 'Hey' }] },
    });
    expect(progress.at(-1)).toEqual(['Asha', 'Ravi']);

    stream.emit({ result: { podcast_id: 7, message: SCRIPT, title: 'All about tea' } });
    expect(stream.closed).toBe(true);
    expect(notices('success')).toEqual([MESSAGES.scriptGenerated]);
    expect(success).toHaveBeenCalledWith(
      {
        podcastId: 7,
        title: 'All about tea',
        via: 'stream',
        lines: [
          { speaker: 'Asha', text: 'Welcome to the show.' },
          { speaker: 'Ravi', text: 'Glad to be here.' },
        ],
      },
      payload,
    );
    expect(machine.phase).toBe('idle');
    expect(busy).toEqual([true, false]);
  });

  it('refuses a second generate while a stream is open', async () => {
    await machine.generate(payload);
    await expect(machine.generate(payload)).resolves.toBe(false);
    expect(notices('warning')).toEqual([MESSAGES.alreadyGenerating]);
    expect(ports.startScript).toHaveBeenCalledTimes(1);
    expect(stream.opened).toBe(1);
  });

  it('tells the user when the start call fails and returns to idle', async () => {
    ports.startScript = vi.fn(async () => {
      throw new ApiError('Network down');
    });
    await machine.generate(payload);
    expect(notices('error')).toEqual([MESSAGES.scriptFailed]);
    expect(machine.phase).toBe('idle');
    expect(busy).toEqual([true, false]);
  });

  it("shows the server's sentence for a refusal such as the two-at-once limit", async () => {
    ports.startScript = vi.fn(async () => {
      throw new ApiError('You already have two podcasts being generated.', 429);
    });
    await machine.generate(payload);
    expect(notices('error')).toEqual(['You already have two podcasts being generated.']);
  });
});

describe('script generation: the timeout and the fallback (spec 000 §4)', () => {
  it('times out after 30 s without news, then falls back three times 15 s apart and gives up', async () => {
    await machine.generate(payload);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(machine.phase).toBe('streaming');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.phase).toBe('fallback');
    expect(stream.closed).toBe(true);
    expect(notices('info')).toEqual([MESSAGES.stillWorking]);

    await vi.advanceTimersByTimeAsync(14_999);
    expect(ports.findByBatchJob).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ports.findByBatchJob).toHaveBeenCalledWith('batch-1');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ports.findByBatchJob).toHaveBeenCalledTimes(3);
    expect(notify.info).toHaveBeenLastCalledWith(MESSAGES.scriptLater, 30_000);
    expect(machine.phase).toBe('idle');
    expect(busy).toEqual([true, false]);
    expect(success).not.toHaveBeenCalled();
  });

  it('an eta resets the timeout to eta seconds', async () => {
    await machine.generate(payload);
    await vi.advanceTimersByTimeAsync(25_000);
    stream.emit({ eta: 45 });
    await vi.advanceTimersByTimeAsync(44_999);
    expect(machine.phase).toBe('streaming');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.phase).toBe('fallback');
  });

  it('finishes from the fallback once a transcript appears', async () => {
    ports.findByBatchJob = vi
      .fn()
      .mockResolvedValueOnce({ podcastId: 7, title: 'Tea', transcript: '', language: 'en-IN' })
      .mockResolvedValueOnce({ podcastId: 7, title: 'Tea time', transcript: SCRIPT, language: 'en-IN' });
    await machine.generate(payload);
    stream.fail();
    expect(machine.phase).toBe('fallback');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ports.findByBatchJob).toHaveBeenCalledTimes(2);
    expect(success).toHaveBeenCalledWith(
      expect.objectContaining({ podcastId: 7, title: 'Tea time', via: 'fallback' }),
      payload,
    );
    expect(notices('success')).toEqual([MESSAGES.scriptGenerated]);
    expect(machine.phase).toBe('idle');
  });
});

describe('script generation: failures, errors and leaving (spec 000 §4)', () => {
  it('a failure result closes the stream and falls back when the eta runs out', async () => {
    await machine.generate(payload);
    stream.emit({ eta: 10 });
    await vi.advanceTimersByTimeAsync(4_000);
    stream.emit({ result: { podcast_id: '-1', message: 'creation failed: the writer stopped' } });
    expect(stream.closed).toBe(true);
    expect(machine.phase).toBe('waiting');
    expect(machine.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(notices('info')).not.toContain(MESSAGES.stillWorking);
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.phase).toBe('fallback');
    expect(notices('info')).toContain(MESSAGES.stillWorking);
  });

  it('an empty or unparsable result message starts the fallback at once', async () => {
    await machine.generate(payload);
    stream.emit({ result: { podcast_id: 7, message: '' } });
    // An empty message is a failure result (spec 000 §4.4): wait for the timeout.
    expect(machine.phase).toBe('waiting');
    machine.dispose();

    await machine.generate(payload);
    stream.emit({ result: { podcast_id: 7, message: '***' } });
    expect(machine.phase).toBe('fallback');
  });

  it('a stream error starts the fallback', async () => {
    await machine.generate(payload);
    stream.fail('The progress stream sent an event we do not understand.');
    expect(machine.phase).toBe('fallback');
    expect(stream.closed).toBe(true);
  });

  it('leaving the screen closes the stream, clears busy and stops every timer', async () => {
    await machine.generate(payload);
    machine.dispose();
    expect(stream.closed).toBe(true);
    expect(machine.phase).toBe('idle');
    expect(busy).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ports.findByBatchJob).not.toHaveBeenCalled();
    expect(notices('info')).toEqual([]);
    // Late events from the old stream are ignored.
    stream.emit({ result: { podcast_id: 7, message: SCRIPT } });
    expect(success).not.toHaveBeenCalled();
  });

  it('leaving during the fallback stops the look-ups', async () => {
    await machine.generate(payload);
    stream.fail();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(ports.findByBatchJob).toHaveBeenCalledTimes(1);
    machine.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ports.findByBatchJob).toHaveBeenCalledTimes(1);
    expect(notices('info')).not.toContain(MESSAGES.scriptLater);
  });

  it('keeps waiting while lines keep arriving', async () => {
    await machine.generate(payload);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(20_000);
      stream.emit({ progress: { stage: 'writing', done: i, total: 5, from: i, lines: [{ speaker: 'A', text: 'x' }] } });
    }
    expect(machine.phase).toBe('streaming');
  });
});
