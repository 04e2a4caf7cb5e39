import { GRAPHQL_PATH } from '@podloom/contract';
import { createPodcast } from '../modules/podcasts/testing/factories';
import type { TestApp } from '../test/app';

/** A script long enough that its render is still going while the backup runs. */
function longTranscript(lines: number): string {
  return Array.from({ length: lines }, (_, i) =>
    i % 2 === 0
      ? `Asha: Line ${i}: the tide tables of this harbour were written by hand for a hundred years.`
      : `Ravi: Line ${i}: and the keepers checked them against the moon every single night.`,
  ).join('\n');
}

/** Starts a real render (the offline voices) for the creator, through the API. */
export async function startRender(t: TestApp, creator: { user: { id: number }; accessToken: string }) {
  const transcript = longTranscript(60);
  const podcast = await createPodcast(t.services.db, creator.user.id, { transcript, status: 'script_ready' });
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${t.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.accessToken}` },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers' shapes as it goes.
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const options = await post(GRAPHQL_PATH, {
    query: 'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }',
  });
  const voices = options.body.data.featureOptions as Array<{ optionKey: string; voice: { gender: string } }>;
  const started = await post('/generate/audio', {
    podcast_id: podcast.id,
    conversation_output: transcript,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    guest_voice: voices.find((v) => v.voice.gender === 'male')?.optionKey,
    language: 'en-IN',
    no_of_speaker: 2,
  });
  if (started.status !== 200) throw new Error(`the render was refused: ${JSON.stringify(started.body)}`);
  return { podcastId: podcast.id, refId: started.body.ref_id as string };
}
