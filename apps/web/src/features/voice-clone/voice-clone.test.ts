import { CLONE_MESSAGES, type ClonedVoiceReply } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { checkChosenFile, cloneFlow, initialCloneState } from './clone-flow';
import { audioBufferToWav } from './wav';

describe('voice clone sample in the browser', () => {
  it('writes a recording as 16-bit mono WAV, averaging the channels', async () => {
    const left = Float32Array.from([0, 0.5, -1, 1]);
    const right = Float32Array.from([0, 0.5, 0, 1]);
    const buffer = {
      sampleRate: 48_000,
      length: 4,
      numberOfChannels: 2,
      getChannelData: (c: number) => (c === 0 ? left : right),
    } as unknown as AudioBuffer;
    const bytes = new DataView(await audioBufferToWav(buffer).arrayBuffer());
    const text = (at: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => bytes.getUint8(at + i)));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(bytes.getUint16(22, true)).toBe(1);
    expect(bytes.getUint32(24, true)).toBe(48_000);
    expect(bytes.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => bytes.getInt16(44 + i * 2, true))).toEqual([0, 16383, -16384, 32767]);
  });

  it('takes .mp3 and .wav up to 20 MB and says why it refuses anything else', () => {
    expect(checkChosenFile({ name: 'me.WAV', size: 1000 })).toBeNull();
    expect(checkChosenFile({ name: 'me.mp3', size: 20 * 1024 * 1024 })).toBeNull();
    expect(checkChosenFile({ name: 'me.ogg', size: 1000 })).toBe(CLONE_MESSAGES.wrongType);
    expect(checkChosenFile({ name: 'me.wav', size: 20 * 1024 * 1024 + 1 })).toBe(CLONE_MESSAGES.tooBig);
  });
});

describe('the voice clone flow', () => {
  it('opens on the podcast base language when cloning offers it, English otherwise', () => {
    expect(initialCloneState('es-MX').language).toBe('es');
    expect(initialCloneState('hi-IN').language).toBe('en');
    expect(initialCloneState(undefined)).toMatchObject({ step: 'language', busy: false, file: null, error: null });
  });

  it('goes to the preview once the clone answers, and keeps the sample when cloning fails', () => {
    const file = { name: 'me.wav', size: 10 } as File;
    let state = cloneFlow(initialCloneState('en-IN'), { type: 'sample', file, error: null });
    state = cloneFlow(state, { type: 'working' });
    expect(state).toMatchObject({ busy: true, error: null, step: 'language' });
    const failed = cloneFlow(state, { type: 'failed', message: 'No.' });
    expect(failed).toMatchObject({ busy: false, error: 'No.', file });
    const clone = { previewUrl: '/p', method: 'offline' } as unknown as ClonedVoiceReply;
    const cloned = cloneFlow(state, { type: 'cloned', clone });
    expect(cloned).toMatchObject({ busy: false, step: 'preview' });
    expect(cloneFlow(cloned, { type: 'named' }).step).toBe('done');
  });
});
