import { CLONE_MESSAGES, clonedVoiceReply } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeToPcm, resolveFfmpeg } from '../../../providers/audio/ffmpeg';
import { estimatePitch } from '../../../providers/audio/pitch';
import { measureVoice } from '../../../providers/audio/voice-measures';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { renderWithVoice } from '../../audio/testing/renders';
import { createSession, createUser } from '../../auth/testing/factories';
import { buyPlan } from '../../billing/testing/billing-test-kit';
import { graphql } from '../../publishing/testing/publishing-test-kit';
import { espeakSample, humWav, insertClonedVoice, postClone } from '../testing/clone-kit';
import { findConsents } from '../voices.repository';
import { voices } from '../voices.schema';
import { renderTier, VOICE_UNAVAILABLE_MESSAGE } from '../voices.service';

let database: TestDatabase;
let t: TestApp;
const binaries = resolveFfmpeg();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

async function signedIn() {
  const user = await createUser(database.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

const VOICES = `query($l:String){ featureOptions(featureKey:"voices", languageCode:$l){ optionKey name voice { name gender voice_type } } }`;
const NAME = `mutation($k:String!,$n:String!,$g:String!){ nameClonedVoice(optionKey:$k, name:$n, gender:$g){ voice { optionKey named name } method } }`;
const DELETE = `mutation($k:String!){ deleteClonedVoice(optionKey:$k){ success } }`;
const PREVIEW = `query($k:String!){ voicePreview(optionKey:$k){ url } }`;

/** Renders a two-line script with one voice through the real render path and measures the programme. */
async function renderWith(optionKey: string, userId: number) {
  const voice = await t.app.modules.voices.service.resolveVoice(optionKey, userId);
  const key = await renderWithVoice(
    t,
    voice,
    [
      { speaker: 'Host', text: 'Thank you for joining me this morning. The weather over the valley was strange.' },
      { speaker: 'Host', text: 'My brother Joseph measured the garage with a yellow ruler, and it was six feet wide.' },
    ],
    900_000 + userId,
  );
  const pcm = await decodeToPcm(binaries, { file: await t.services.storage.localPath(key) }, { sampleRate: 16_000 });
  return measureVoice(pcm.samples, pcm.sampleRate);
}

describe('offline voice cloning (eSpeak tuned to the recording)', () => {
  it('renders the clone at the sample’s pitch: it differs from the base voice by the measured amount (±15%)', async () => {
    const owner = await signedIn();
    // A "speaker" well above the base man's voice, wider in range and quicker.
    const sample = await espeakSample(t.services.synthesizer, 'en-us+m3?pitch=85&range=75&rate=200');
    const samplePitch = estimatePitch(sample.pcm.samples, sample.pcm.sampleRate) as number;
    const answer = await postClone(t.url, owner.token, {
      file: sample.wav,
      language: 'en',
      name: 'Studio me',
      gender: 'male',
      consent: 'true',
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.method).toBe('approximation');
    expect(answer.body.voice).toMatchObject({ name: 'Studio me', gender: 'male', voice_type: 'Custom', named: true });
    expect(answer.body.measured?.seconds).toBeGreaterThan(10);

    const base = (await renderWith('espeak:en-US:james', owner.id)) ?? expect.fail('base render unmeasurable');
    const clone = (await renderWith(answer.body.voice.optionKey, owner.id)) ?? expect.fail('clone unmeasurable');
    const shift = samplePitch - base.medianPitchHz;
    expect(Math.abs(shift)).toBeGreaterThan(20);
    const cloneShift = clone.medianPitchHz - base.medianPitchHz;
    expect(
      Math.abs(cloneShift - shift),
      `sample ${samplePitch} Hz (server: ${answer.body.measured?.medianPitchHz}), base ${base.medianPitchHz}, clone ${clone.medianPitchHz}`,
    ).toBeLessThanOrEqual(0.15 * Math.abs(shift));
    // The pace follows too: the sample was read faster than the base voice reads, and so is the clone.
    const samplePace = answer.body.measured?.syllablesPerSecond as number;
    expect(samplePace).toBeGreaterThan(base.syllablesPerSecond * 1.1);
    expect(clone.syllablesPerSecond).toBeGreaterThan(base.syllablesPerSecond * 1.1);

    // The preview is the clone reading about 30 seconds of the voice script.
    const preview = await fetch(answer.body.previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('audio/mpeg');

    const [consent] = await findConsents(database.db, owner.id);
    expect(consent).toMatchObject({ optionKey: answer.body.voice.optionKey, consented: true, ipAddress: '127.0.0.1' });
    expect(Date.now() - (consent?.consentedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('starts from a woman’s voice for a high sample and follows it down or up', async () => {
    const owner = await signedIn();
    const sample = await espeakSample(t.services.synthesizer, 'en-us+f4?pitch=12');
    const samplePitch = estimatePitch(sample.pcm.samples, sample.pcm.sampleRate) as number;
    const answer = await postClone(t.url, owner.token, {
      file: sample.wav,
      language: 'en',
      name: 'Low alto',
      gender: 'female',
      consent: 'on',
    });
    expect(answer.status, answer.body.message).toBe(200);
    const base = (await renderWith('espeak:en-US:emma', owner.id)) ?? expect.fail('base unmeasurable');
    const clone = (await renderWith(answer.body.voice.optionKey, owner.id)) ?? expect.fail('clone unmeasurable');
    const shift = samplePitch - base.medianPitchHz;
    expect(Math.abs(shift)).toBeGreaterThan(20);
    expect(
      Math.abs(clone.medianPitchHz - base.medianPitchHz - shift),
      `sample ${samplePitch} Hz (server: ${answer.body.measured?.medianPitchHz}), base ${base.medianPitchHz}, clone ${clone.medianPitchHz}`,
    ).toBeLessThanOrEqual(0.15 * Math.abs(shift));
  });
});

describe('clone refusals', () => {
  let owner: { id: number; token: string };
  beforeEach(async () => {
    owner = await signedIn();
  });

  async function refused(form: Parameters<typeof postClone>[2], message: string) {
    const answer = await postClone(t.url, owner.token, { language: 'en', consent: 'true', ...form });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|stack/i);
    // Nothing changed: no voice, no consent record, no stored sample.
    const voices = await graphql(t, owner.token, VOICES, { l: 'en-US' });
    expect(voices.data?.featureOptions.some((v: { optionKey: string }) => v.optionKey.startsWith('clone:'))).toBe(
      false,
    );
    expect(await findConsents(database.db, owner.id)).toEqual([]);
    const stored = [];
    for await (const file of t.services.storage.list(`voices/samples/${owner.id}`)) stored.push(file);
    expect(stored).toEqual([]);
  }

  it('refuses a file that is not mp3 or wav by its content, whatever its name', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await refused({ file: png, fileName: 'voice.wav' }, CLONE_MESSAGES.wrongType);
    await refused(
      { file: Buffer.from('Hello, this is text pretending.'.repeat(50)), fileName: 'me.mp3' },
      CLONE_MESSAGES.wrongType,
    );
  });

  it('refuses samples shorter than 10 s or longer than 5 minutes, measured by decoding', async () => {
    await refused({ file: humWav(6) }, CLONE_MESSAGES.tooShort);
    await refused({ file: humWav(5 * 60 + 5) }, CLONE_MESSAGES.tooLong);
  });

  it('refuses a file over 20 MB', async () => {
    const big = Buffer.concat([humWav(1), Buffer.alloc(20 * 1024 * 1024)]);
    await refused({ file: big }, CLONE_MESSAGES.tooBig);
  });

  it('refuses without consent, without a file, and with a language the modal does not offer', async () => {
    const sample = await espeakSample(t.services.synthesizer, 'en-us+m3');
    await refused({ file: sample.wav, consent: undefined }, CLONE_MESSAGES.noConsent);
    await refused({ file: sample.wav, consent: 'false' }, CLONE_MESSAGES.noConsent);
    await refused({}, CLONE_MESSAGES.noFile);
    await refused({ file: sample.wav, language: 'hi' }, CLONE_MESSAGES.language);
    await refused({ file: sample.wav, name: 'Only a name' }, CLONE_MESSAGES.fields);
    await refused({ file: humWav(30) }, CLONE_MESSAGES.noSpeech);
  });

  it('refuses a caller who is not signed in', async () => {
    const sample = await espeakSample(t.services.synthesizer, 'en-us+m3');
    const answer = await postClone(t.url, null, { file: sample.wav, language: 'en', consent: 'true' });
    expect(answer.status).toBe(401);
  });
});

describe('a clone belongs to its owner', () => {
  it('is named after its preview, listed, used and deleted by its owner alone', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const sample = await espeakSample(
      t.services.synthesizer,
      'es+f4?pitch=40',
      'Buenos días y gracias por acompañarme. Hoy el cielo de la ciudad amaneció gris, pero después salió un sol brillante. El perro de Ramón corrió por la carretera mientras la jirafa y el gorrión miraban desde el jardín.',
    );
    // The modal sends language and consent first and names the voice after the preview: a draft until then.
    const draft = await postClone(t.url, owner.token, { file: sample.wav, language: 'es', consent: 'true' });
    expect(draft.status, draft.body.message).toBe(200);
    const key = draft.body.voice.optionKey;
    expect(draft.body.voice.named).toBe(false);
    // The reply is the contract's shape, key for key (the browser checks it on arrival).
    expect(clonedVoiceReply.parse(draft.body)).toEqual(draft.body);
    expect(Object.keys(draft.body).sort()).toEqual(['measured', 'method', 'previewUrl', 'voice']);
    const listed = async (token: string, language: string) =>
      ((await graphql(t, token, VOICES, { l: language })).data?.featureOptions ?? []).map(
        (v: { optionKey: string }) => v.optionKey,
      );
    expect(await listed(owner.token, 'es-ES')).not.toContain(key);

    expect((await graphql(t, other.token, NAME, { k: key, n: 'Mine now', g: 'male' })).errors?.[0]?.message).toBe(
      CLONE_MESSAGES.notFound,
    );
    expect((await graphql(t, owner.token, NAME, { k: key, n: ' ', g: 'female' })).errors?.[0]?.message).toBe(
      CLONE_MESSAGES.fields,
    );
    const named = await graphql(t, owner.token, NAME, { k: key, n: 'Mi voz', g: 'female' });
    expect(named.data?.nameClonedVoice).toMatchObject({
      voice: { named: true, name: 'Mi voz' },
      method: 'approximation',
    });

    // The owner finds it in the language's list (last, so the defaults stay the catalogue's); nobody else does.
    const ownerList = await listed(owner.token, 'es-ES');
    expect(ownerList.at(-1)).toBe(key);
    expect(await listed(other.token, 'es-ES')).not.toContain(key);
    expect(await listed(owner.token, 'fr-FR')).not.toContain(key);

    // Another user can neither preview it, nor render with it, nor delete it.
    expect((await graphql(t, other.token, PREVIEW, { k: key })).errors?.[0]?.message).toBe(
      'We could not find that voice.',
    );
    await expect(t.app.modules.voices.service.resolveVoice(key, other.id)).rejects.toThrow(VOICE_UNAVAILABLE_MESSAGE);
    expect((await graphql(t, other.token, DELETE, { k: key })).errors?.[0]?.message).toBe(CLONE_MESSAGES.notFound);
    expect((await graphql(t, owner.token, PREVIEW, { k: key })).data?.voicePreview.url).toMatch(/\/files\//);

    const previews = async () => {
      const files = [];
      for await (const file of t.services.storage.list('voices/previews/espeak')) files.push(file.key);
      return files.length;
    };
    const before = await previews();
    expect((await graphql(t, owner.token, DELETE, { k: key })).data?.deleteClonedVoice.success).toBe(true);
    // Its preview (the script in the owner's voice) went with it.
    expect(await previews()).toBe(before - 1);
    expect(await listed(owner.token, 'es-ES')).not.toContain(key);
    await expect(t.app.modules.voices.service.resolveVoice(key, owner.id)).rejects.toThrow(VOICE_UNAVAILABLE_MESSAGE);
    // The consent record outlives the voice.
    expect(await findConsents(database.db, owner.id)).toHaveLength(1);
  });
});

describe('cloning counts against the plan', () => {
  it('keeps one clone on Free and refuses the next with a sentence, storing nothing; Lite keeps three', async () => {
    const user = await signedIn();
    await insertClonedVoice(database.db, user.id);
    const sample = await espeakSample(t.services.synthesizer, 'en-us+m3');
    const consentsBefore = (await findConsents(database.db, user.id)).length;
    const refused = await postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Your Free plan keeps up to 1 cloned voice, and you have 1. Delete one in My Voices, or upgrade to the Lifetime Plan on the pricing page for more cloned voices.',
    );
    expect(await findConsents(database.db, user.id)).toHaveLength(consentsBefore);

    await buyPlan(t, user, 'Lite Plan');
    const allowed = await postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' });
    expect(allowed.status, allowed.body.message).toBe(200);
  });

  it('counts an unnamed draft on Free: the next clone is refused, storing nothing, until the draft is deleted', async () => {
    const user = await signedIn();
    const other = await signedIn();
    const sample = await espeakSample(t.services.synthesizer, 'en-us+m3');
    const draft = await postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' });
    expect(draft.status, draft.body.message).toBe(200);
    expect(draft.body.voice.named).toBe(false);
    const key = draft.body.voice.optionKey;
    // The owner may use the draft (its preview); nobody else can render with it.
    await expect(t.app.modules.voices.service.resolveVoice(key, user.id)).resolves.toMatchObject({ optionKey: key });
    await expect(t.app.modules.voices.service.resolveVoice(key, other.id)).rejects.toThrow(VOICE_UNAVAILABLE_MESSAGE);

    const samples = async () => {
      const stored = [];
      for await (const file of t.services.storage.list(`voices/samples/${user.id}`)) stored.push(file.key);
      return stored.sort();
    };
    const samplesBefore = await samples();
    expect(samplesBefore).toHaveLength(1);
    expect(await findConsents(database.db, user.id)).toHaveLength(1);
    const refused = await postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Your Free plan keeps up to 1 cloned voice, and you have 1. Delete one in My Voices, or upgrade to the Lifetime Plan on the pricing page for more cloned voices.',
    );
    expect(await findConsents(database.db, user.id)).toHaveLength(1);
    expect(await samples()).toEqual(samplesBefore);

    // The modal deletes a draft it leaves unnamed; then a new clone is allowed, and naming it does not count it twice.
    expect((await graphql(t, user.token, DELETE, { k: key })).data?.deleteClonedVoice.success).toBe(true);
    expect(await samples()).toEqual([]);
    const again = await postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' });
    expect(again.status, again.body.message).toBe(200);
    const named = await graphql(t, user.token, NAME, { k: again.body.voice.optionKey, n: 'Me', g: 'male' });
    expect(named.errors).toBeUndefined();
    expect(named.data?.nameClonedVoice).toMatchObject({ voice: { named: true, name: 'Me' } });
  });

  it('deletes a draft left unnamed for over an hour before counting, so an abandoned modal does not hold the plan', async () => {
    const user = await signedIn();
    const sample = await espeakSample(t.services.synthesizer, 'en-us+m3');
    const draft = await postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' });
    expect(draft.status, draft.body.message).toBe(200);
    // The tab was closed: the draft is never named nor deleted, and an hour passes.
    await database.db
      .update(voices)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(voices.optionKey, draft.body.voice.optionKey));
    const next = await postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' });
    expect(next.status, next.body.message).toBe(200);
    const owned = await database.db.select().from(voices).where(eq(voices.userId, user.id));
    expect(owned.map((v) => v.optionKey)).toEqual([next.body.voice.optionKey]);
  });

  it('renders an offline clone on Free: the owner’s own eSpeak voice is of the Basic tier', async () => {
    const user = await signedIn();
    const key = await insertClonedVoice(database.db, user.id);
    const voice = await t.app.modules.voices.service.resolveVoice(key, user.id);
    expect(renderTier(voice)).toBe('Basic');
    expect(renderTier({ voiceType: 'Custom', provider: 'elevenlabs' })).toBe('Ultra');
    await expect(
      t.app.modules.billing.service.billing.assertRenderAllowed(user.id, {
        estimatedSeconds: 60,
        voiceTiers: [renderTier(voice)],
      }),
    ).resolves.toBeUndefined();
  });
});
