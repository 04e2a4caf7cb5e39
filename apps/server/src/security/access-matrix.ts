/**
 * Who may call what (issue 12, "Limits that hold"). Every GraphQL query and mutation of schema.graphql and every
 * REST route has an entry here; access-matrix.test.ts fails for an operation without one, and calls each entry
 * that takes an id as another user and as nobody.
 *
 * - `public`: anyone may call it; `why` says why that is safe.
 * - `user`: needs a login and takes no id of anything owned; nobody is refused, and another user's answer never
 *   carries the owner's data.
 * - `owned`: takes the id of something a user owns; nobody and another user are refused, and the owner's answer
 *   differs from the refusal (so the refusal is about who asks, not about a malformed call).
 */

export interface Party {
  id: number;
  token: string;
}

/** What the owner has: every id the operations below take. */
export interface Fixture {
  owner: Party;
  other: Party;
  podcastId: number;
  batchJobId: string;
  refId: string;
  episodeId: number;
}

export interface GraphQLCall {
  query: string;
  variables?: Record<string, unknown>;
}
export interface RestCall {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

export type Access<Call> =
  | { access: 'public'; why: string /** registered only when apps/web/dist exists */; onlyWithWebBuild?: true }
  | { access: 'graphql'; why: string }
  | { access: 'user'; call: (f: Fixture, caller: Party) => Call }
  | { access: 'owned'; call: (f: Fixture, caller: Party) => Call };

const script = 'Asha: Hello there.\nRavi: Hello back.';

export const GRAPHQL_MATRIX: Record<string, Access<GraphQLCall>> = {
  // ---- queries ----
  appleCategories: { access: 'public', why: 'the Apple category list is the same for everyone' },
  featureOptions: { access: 'public', why: 'the option catalogue of the forms, the same for everyone' },
  getAllSubscriptions: { access: 'public', why: 'the plan catalogue shown on the pricing page' },
  getPopularTopics: { access: 'public', why: 'the popular topics shown before login' },
  health: { access: 'public', why: 'answers true while the API is up' },
  supportTicket: { access: 'public', why: 'the ticket id is the capability; only the status is shown' },
  voicePreview: { access: 'public', why: 'catalogue voices; a cloned voice is looked up for the caller only' },
  me: { access: 'user', call: () => ({ query: '{ me { id email given_name } }' }) },
  userPodcasts: { access: 'user', call: () => ({ query: '{ userPodcasts { items { id title transcript } } }' }) },
  rssFeeds: { access: 'user', call: () => ({ query: '{ rssFeeds { feedId podcastTitle ownerEmail } }' }) },
  episodes: { access: 'user', call: () => ({ query: '{ episodes { episodeId title } }' }) },
  episodeAnalytics: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int){ episodeAnalytics(episodeId:$id, period:"All Time"){ downloads } }',
      variables: { id: f.episodeId },
    }),
  },
  podcast: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ podcast(podcastId:$id){ title transcript } }',
      variables: { id: f.podcastId },
    }),
  },
  podcastByBatchJobId: {
    access: 'owned',
    call: (f) => ({
      query: 'query($b:String!){ podcastByBatchJobId(batchJobId:$b){ title transcript } }',
      variables: { b: f.batchJobId },
    }),
  },
  podcastPresignedUrl: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ podcastPresignedUrl(podcastId:$id){ presignedUrl error } }',
      variables: { id: f.podcastId },
    }),
  },
  podcastPresignedUrlByBatchJobId: {
    access: 'owned',
    call: (f) => ({
      query: 'query($b:String!){ podcastPresignedUrlByBatchJobId(batchJobId:$b){ presignedUrl error } }',
      variables: { b: f.batchJobId },
    }),
  },
  podcastPresignedUrlByPlatform: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ podcastPresignedUrlByPlatform(podcastId:$id, platform:"spotify"){ presignedUrl } }',
      variables: { id: f.podcastId },
    }),
  },
  // ---- mutations ----
  _noop: { access: 'public', why: 'a placeholder that does nothing' },
  createSupportTicket: { access: 'public', why: 'help requests come from people who cannot log in too' },
  createRss: {
    access: 'user',
    call: () => ({
      query: 'mutation($i:RssInput!){ createRss(input:$i){ feedId } }',
      variables: {
        i: {
          platform: 'apple',
          podcastTitle: 'Mine',
          podcastDescription: 'Mine alone.',
          podcastWebsite: 'https://mine.example.com',
          podcastAuthor: 'Me',
          ownerEmail: 'me@example.com',
        },
      },
    }),
  },
  updateProfile: {
    access: 'user',
    call: () => ({ query: 'mutation{ updateProfile(input:{ name:"New Name" }){ email } }' }),
  },
  uploadGeolocation: {
    access: 'user',
    call: () => ({ query: 'mutation{ uploadGeolocation(input:{}){ id ipAddress } }' }),
  },
  addEpisode: {
    access: 'owned',
    call: (f, caller) => ({
      query: `mutation($u:Int!,$e:EpisodeInput!){ addEpisode(userId:$u, platform:"spotify", episode:$e){ episodeId } }`,
      variables: { u: caller.id, e: { podcastId: f.podcastId, title: 'Taken', description: 'Not mine.' } },
    }),
  },
  convertAudio: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:ConvertAudioInput!){ convertAudio(input:$i){ newFileUrl } }',
      variables: { i: { podcastId: f.podcastId, format: 'wav' } },
    }),
  },
  updatePodcastTranscript: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:UpdatePodcastTranscriptInput!){ updatePodcastTranscript(input:$i){ title } }',
      variables: { i: { podcastId: f.podcastId, transcript: script } },
    }),
  },
  deletePodcast: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!){ deletePodcast(podcastId:$id){ success } }',
      variables: { id: f.podcastId },
    }),
  },
};

/** REST routes by `METHOD url` as Fastify registers them (HEAD and OPTIONS follow their GET and POST). */
export const REST_MATRIX: Record<string, Access<RestCall>> = {
  'GET /healthz': { access: 'public', why: 'liveness probe' },
  'GET /readyz': { access: 'public', why: 'readiness probe' },
  'GET /metrics': { access: 'public', why: 'counts only, no user data; METRICS_TOKEN or loopback clients only' },
  'GET /api/podloom/v1/config': { access: 'public', why: 'what the browser may enable; no secrets' },
  'GET /api/podloom/v1/graphql': { access: 'graphql', why: 'GraphiQL and GET queries: the GraphQL matrix' },
  'POST /api/podloom/v1/graphql': { access: 'graphql', why: 'every operation is in the GraphQL matrix' },
  'POST /api/podloom/v1/auth/native/signup': { access: 'public', why: 'creates an account' },
  'POST /api/podloom/v1/auth/native/confirm': { access: 'public', why: 'needs the mailed code' },
  'POST /api/podloom/v1/auth/native/resend': { access: 'public', why: 'mails the code to the account only' },
  'POST /api/podloom/v1/auth/native/login': { access: 'public', why: 'needs the password' },
  'POST /api/podloom/v1/auth/native/forgot-password': { access: 'public', why: 'mails the account only' },
  'POST /api/podloom/v1/auth/native/reset-password': { access: 'public', why: 'needs the mailed code' },
  'POST /api/podloom/v1/auth/refresh': { access: 'public', why: 'needs the refresh token' },
  'POST /api/podloom/v1/auth/logout': { access: 'public', why: 'ends the session of the token it is given' },
  'POST /api/podloom/v1/auth/login': { access: 'public', why: 'needs the provider code and verifier' },
  'GET /files/*': { access: 'public', why: 'every file URL carries an HMAC signature and an expiry' },
  'GET /feeds/:file': { access: 'public', why: 'RSS feeds are fetched by podcast apps; ids are random UUIDs' },
  'GET /feeds/:feedId/episodes/:episodeId/:file': { access: 'public', why: 'enclosures of a public feed' },
  'GET /feeds/:feedId/cover/:file': { access: 'public', why: 'cover art of a public feed' },
  'GET /robots.txt': { access: 'public', why: 'crawler rules, the same for everyone' },
  'GET /sitemap.xml': { access: 'public', why: 'public pages and published feeds only; never drafts' },
  'GET *': { access: 'public', why: 'the web app', onlyWithWebBuild: true },
  'POST /generate/script': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/generate/script', body: { topic: 'Bees', host: 'Asha' } }),
  },
  'POST /generate/research': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/generate/research', body: { topic: 'Bees' } }),
  },
  'POST /generate/sources': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/generate/sources', body: { text: 'Bees dance.' } }),
  },
  'GET /api/v1/agents/stream/:refId': {
    access: 'owned',
    call: (f) => ({ method: 'GET', url: `/api/v1/agents/stream/${f.refId}` }),
  },
  'POST /generate/audio': {
    access: 'owned',
    call: (f, caller) => ({
      method: 'POST',
      url: '/generate/audio',
      body: {
        podcast_id: f.podcastId,
        user_id: caller.id,
        conversation_output: script,
        no_of_speaker: 1,
        host_voice: 'no-such-voice',
      },
    }),
  },
};
