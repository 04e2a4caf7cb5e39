/**
 * The median fundamental frequency (Hz) of the voiced parts of a recording, by normalised
 * autocorrelation over 40 ms frames. Good enough to tell voices apart and to match a cloned voice's
 * pitch; not a pitch tracker.
 */
export function estimatePitch(samples: Float32Array, sampleRate: number, range = { min: 60, max: 400 }): number | null {
  const found = pitchTrack(samples, sampleRate, range);
  if (found.length === 0) return null;
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)] as number;
}

/** The fundamental frequency (Hz) of each voiced 40 ms frame, in order; unvoiced frames are left out. */
export function pitchTrack(samples: Float32Array, sampleRate: number, range = { min: 60, max: 400 }): number[] {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / range.max);
  const maxLag = Math.ceil(sampleRate / range.min);
  let globalEnergy = 0;
  for (let i = 0; i < samples.length; i++) globalEnergy += (samples[i] as number) ** 2;
  const voicedEnergy = (globalEnergy / Math.max(1, samples.length)) * 0.5;
  const found: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += (samples[start + i] as number) ** 2;
    if (energy / frame < voicedEnergy) continue;
    const scores = new Float64Array(maxLag + 2);
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      let norm = 0;
      for (let i = 0; i < frame; i++) {
        const a = samples[start + i] as number;
        const b = samples[start + i + lag] as number;
        sum += a * b;
        norm += b * b;
      }
      scores[lag] = norm > 0 ? sum / Math.sqrt(energy * norm) : 0;
      if ((scores[lag] as number) > best) best = scores[lag] as number;
    }
    // Multiples of the period correlate as well as the period: take the first peak close to the best.
    let bestLag = 0;
    for (let lag = minLag + 1; lag < maxLag; lag++) {
      const s = scores[lag] as number;
      if (s >= 0.9 * best && s >= (scores[lag - 1] as number) && s >= (scores[lag + 1] as number)) {
        bestLag = lag;
        break;
      }
    }
    // Weakly periodic frames (noise, consonants) say nothing about pitch.
    if (best > 0.5 && bestLag > 0) found.push(sampleRate / bestLag);
  }
  return found;
}
