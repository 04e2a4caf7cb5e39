/** What clips refuse, in sentences for people. */
export const CLIP_MESSAGES = {
  notFound: 'We could not find that clip.',
  noAudio: 'This podcast has no audio yet. Generate its audio, then make a clip.',
  noTimings: 'This podcast was rendered before lines were timed. Generate its audio again to make clips.',
  badSpan: 'Choose a span of lines of this podcast: the first line must come before or be the last.',
  tooLong: 'A clip lasts at most 90 seconds. Choose fewer lines.',
  tooMany: 'A podcast keeps at most 20 clips. Delete one to make another.',
  audioChanged: 'The podcast was rendered again after this clip was asked for. Make the clip again from the new audio.',
  deleted: 'the clip was deleted',
  unexpected: 'the clip could not be made',
} as const;

export const CLIP_LIMITS = { maxSeconds: 90, perPodcast: 20 } as const;
/** A download link lasts an hour. */
export const CLIP_URL_SECONDS = 3600;
/** What an MP4 audiogram takes, about: 0.8 Mbit/s of picture and 128 kbit/s of sound. */
export const CLIP_BYTES_PER_SECOND = 120_000;

/** Seconds a clip takes to render on a small server, roughly: the encoder runs near real time. */
export const clipEta = (seconds: number) => Math.max(5, Math.ceil(seconds * 1.2) + 3);

/** A clip's MP4 among its podcast's files (so the plan's storage counts it and deleting the podcast removes it). */
export const clipKey = (podcastId: number, clipId: number) => `podcasts/${podcastId}/clips/${clipId}.mp4`;
