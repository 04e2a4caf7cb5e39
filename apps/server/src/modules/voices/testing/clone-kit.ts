import { randomBytes } from 'node:crypto';
import { API_BASE, type ClonedVoiceReply } from '@podloom/contract';
import type { Db } from '../../../platform/db/client';
import { encodeWav, type Pcm } from '../../../providers/audio/pcm';
import type { VoiceSynthesizer } from '../../../providers/tts/tts';
import { insertUserVoice } from '../voices.repository';

/** A named offline clone owned by `userId`, straight into the table (for tests about who may use it). */
export async function insertClonedVoice(db: Db, userId: number, overrides: { languageCode?: string } = {}) {
  const row = await insertUserVoice(db, {
    userId,
    optionKey: `clone:${userId}:${randomBytes(8).toString('hex')}`,
    provider: 'espeak',
    providerVoiceId: 'en+m3?pitch=70&range=60&rate=180',
    name: 'Owner clone',
    gender: 'male',
    languageCode: overrides.languageCode ?? 'en',
    voiceType: 'Custom',
    displayOrder: 1000,
  });
  return row.optionKey;
}

/** About 20 seconds of English, read for a sample (not the text the clone is later rendered with). */
export const SAMPLE_TEXT =
  'Good podcasts begin with a question. Why do we pause? How long should a pause be? Nobody knows for sure. ' +
  'Zebras, oysters and puppies all quietly boarded the bus at twelve, loyal to the plan, choosing joy over noise. ' +
  'Look at the cookbook: it says to put the sugar in the pool of butter, then push it slowly to the edge. ' +
  'Bring the red wagon, wash the white mug, and hang the long string of lights along the ceiling.';

/** A voice sample spoken by eSpeak with the given voice id (e.g. `en-us+m3?pitch=85`), as a WAV. */
export async function espeakSample(synthesizer: VoiceSynthesizer, providerVoiceId: string, text = SAMPLE_TEXT) {
  const pcm = await synthesizer.synthesize({
    voice: { provider: 'espeak', providerVoiceId, languageCode: 'en-US' },
    text,
  });
  return { pcm, wav: encodeWav(pcm) };
}

/** A WAV of a steady hum (not speech) of the given length, for the limits. */
export function humWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.2 * Math.sin((2 * Math.PI * 150 * i) / sampleRate);
  return encodeWav({ samples, sampleRate } satisfies Pcm);
}

export interface CloneForm {
  file?: Buffer;
  fileName?: string;
  language?: string;
  name?: string;
  gender?: string;
  consent?: string;
}

/** POST /voices/clone as the browser sends it (multipart), answering the status and the JSON body. */
export async function postClone(
  baseUrl: string,
  token: string | null,
  form: CloneForm,
): Promise<{ status: number; body: ClonedVoiceReply & { message?: string } }> {
  const data = new FormData();
  for (const key of ['language', 'name', 'gender', 'consent'] as const) {
    const value = form[key];
    if (value !== undefined) data.append(key, value);
  }
  if (form.file) data.append('file', new Blob([new Uint8Array(form.file)]), form.fileName ?? 'sample.wav');
  const response = await fetch(`${baseUrl}${API_BASE}/voices/clone`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: data,
  });
  return { status: response.status, body: (await response.json()) as ClonedVoiceReply & { message?: string } };
}
