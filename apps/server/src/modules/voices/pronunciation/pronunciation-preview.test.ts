import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SpeechProvider, SynthesizeRequest } from '../../../providers/tts/tts';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createSession, createUser } from '../../auth/testing/factories';

describe('previews with the pronunciation dictionary', () => {
  let database: TestDatabase;
  let t: TestApp;
  let token: string;
  let otherToken: string;
  /** What eSpeak was given, noted on the way in. */
  const given: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database);
    // The engine itself, so what is noted is what eSpeak reads (after the synthesiser's IPA conversion).
    const espeak = t.services.synthesizer.provider('espeak') as SpeechProvider;
    const synthesize = espeak.synthesize.bind(espeak);
    espeak.synthesize = (request: SynthesizeRequest) => {
      given.push(request.text);
      return synthesize(request);
    };
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.reset();
    given.length = 0;
    token = (await createSession(t.services, await createUser(t.services.db))).accessToken;
    otherToken = (await createSession(t.services, await createUser(t.services.db))).accessToken;
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary response shapes.
  const gql = async (query: string, variables: Record<string, unknown>, as = token): Promise<any> => {
    const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
  const SET = 'mutation($i:PronunciationInput!){ setPronunciation(input:$i){ id } }';
  const PREVIEW = 'query($k:String!){ voicePreview(optionKey:$k){ url } }';
  const HEAR = 'query($id:Int!,$k:String!){ pronunciationPreview(id:$id, optionKey:$k){ url } }';
  const englishVoice = async (): Promise<string> => {
    const query = '{ featureOptions(featureKey:"voices", languageCode:"en-US"){ optionKey } }';
    return (await gql(query, {})).data.featureOptions[0].optionKey;
  };

  it("says the Voices modal's sample with the caller's dictionary applied, under its own file", async () => {
    const voice = await englishVoice();
    const plain = (await gql(PREVIEW, { k: voice })).data.voicePreview.url;
    expect(given.at(-1)).toMatch(/This is how I sound when I read your podcast\.$/);
    await gql(SET, { i: { text: 'podcast', sayAs: 'pod cast' } });
    const spelled = (await gql(PREVIEW, { k: voice })).data.voicePreview.url;
    expect(given.at(-1)).toMatch(/when I read your pod cast\.$/);
    expect(spelled).not.toBe(plain);
    // Another user's dictionary is not theirs: their sample is the plain one (already made, so nothing is said).
    const before = given.length;
    const other = (await gql(PREVIEW, { k: voice }, otherToken)).data.voicePreview.url;
    expect(new URL(other).pathname).toBe(new URL(plain).pathname);
    expect(given.length).toBe(before);
  });

  it('Hear it says the entry by the chosen voice, eSpeak given the IPA as phonemes, for its owner only', async () => {
    const voice = await englishVoice();
    const id = (await gql(SET, { i: { text: 'Podloom', sayAs: '/ˈpɒd.luːm/' } })).data.setPronunciation.id;
    const heard = await gql(HEAR, { id, k: voice });
    expect(heard.data.pronunciationPreview.url).toMatch(/^http/);
    expect(given.at(-1)).toBe("[[p'0dlu:m]]");
    const audio = await fetch(heard.data.pronunciationPreview.url);
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const refused = await gql(HEAR, { id, k: voice }, otherToken);
    expect(refused.errors[0].message).toBe('We could not find that pronunciation.');
  });
});
