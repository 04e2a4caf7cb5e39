import {
  type ClipPlacement,
  type ClipPlacements,
  type EditorClip,
  type EditorTrackId,
  layoutClips,
} from '@podloom/contract';

export type Placements = ClipPlacements;

/**
 * A clip's fades on its own gain, from `into` seconds into the clip, which sounds at `when` on the audio clock:
 * the fade-in ramps up from silence, the fade-out down to silence at the clip's end.
 */
export function scheduleFades(gain: AudioParam, place: ClipPlacement, into: number, when: number): void {
  const remaining = place.length - into;
  const fadeOutAt = place.length - place.fadeOut;
  let level = 1;
  if (place.fadeIn > 0 && into < place.fadeIn) level = into / place.fadeIn;
  if (place.fadeOut > 0 && into > fadeOutAt) level = Math.min(level, remaining / place.fadeOut);
  gain.setValueAtTime(level, when);
  if (place.fadeIn > 0 && into < place.fadeIn) gain.linearRampToValueAtTime(1, when + (place.fadeIn - into));
  if (place.fadeOut > 0) {
    if (into < fadeOutAt) gain.setValueAtTime(1, when + (fadeOutAt - into));
    gain.linearRampToValueAtTime(0, when + remaining);
  }
}

/** Peaks of a decoded buffer: the largest absolute sample of each of `bins` slices (the waveform's bars). */
export function peaksOf(buffer: AudioBuffer, bins: number): Float32Array {
  const peaks = new Float32Array(bins);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, c) => buffer.getChannelData(c));
  const size = buffer.length / bins;
  for (let b = 0; b < bins; b++) {
    const from = Math.floor(b * size);
    const to = Math.min(buffer.length, Math.floor((b + 1) * size));
    let peak = 0;
    // A stride keeps long files quick; 2,000 reads per bin are plenty to find its peak.
    const stride = Math.max(1, Math.floor((to - from) / 2000));
    for (const data of channels) {
      for (let i = from; i < to; i += stride) {
        const v = Math.abs(data[i] as number);
        if (v > peak) peak = v;
      }
    }
    peaks[b] = peak;
  }
  return peaks;
}

/**
 * Plays the five tracks in sync through one AudioContext: every track is a buffer source started against the
 * same clock, through its own gain (volume × audible). Seeking stops the sources and starts new ones.
 */
export class MultitrackPlayer {
  private readonly context: AudioContext;
  private readonly buffers = new Map<EditorTrackId, AudioBuffer>();
  private readonly gains = new Map<EditorTrackId, GainNode>();
  private sources: AudioScheduledSourceNode[] = [];
  /** Ends playback at the end of the programme (a silent source, so the audio clock decides, not a timer). */
  private endMark: AudioScheduledSourceNode | null = null;
  private startedAt = 0;
  private offset = 0;
  private playing = false;
  placements: Placements = {};
  total = 0;
  private clips: Partial<Record<EditorTrackId, EditorClip>> = {};
  onEnded?: () => void;

  constructor() {
    this.context = new AudioContext();
  }

  async load(id: EditorTrackId, url: string | null, signal?: AbortSignal): Promise<AudioBuffer | null> {
    if (!url) {
      this.buffers.delete(id);
      this.relayout();
      return null;
    }
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`The audio of the track could not be loaded (${response.status}).`);
    const buffer = await this.context.decodeAudioData(await response.arrayBuffer());
    this.buffers.set(id, buffer);
    this.relayout();
    return buffer;
  }

  /** Moves, trims, fades and loops as the tracks' clips say; playing goes on from where it is. */
  setClips(clips: Partial<Record<EditorTrackId, EditorClip>>): void {
    this.clips = clips;
    this.relayout();
  }

  setGain(id: EditorTrackId, value: number): void {
    this.gainOf(id).gain.setTargetAtTime(value, this.context.currentTime, 0.015);
  }

  get isPlaying(): boolean {
    return this.playing;
  }

  currentTime(): number {
    if (!this.playing) return this.offset;
    return Math.min(this.total, this.offset + this.context.currentTime - this.startedAt);
  }

  async play(): Promise<void> {
    if (this.playing || this.total <= 0) return;
    if (this.offset >= this.total) this.offset = 0;
    await this.context.resume();
    this.startSources(this.offset);
    this.playing = true;
  }

  pause(): void {
    if (!this.playing) return;
    this.offset = this.currentTime();
    this.stopSources();
    this.playing = false;
  }

  seek(seconds: number): void {
    const target = Math.max(0, Math.min(this.total, seconds));
    const wasPlaying = this.playing;
    if (wasPlaying) this.stopSources();
    this.offset = target;
    if (wasPlaying) this.startSources(target);
  }

  close(): void {
    this.stopSources();
    void this.context.close();
  }

  private relayout() {
    const durations: Partial<Record<EditorTrackId, number>> = {};
    for (const [id, buffer] of this.buffers) durations[id] = buffer.duration;
    const { placements, total } = layoutClips(durations, this.clips);
    this.placements = placements;
    this.total = total;
    if (this.playing) this.seek(this.currentTime());
  }

  private gainOf(id: EditorTrackId): GainNode {
    let gain = this.gains.get(id);
    if (!gain) {
      gain = this.context.createGain();
      gain.connect(this.context.destination);
      this.gains.set(id, gain);
    }
    return gain;
  }

  private startSources(from: number) {
    const now = this.context.currentTime + 0.05;
    this.startedAt = now;
    this.offset = from;
    for (const [id, buffer] of this.buffers) {
      const place = this.placements[id];
      if (!place || from >= place.start + place.length) continue;
      const into = Math.max(0, from - place.start);
      const when = now + Math.max(0, place.start - from);
      const source = this.context.createBufferSource();
      source.buffer = buffer;
      const fader = this.context.createGain();
      scheduleFades(fader.gain, place, into, when);
      source.connect(fader).connect(this.gainOf(id));
      if (place.loop) {
        source.loop = true;
        source.loopStart = place.trimStart;
        source.loopEnd = place.trimStart + place.passLength;
      }
      const offset = place.trimStart + (place.loop ? into % place.passLength : into);
      source.start(when, offset, place.length - into);
      this.sources.push(source);
    }
    const remaining = this.total - from;
    const timer = this.context.createConstantSource();
    this.endMark = timer;
    timer.onended = () => {
      if (this.endMark !== timer) return;
      this.stopSources();
      this.playing = false;
      this.offset = this.total;
      this.onEnded?.();
    };
    timer.start(now);
    timer.stop(now + remaining);
    this.sources.push(timer);
  }

  private stopSources() {
    const sources = this.sources;
    this.sources = [];
    this.endMark = null;
    for (const source of sources) {
      try {
        source.stop();
      } catch {
        // Never started or already stopped.
      }
    }
  }
}
