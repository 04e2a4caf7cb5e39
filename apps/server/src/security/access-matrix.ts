/**
 * Who may call what: no one reaches another user's data, however an id is guessed. Every GraphQL query and
 * mutation of schema.graphql and every REST route has an entry here; access-matrix.test.ts fails for an operation
 * without one, and calls each entry that takes an id as another user and as nobody.
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
  /** The owner's show (with the episode above published on it). */
  showId: string;
  /** The owner's cloned voice. */
  voiceKey: string;
  /** A payment order of the owner's, and its transaction. */
  orderId: string;
  transactionId: number;
  /** The owner's editor project (of the podcast above) and one of their music items. */
  projectId: number;
  musicId: number;
  /** A source in the owner's library. */
  sourceId: number;
  /** An entry of the owner's pronunciation dictionary. */
  pronunciationId: number;
  /** One of the owner's personal API tokens. */
  apiTokenId: number;
  /** One of the owner's webhook endpoints, and a delivery of it. */
  webhookEndpointId: number;
  webhookDeliveryId: number;
  /** A clip of the owner's podcast. */
  clipId: number;
  /** One of the owner's series (on the show above), a run of it waiting for approval, and the series' voice. */
  seriesId: number;
  seriesRunId: number;
  hostVoice: string;
  /** A listener of the owner's show. */
  listenerId: string;
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

/** A series on the owner's show, watching an address no run may fetch. */
function seriesInputOf(f: Fixture) {
  return {
    name: 'Matrix series',
    showId: f.showId,
    sources: ['http://127.0.0.1:9/feed.xml'],
    cadence: 'daily',
    time: '08:00',
    timeZone: 'UTC',
    host: 'Asha',
    hostVoice: f.hostVoice,
  };
}

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
  mySubscription: {
    access: 'user',
    call: () => ({ query: '{ mySubscription { planName minutesUsed minutesLimit voiceTiers } }' }),
  },
  userPaymentTransactions: {
    access: 'user',
    call: () => ({
      query: '{ userPaymentTransactions(page:1, pageSize:10){ items { orderId amountIntended } total } }',
    }),
  },
  sources: { access: 'user', call: () => ({ query: '{ sources { items { id title text } } }' }) },
  source: {
    access: 'owned',
    call: (f) => ({ query: 'query($id:Int!){ source(id:$id){ id title text } }', variables: { id: f.sourceId } }),
  },
  userPodcasts: { access: 'user', call: () => ({ query: '{ userPodcasts { items { id title transcript } } }' }) },
  rssFeeds: { access: 'user', call: () => ({ query: '{ rssFeeds { feedId podcastTitle ownerEmail } }' }) },
  episodes: { access: 'user', call: () => ({ query: '{ episodes { episodeId title } }' }) },
  feedAddress: {
    access: 'public',
    why: "whether this server's PUBLIC_URL is reachable by directories, the same for all",
  },
  shows: { access: 'user', call: () => ({ query: '{ shows { id title ownerEmail feedUrl } }' }) },
  show: {
    access: 'owned',
    call: (f) => ({ query: 'query($s:String!){ show(showId:$s){ id title ownerEmail } }', variables: { s: f.showId } }),
  },
  showAnalytics: {
    access: 'owned',
    call: (f) => ({
      query: 'query($s:String!){ showAnalytics(showId:$s, period:"All Time"){ title episodes { title downloads } } }',
      variables: { s: f.showId },
    }),
  },
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
  allMusic: { access: 'user', call: () => ({ query: '{ allMusic { items { id musicName musicPath } } }' }) },
  dataExports: { access: 'user', call: () => ({ query: '{ dataExports { id status url bytes } }' }) },
  musicPresignedUrl: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ musicPresignedUrl(musicId:$id){ musicPath presignedUrl } }',
      variables: { id: f.musicId },
    }),
  },
  clips: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ clips(podcastId:$id){ id status url title } }',
      variables: { id: f.podcastId },
    }),
  },
  clipSuggestions: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ clipSuggestions(podcastId:$id){ fromLine reason } }',
      variables: { id: f.podcastId },
    }),
  },
  editorProject: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int){ editorProject(podcastId:$id){ id name tracks { id url } } }',
      variables: { id: f.podcastId },
    }),
  },
  apiTokens: { access: 'user', call: () => ({ query: '{ apiTokens { id name hint } }' }) },
  webhookEndpoints: { access: 'user', call: () => ({ query: '{ webhookEndpoints { id url events } }' }) },
  webhookDeliveries: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ webhookDeliveries(endpointId:$id){ id messageId lastResponse } }',
      variables: { id: f.webhookEndpointId },
    }),
  },
  series: { access: 'user', call: () => ({ query: '{ series { id name sources } }' }) },
  seriesRuns: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!){ seriesRuns(id:$id){ id status items { title } } }',
      variables: { id: f.seriesId },
    }),
  },
  // ---- mutations ----
  requestDataExport: { access: 'user', call: () => ({ query: 'mutation { requestDataExport { exportId } }' }) },
  requestAccountDeletionCode: {
    access: 'user',
    call: () => ({ query: 'mutation { requestAccountDeletionCode { success message } }' }),
  },
  // Called with a wrong password: refused for everyone, so the matrix's owner keeps the account.
  deleteAccount: {
    access: 'user',
    call: () => ({ query: 'mutation { deleteAccount(password: "not-the-password") { success message } }' }),
  },
  createWebhookEndpoint: {
    access: 'user',
    call: () => ({
      query:
        'mutation{ createWebhookEndpoint(input:{ url:"https://93.184.215.14/hook", events:["audio.ready"] }){ id } }',
    }),
  },
  // Redelivering comes before deleting: the owner's calls run in this order, and deleting ends the deliveries.
  redeliverWebhook: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!){ redeliverWebhook(deliveryId:$id) }',
      variables: { id: f.webhookDeliveryId },
    }),
  },
  createClip: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:CreateClipInput!){ createClip(input:$i){ clipId refId } }',
      variables: { i: { podcastId: f.podcastId, fromLine: 0, toLine: 0, aspect: 'SQUARE' } },
    }),
  },
  deleteClip: {
    access: 'owned',
    call: (f) => ({ query: 'mutation($id:Int!){ deleteClip(clipId:$id) }', variables: { id: f.clipId } }),
  },
  deleteWebhookEndpoint: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!){ deleteWebhookEndpoint(id:$id) }',
      variables: { id: f.webhookEndpointId },
    }),
  },
  // The series' calls run in this order: create, update, run, approve, then delete.
  createSeries: {
    access: 'user',
    call: (f) => ({
      query: 'mutation($i:SeriesInput!){ createSeries(input:$i){ id } }',
      variables: { i: seriesInputOf(f) },
    }),
  },
  updateSeries: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!,$i:SeriesInput!){ updateSeries(id:$id, input:$i){ id name } }',
      variables: { id: f.seriesId, i: seriesInputOf(f) },
    }),
  },
  runSeries: {
    access: 'owned',
    call: (f) => ({ query: 'mutation($id:Int!){ runSeries(id:$id){ id status } }', variables: { id: f.seriesId } }),
  },
  approveSeriesRun: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!){ approveSeriesRun(runId:$id){ id status } }',
      variables: { id: f.seriesRunId },
    }),
  },
  deleteSeries: {
    access: 'owned',
    call: (f) => ({ query: 'mutation($id:Int!){ deleteSeries(id:$id) }', variables: { id: f.seriesId } }),
  },
  createApiToken: {
    access: 'user',
    call: () => ({ query: 'mutation{ createApiToken(input:{ name:"CI", scopes:["read"] }){ id } }' }),
  },
  revokeApiToken: {
    access: 'owned',
    call: (f) => ({ query: 'mutation($id:Int!){ revokeApiToken(id:$id) }', variables: { id: f.apiTokenId } }),
  },
  cancelSubscription: {
    access: 'user',
    call: () => ({ query: 'mutation{ cancelSubscription { planName autoRenew } }' }),
  },
  generateInvoice: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:String!){ generateInvoice(transactionId:$id){ success message s3Key } }',
      variables: { id: String(f.transactionId) },
    }),
  },
  saveEditorProject: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:SaveEditorProjectInput!){ saveEditorProject(input:$i){ id name } }',
      variables: {
        i: {
          projectId: f.projectId,
          tracks: ['speaker1', 'speaker2', 'intro', 'outro', 'background'].map((id) => ({
            id,
            volume: 0.5,
            muted: false,
            solo: false,
          })),
        },
      },
    }),
  },
  exportMixdown: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!){ exportMixdown(projectId:$id){ ref_id } }',
      variables: { id: f.projectId },
    }),
  },
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
  createShow: {
    access: 'user',
    call: () => ({
      query: 'mutation($i:ShowInput!){ createShow(input:$i){ id } }',
      variables: {
        i: {
          podcastTitle: 'Mine too',
          podcastDescription: 'Mine alone.',
          podcastWebsite: 'https://mine.example.com',
          podcastAuthor: 'Me',
          ownerEmail: 'me@example.com',
        },
      },
    }),
  },
  updateShow: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($s:String!,$i:ShowInput!){ updateShow(showId:$s, input:$i){ id } }',
      variables: {
        s: f.showId,
        i: {
          podcastTitle: 'Taken over',
          podcastDescription: 'Not mine.',
          podcastWebsite: 'https://taken.example.com',
          podcastAuthor: 'Someone',
          ownerEmail: 'someone@example.com',
        },
      },
    }),
  },
  deleteShow: {
    access: 'owned',
    // Unconfirmed: the owner is refused too (the show has a published episode), with a different sentence.
    call: (f) => ({ query: 'mutation($s:String!){ deleteShow(showId:$s) }', variables: { s: f.showId } }),
  },
  listeners: {
    access: 'owned',
    call: (f) => ({ query: 'query($s:String!){ listeners(showId:$s){ id } }', variables: { s: f.showId } }),
  },
  addListener: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($s:String!){ addListener(showId:$s, name:"Eve", email:"eve@example.com"){ listenerId } }',
      variables: { s: f.showId },
    }),
  },
  revokeListener: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($l:String!){ revokeListener(listenerId:$l){ id } }',
      variables: { l: f.listenerId },
    }),
  },
  rotateListener: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($l:String!){ rotateListener(listenerId:$l){ listenerId } }',
      variables: { l: f.listenerId },
    }),
  },
  setListingLink: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($s:String!,$l:String){ setListingLink(showId:$s, platform:"overcast", listingUrl:$l){ id } }',
      variables: { s: f.showId, l: 'https://overcast.fm/itunes1234567890' },
    }),
  },
  publishEpisode: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:PublishEpisodeInput!){ publishEpisode(input:$i){ episodeId feedUrl } }',
      variables: {
        i: { showId: f.showId, podcastId: f.podcastId, platform: 'apple', title: 'Taken', description: 'Not mine.' },
      },
    }),
  },
  unpublishEpisode: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($e:Int!){ unpublishEpisode(episodeId:$e){ episodeId published } }',
      variables: { e: f.episodeId },
    }),
  },
  convertAudio: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:ConvertAudioInput!){ convertAudio(input:$i){ newFileUrl } }',
      variables: { i: { podcastId: f.podcastId, format: 'wav' } },
    }),
  },
  setPodcastMusic: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:PodcastMusicInput!){ setPodcastMusic(input:$i){ podcastId } }',
      variables: { i: { podcastId: f.podcastId, bedVolume: 0.4 } },
    }),
  },
  updatePodcastTranscript: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($i:UpdatePodcastTranscriptInput!){ updatePodcastTranscript(input:$i){ title } }',
      variables: { i: { podcastId: f.podcastId, transcript: script } },
    }),
  },
  // Naming comes before deleting: the owner's calls run in this order, and deleting ends the voice.
  nameClonedVoice: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($k:String!){ nameClonedVoice(optionKey:$k, name:"Mine", gender:"female"){ voice { name } } }',
      variables: { k: f.voiceKey },
    }),
  },
  pronunciations: { access: 'user', call: () => ({ query: '{ pronunciations { id text sayAs language } }' }) },
  setPronunciation: {
    access: 'user',
    call: () => ({ query: 'mutation{ setPronunciation(input:{ text:"Podloom", sayAs:"pod loom" }){ id text } }' }),
  },
  // Heard before it is deleted.
  pronunciationPreview: {
    access: 'owned',
    call: (f) => ({
      query: 'query($id:Int!,$k:String!){ pronunciationPreview(id:$id, optionKey:$k){ url } }',
      variables: { id: f.pronunciationId, k: f.voiceKey },
    }),
  },
  deletePronunciation: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!){ deletePronunciation(id:$id){ success } }',
      variables: { id: f.pronunciationId },
    }),
  },
  deleteClonedVoice: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($k:String!){ deleteClonedVoice(optionKey:$k){ success } }',
      variables: { k: f.voiceKey },
    }),
  },
  renameSource: {
    access: 'owned',
    call: (f) => ({
      query: 'mutation($id:Int!){ renameSource(id:$id, title:"Renamed"){ id title } }',
      variables: { id: f.sourceId },
    }),
  },
  deleteSource: {
    access: 'owned',
    call: (f) => ({ query: 'mutation($id:Int!){ deleteSource(id:$id){ id success } }', variables: { id: f.sourceId } }),
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
  'GET /api/podloom/v1/openapi.json': { access: 'public', why: 'the OpenAPI document of the REST routes; no data' },
  'GET /api/podloom/v1/reference': { access: 'public', why: 'the OpenAPI document as a page; no data' },
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
  'GET /feeds/:file': {
    access: 'public',
    why: 'RSS feeds are fetched by podcast apps; ids are random UUIDs; merged ones 301, deleted ones 410',
  },
  'GET /feeds/private/:file': {
    access: 'public',
    why: "a listener's personal feed: its 256-bit token is the credential; revoked or rotated ones 410",
  },
  'GET /feeds/:feedId/episodes/:episodeId/:file': {
    access: 'public',
    why: "enclosures of a public feed; a private show's need the HMAC of a listener who is not revoked",
  },
  'GET /feeds/:feedId/cover/:file': { access: 'public', why: 'cover art of a public feed' },
  'GET /robots.txt': { access: 'public', why: 'crawler rules, the same for everyone' },
  'GET /sitemap.xml': { access: 'public', why: 'public pages and published feeds only; never drafts' },
  'GET /shows/:feedId': { access: 'public', why: 'the public page of a show with published episodes; drafts 404' },
  'GET /episodes/:episodeId': { access: 'public', why: 'the public page of a published episode; others 404' },
  'GET /embed/episodes/:episodeId': { access: 'public', why: 'the embeddable player of a published episode' },
  'GET /oembed': { access: 'public', why: 'oEmbed for public episode pages only' },
  'POST /api/podloom/v1/plays': {
    access: 'public',
    why: 'anonymous play beacons of public episodes; only a salted hash is kept, bots ignored',
  },
  'GET /public/player.js': { access: 'public', why: 'the public pages script, the same for everyone' },
  'GET *': { access: 'public', why: 'the web app', onlyWithWebBuild: true },
  'GET /api/podloom/v1/voices/script/:language': {
    access: 'public',
    why: 'a fixed passage to read aloud, per language',
  },
  'POST /api/podloom/v1/voices/clone': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/api/podloom/v1/voices/clone', body: { language: 'en', consent: 'true' } }),
  },
  'POST /payments/webhook': { access: 'public', why: 'the gateway calls it; the HMAC signature decides, not a login' },
  'GET /payments/sandbox/checkout.js': { access: 'public', why: 'the sandbox checkout page script, no data' },
  'GET /payments/sandbox/checkout/:paymentSessionId': {
    access: 'public',
    why: 'sandbox only: the random payment session id is the capability, as at a real gateway',
  },
  'POST /payments/sandbox/checkout/:paymentSessionId': {
    access: 'public',
    why: 'sandbox only: the random payment session id is the capability, as at a real gateway',
  },
  'POST /payments/create-order': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/payments/create-order', body: { plan_id: 1, pricing_id: 1 } }),
  },
  'GET /payments/orders/:orderId': {
    access: 'owned',
    call: (f) => ({ method: 'GET', url: `/payments/orders/${f.orderId}` }),
  },
  'GET /api/podloom/v1/payments/orders/:orderId/verify': {
    access: 'owned',
    call: (f) => ({ method: 'GET', url: `/api/podloom/v1/payments/orders/${f.orderId}/verify` }),
  },
  'GET /api/podloom/v1/paymenttransaction/:orderId': {
    access: 'owned',
    call: (f) => ({ method: 'GET', url: `/api/podloom/v1/paymenttransaction/${f.orderId}` }),
  },
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
  'GET /api/podloom/v1/personalise': {
    access: 'user',
    call: () => ({ method: 'GET', url: '/api/podloom/v1/personalise' }),
  },
  'POST /api/podloom/v1/personalise': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/api/podloom/v1/personalise', body: { answers: { guestName: 'Meera' } } }),
  },
  'GET /api/podloom/v1/personalise/forms/:form': {
    access: 'user',
    call: () => ({ method: 'GET', url: '/api/podloom/v1/personalise/forms/knowledge?format=txt' }),
  },
  'POST /api/podloom/v1/personalise/uploads/:form': {
    access: 'user',
    // Without a file: refused with a sentence for everyone, and nothing is stored.
    call: () => ({ method: 'POST', url: '/api/podloom/v1/personalise/uploads/knowledge', body: {} }),
  },
  'POST /api/podloom/v1/music': {
    access: 'user',
    call: () => ({ method: 'POST', url: '/api/podloom/v1/music', body: { files: [] } }),
  },
  'GET /api/podloom/v1/storage': {
    access: 'user',
    call: () => ({ method: 'GET', url: '/api/podloom/v1/storage' }),
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
