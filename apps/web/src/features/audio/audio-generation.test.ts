import { type GenerationEvent, MESSAGES } from '@podloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { GenerationStreamHandlers } from '../../api/generation-run';
import type { PodcastAudioUrl, StartedAudio } from './audio-api';
import {
  AUDIO_STATUS,
  AUDIO_TIMINGS,
  AudioGeneration,
  type AudioGenerationPorts,
  type AudioGenerationSnapshot,
  type GeneratedAudio,
} from './audio-generation';
import { buildAudioPayload } from './audio-payload';

const STARTED: StartedAudio = {
  ref_id: 'ref-1',
  db_status: 'SUCCESS',
  podcast_id: 7,
  batch_job_id: 'batch-1',
  eta: 12,
};
const payload = buildAudioPayload({
  podcastId: 7,
  lines: [
    { speaker: 'Asha', text: 'Welcome.' },
    { speaker: 'Ravi', text: 'Thanks.' },
  ],
  hostName: 'Asha',
  guestName: 'Ravi',
  hostVoice: 'espeak:en-IN:ananya',
  guestVoice: 'espeak:en-IN:rohan',
  language: 'en-IN',
  noOfSpeaker: 2,
  tone: 'Formal',
  durationKey: '2000',
  userId: 3,
});
const FILE = 'http://127.0.0.1/files/podcasts/7/audio/r2.mp3?exp=1&sig=a';
const OLD_FILE = 'http://127.0.0.1/files/podcasts/7/audio/r1.mp3?exp=1&sig=b';

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
let ports: AudioGenerationPorts;
let findAudio: ReturnType<typeof vi.fn<(batchJobId: string) => Promise<PodcastAudioUrl | null>>>;
let success: ReturnType<typeof vi.fn<(audio: GeneratedAudio) => void>>;
let snapshots: AudioGenerationSnapshot[];
let machine: AudioGeneration;

const notices = (kind: 'info' | 'success' | 'warning' | 'error') => notify[kind].mock.calls.map((c) => c[0] as string);
const busyChanges = () =>
  snapshots.map((s) => s.phase !== 'idle').filter((busy, i, all) => i === 0 || busy !== all[i - 1]);
const noAudio: PodcastAudioUrl = { podcastId: 7, presignedUrl: null, error: MESSAGES.noAudioYet };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stream = new FakeStream();
  findAudio = vi.fn(async () => noAudio);
  ports = { startAudio: vi.fn(async () => STARTED), openStream: stream.open, findAudioByBatchJob: findAudio, notify };
  for (const mock of Object.values(notify)) mock.mockReset();
  success = vi.fn();
  snapshots = [];
  machine = new AudioGeneration(ports, { onSuccess: success, onChange: (s) => snapshots.push(s) }, AUDIO_TIMINGS);
});
afterEach(() => {
  machine.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('audio generation: start, progress and failures (spec 000 §4)', () => {
  it('uses the spec timings by default: 60 s stream timeout, 3 look-ups 25 s apart, 30 s notice', () => {
    expect(AUDIO_TIMINGS).toEqual({
      timeoutMs: 60_000,
      fallbackDelayMs: 25_000,
      fallbackAttempts: 3,
      longToastMs: 30_000,
    });
  });

  it('prepares, streams progress and the early audio, and succeeds on file_sas', async () => {
    const starting = machine.generate(payload);
    expect(machine.state).toMatchObject({ phase: 'preparing', status: AUDIO_STATUS.preparing });
    await starting;
    expect(ports.startAudio).toHaveBeenCalledWith(payload);
    expect(machine.state).toMatchObject({ phase: 'generating', status: AUDIO_STATUS.generating, etaSeconds: 12 });

    stream.emit({ eta: 12 });
    expect(notices('info')).toEqual([MESSAGES.audioGenerating]);
    stream.emit({ progress: { stage: 'synthesizing', done: 1, total: 2 } });
    expect(machine.state.progress).toEqual({ stage: 'synthesizing', done: 1, total: 2 });
    // The early-audio notice reports done 0: the count shown does not go back.
    stream.emit({ progress: { stage: 'synthesizing', done: 0, total: 2, first_audio: 'http://x/files/start.mp3' } });
    expect(machine.state).toMatchObject({
      progress: { stage: 'synthesizing', done: 1, total: 2 },
      firstAudioUrl: 'http://x/files/start.mp3',
    });
    stream.emit({ progress: { stage: 'encoding', done: 0, total: 1 } });

    stream.emit({ result: { podcast_id: 7, file_sas: FILE } });
    expect(stream.closed).toBe(true);
    expect(notices('success')).toEqual([MESSAGES.audioGenerated]);
    expect(success).toHaveBeenCalledWith({ podcastId: 7, audioUrl: FILE, via: 'stream' });
    expect(machine.state).toMatchObject({ phase: 'idle', status: null, failed: false });
    expect(busyChanges()).toEqual([true, false]);
  });

  it("refuses when db_status is not SUCCESS: 'Audio generation failed'", async () => {
    ports.startAudio = vi.fn(async () => ({ ...STARTED, db_status: 'FAILED' }));
    await machine.generate(payload);
    expect(notices('error')).toEqual([MESSAGES.audioFailed]);
    expect(machine.state).toMatchObject({ phase: 'idle', status: MESSAGES.audioFailed, failed: true });
    expect(stream.opened).toBe(0);
  });

  it('shows the failure as toast and status when the start call fails, and the server’s refusal as it is', async () => {
    ports.startAudio = vi.fn(async () => {
      throw new ApiError('Network down');
    });
    await machine.generate(payload);
    expect(notices('error')).toEqual([MESSAGES.audioFailedRetry]);
    expect(machine.state).toMatchObject({ phase: 'idle', status: MESSAGES.audioFailedRetry, failed: true });

    ports.startAudio = vi.fn(async () => {
      throw new ApiError(MESSAGES.bothVoicesRequired, 400);
    });
    await machine.generate(payload);
    expect(notices('error').at(-1)).toBe(MESSAGES.bothVoicesRequired);
    expect(machine.busy).toBe(false);
  });

  it('ends at once with the reason when the server reports a failed render', async () => {
    await machine.generate(payload);
    stream.emit({ result: { podcast_id: '-1', message: 'creation failed: That voice is not available any more.' } });
    expect(notices('error')).toEqual([MESSAGES.audioFailedRetry]);
    expect(machine.state).toMatchObject({
      phase: 'idle',
      status: MESSAGES.audioFailedRetry,
      reason: 'That voice is not available any more.',
    });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(findAudio).not.toHaveBeenCalled();
  });
});

describe('audio generation: the timeout and the fallback (spec 000 §4)', () => {
  it('falls back after 60 s of silence; eta and progress push the timeout back', async () => {
    await machine.generate(payload);
    await vi.advanceTimersByTimeAsync(59_000);
    stream.emit({ progress: { stage: 'synthesizing', done: 1, total: 9 } });
    await vi.advanceTimersByTimeAsync(59_000);
    // A long eta stretches the timeout; a short one never shortens it below 60 s.
    stream.emit({ eta: 90 });
    await vi.advanceTimersByTimeAsync(89_000);
    expect(machine.state.phase).toBe('generating');
    stream.emit({ eta: 5 });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(machine.state.phase).toBe('generating');
    expect(findAudio).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(machine.state).toMatchObject({ phase: 'fallback', status: AUDIO_STATUS.waiting });
    expect(stream.closed).toBe(true);
    expect(notices('info')).toContain(MESSAGES.stillWorking);
  });

  it('looks the audio up 3 times 25 s apart, then leaves the long notice for 30 s', async () => {
    await machine.generate(payload);
    stream.fail();
    expect(machine.state.phase).toBe('fallback');
    await vi.advanceTimersByTimeAsync(24_999);
    expect(findAudio).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(findAudio).toHaveBeenCalledWith('batch-1');
    await vi.advanceTimersByTimeAsync(25_000);
    expect(findAudio).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(findAudio).toHaveBeenCalledTimes(3);
    expect(notify.info).toHaveBeenLastCalledWith(MESSAGES.audioLater, 30_000);
    expect(machine.state).toMatchObject({ phase: 'idle', failed: false });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(findAudio).toHaveBeenCalledTimes(3);
    expect(success).not.toHaveBeenCalled();
  });

  it('succeeds from the fallback once the new audio exists, ignoring the audio the podcast had before', async () => {
    findAudio
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ podcastId: 7, presignedUrl: OLD_FILE.replace('sig=b', 'sig=c'), error: null })
      .mockResolvedValueOnce({ podcastId: 7, presignedUrl: FILE, error: null });
    await machine.generate(payload, { previousAudioUrl: OLD_FILE });
    stream.emit({ result: { podcast_id: 7, message: 'no file here' } });
    expect(machine.state.phase).toBe('fallback');
    await vi.advanceTimersByTimeAsync(75_000);
    expect(findAudio).toHaveBeenCalledTimes(3);
    expect(success).toHaveBeenCalledWith({ podcastId: 7, audioUrl: FILE, via: 'fallback' });
    expect(notices('success')).toEqual([MESSAGES.audioGenerated]);
    expect(notices('info')).not.toContain(MESSAGES.audioLater);
  });

  it('refuses a second generate while busy, and dispose stops everything', async () => {
    await machine.generate(payload);
    await expect(machine.generate(payload)).resolves.toBe(false);
    expect(notices('warning')).toEqual([MESSAGES.alreadyGenerating]);
    machine.dispose();
    expect(stream.closed).toBe(true);
    expect(machine.busy).toBe(false);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(findAudio).not.toHaveBeenCalled();
    stream.emit({ result: { podcast_id: 7, file_sas: FILE } });
    expect(success).not.toHaveBeenCalled();
  });
});
