import {
  API_BASE,
  accountNameInput,
  audioRequestInput,
  clonedVoiceReply,
  confirmSignupInput,
  createdOrder,
  createOrderInput,
  graphqlReply,
  healthReply,
  loginInput,
  loginReply,
  logoutInput,
  musicUploadReply,
  nativeAuthReply,
  oauthLoginInput,
  oauthLoginReply,
  oembedReply,
  orderReply,
  orderVerificationReply,
  paymentWebhookAck,
  personaliseAnswers,
  personaliseView,
  publicConfig,
  readyReply,
  refreshInput,
  researchPreview,
  researchRequestInput,
  resetPasswordInput,
  scriptRequestInput,
  signupInput,
  signupReply,
  sourceReply,
  startedAudio,
  startedJob,
  storageUsage,
  transactionStatusReply,
} from '@podloom/contract';
import { z } from 'zod';

/** Who may call a route: anyone, a bearer token (a session's or a plm_ API token), or a signature it carries. */
export type RouteAuth = 'public' | 'bearer' | 'signed';

export interface RestRoute {
  summary: string;
  tag: string;
  auth: RouteAuth;
  /** The zod schema the route validates its JSON body with. */
  body?: z.ZodType;
  /**
   * The schema of its JSON answer (the contract's), or 'empty' for 204 No Content. openapi.test.ts fails when a
   * route that answers JSON names none, and checks live answers against them.
   */
  response?: z.ZodType | 'empty';
  /** Its status when it succeeds, when not 200 (sign-up answers 201 Created). */
  status?: 201;
  /** What it answers other than JSON (HTML, XML, audio, a stream). */
  produces?: string;
}

const A = API_BASE;

/**
 * Every REST route by `METHOD url` as Fastify registers it, with the schema its handler validates the body with.
 * openapi.test.ts fails when a registered route is missing here; the OpenAPI document is built from this table.
 */
export const REST_ROUTES: Record<string, RestRoute> = {
  'GET /healthz': {
    summary: 'Liveness: answers while the process runs.',
    tag: 'system',
    auth: 'public',
    response: healthReply,
  },
  'GET /readyz': {
    summary: 'Readiness: 503 while the database does not answer.',
    tag: 'system',
    auth: 'public',
    response: readyReply,
  },
  'GET /metrics': {
    summary: 'Prometheus metrics (METRICS_TOKEN, or clients on this machine).',
    tag: 'system',
    auth: 'public',
    produces: 'text/plain',
  },
  [`GET ${A}/config`]: {
    summary: 'What this install enables; no secrets.',
    tag: 'system',
    auth: 'public',
    response: publicConfig,
  },
  [`GET ${A}/openapi.json`]: {
    summary: 'This document.',
    tag: 'system',
    auth: 'public',
    response: z.record(z.string(), z.unknown()),
  },
  [`GET ${A}/reference`]: {
    summary: 'This document as a page to read.',
    tag: 'system',
    auth: 'public',
    produces: 'text/html',
  },
  [`GET ${A}/graphql`]: {
    summary: 'GraphQL over GET (queries), and GraphiQL outside production.',
    tag: 'graphql',
    auth: 'bearer',
    response: graphqlReply,
  },
  [`POST ${A}/graphql`]: {
    summary: 'GraphQL: every query and mutation of schema.graphql.',
    tag: 'graphql',
    auth: 'bearer',
    response: graphqlReply,
    body: z.object({
      query: z.string(),
      variables: z.record(z.string(), z.unknown()).optional(),
      operationName: z.string().optional(),
    }),
  },
  [`POST ${A}/auth/native/signup`]: {
    summary: 'Creates an account and mails a code.',
    tag: 'accounts',
    auth: 'public',
    status: 201,
    response: signupReply,
    body: signupInput,
  },
  [`POST ${A}/auth/native/confirm`]: {
    summary: 'Confirms an account with the mailed code.',
    tag: 'accounts',
    auth: 'public',
    response: nativeAuthReply,
    body: confirmSignupInput,
  },
  [`POST ${A}/auth/native/resend`]: {
    summary: 'Mails a new confirmation code.',
    tag: 'accounts',
    auth: 'public',
    response: nativeAuthReply,
    body: accountNameInput,
  },
  [`POST ${A}/auth/native/login`]: {
    summary: 'Logs in with e-mail and password.',
    tag: 'accounts',
    auth: 'public',
    response: loginReply,
    body: loginInput,
  },
  [`POST ${A}/auth/native/forgot-password`]: {
    summary: 'Mails a reset code.',
    tag: 'accounts',
    auth: 'public',
    response: nativeAuthReply,
    body: accountNameInput,
  },
  [`POST ${A}/auth/native/reset-password`]: {
    summary: 'Sets a new password with the mailed code.',
    tag: 'accounts',
    auth: 'public',
    response: nativeAuthReply,
    body: resetPasswordInput,
  },
  [`POST ${A}/auth/refresh`]: {
    summary: 'Rotates the refresh token for a new access token.',
    tag: 'accounts',
    auth: 'public',
    response: loginReply,
    body: refreshInput,
  },
  [`POST ${A}/auth/logout`]: {
    summary: 'Ends the session of the refresh token.',
    tag: 'accounts',
    auth: 'public',
    response: nativeAuthReply,
    body: logoutInput,
  },
  [`POST ${A}/auth/login`]: {
    summary: 'Google sign-in: the provider code and verifier.',
    tag: 'accounts',
    auth: 'public',
    response: oauthLoginReply,
    body: oauthLoginInput,
  },
  'GET /files/*': {
    summary: 'A stored file behind a signed link (exp and sig).',
    tag: 'files',
    auth: 'signed',
    produces: 'application/octet-stream',
  },
  'GET /feeds/:file': { summary: "A show's RSS feed.", tag: 'public', auth: 'public', produces: 'application/rss+xml' },
  'GET /feeds/private/:file': {
    summary: "A listener's personal feed of a private show (its token names it; 410 once revoked or rotated).",
    tag: 'public',
    auth: 'public',
    produces: 'application/rss+xml',
  },
  'GET /feeds/:feedId/episodes/:episodeId/:file': {
    summary: "An episode's enclosure (a private show's only with a listener's signature: listener and sig).",
    tag: 'public',
    auth: 'public',
    produces: 'audio/mpeg',
  },
  'GET /feeds/:feedId/cover/:file': {
    summary: "A show's cover art.",
    tag: 'public',
    auth: 'public',
    produces: 'image/*',
  },
  'GET /robots.txt': { summary: 'Crawler rules.', tag: 'public', auth: 'public', produces: 'text/plain' },
  'GET /sitemap.xml': {
    summary: 'Public pages and published feeds.',
    tag: 'public',
    auth: 'public',
    produces: 'application/xml',
  },
  'GET /shows/:feedId': { summary: "A show's public page.", tag: 'public', auth: 'public', produces: 'text/html' },
  'GET /episodes/:episodeId': {
    summary: "An episode's public page.",
    tag: 'public',
    auth: 'public',
    produces: 'text/html',
  },
  'GET /embed/episodes/:episodeId': {
    summary: 'The embeddable player.',
    tag: 'public',
    auth: 'public',
    produces: 'text/html',
  },
  'GET /oembed': { summary: 'oEmbed for public episode pages.', tag: 'public', auth: 'public', response: oembedReply },
  [`POST ${A}/plays`]: {
    summary: 'A play beacon from a public player.',
    tag: 'public',
    auth: 'public',
    response: 'empty',
  },
  'GET /public/player.js': {
    summary: 'The public pages script.',
    tag: 'public',
    auth: 'public',
    produces: 'text/javascript',
  },
  [`GET ${A}/voices/script/:language`]: {
    summary: 'A passage to read aloud for a voice clone.',
    tag: 'voices',
    auth: 'public',
    produces: 'text/plain',
  },
  [`POST ${A}/voices/clone`]: {
    summary: 'Clones a voice from a recording (multipart).',
    tag: 'voices',
    auth: 'bearer',
    response: clonedVoiceReply,
  },
  'POST /payments/webhook': {
    summary: "The gateway's events (HMAC signature).",
    tag: 'payments',
    auth: 'signed',
    response: paymentWebhookAck,
  },
  'GET /payments/sandbox/checkout.js': {
    summary: 'The sandbox checkout script.',
    tag: 'payments',
    auth: 'public',
    produces: 'text/javascript',
  },
  'GET /payments/sandbox/checkout/:paymentSessionId': {
    summary: 'The sandbox checkout page.',
    tag: 'payments',
    auth: 'public',
    produces: 'text/html',
  },
  'POST /payments/sandbox/checkout/:paymentSessionId': {
    summary: 'Pays on the sandbox checkout page.',
    tag: 'payments',
    auth: 'public',
    produces: 'text/html',
  },
  'POST /payments/create-order': {
    summary: 'Starts a payment for a plan.',
    tag: 'payments',
    auth: 'bearer',
    response: createdOrder,
    body: createOrderInput,
  },
  'GET /payments/orders/:orderId': {
    summary: 'An order of the caller.',
    tag: 'payments',
    auth: 'bearer',
    response: orderReply,
  },
  [`GET ${A}/payments/orders/:orderId/verify`]: {
    summary: "Checks an order's payment with the gateway.",
    tag: 'payments',
    auth: 'bearer',
    response: orderVerificationReply,
  },
  [`GET ${A}/paymenttransaction/:orderId`]: {
    summary: "An order's transaction.",
    tag: 'payments',
    auth: 'bearer',
    response: transactionStatusReply,
  },
  'POST /generate/script': {
    summary: 'Starts writing a script (a job; follow its stream).',
    tag: 'generation',
    auth: 'bearer',
    response: startedJob,
    body: scriptRequestInput,
  },
  'POST /generate/research': {
    summary: 'Previews the research for a topic.',
    tag: 'generation',
    auth: 'bearer',
    response: researchPreview,
    body: researchRequestInput,
  },
  'POST /generate/sources': {
    summary: 'Reads your own material (text, a web address, a file).',
    tag: 'generation',
    auth: 'bearer',
    response: sourceReply,
  },
  'POST /generate/audio': {
    summary: 'Starts rendering a script (a job; follow its stream).',
    tag: 'generation',
    auth: 'bearer',
    response: startedAudio,
    body: audioRequestInput,
  },
  'GET /api/v1/agents/stream/:refId': {
    summary: "A job's progress and result (server-sent events).",
    tag: 'generation',
    auth: 'bearer',
    produces: 'text/event-stream',
  },
  [`GET ${A}/personalise`]: {
    summary: 'The personalise answers.',
    tag: 'personalise',
    auth: 'bearer',
    response: personaliseView,
  },
  [`POST ${A}/personalise`]: {
    summary: 'Saves the personalise answers.',
    tag: 'personalise',
    auth: 'bearer',
    response: personaliseView,
    body: z.object({ answers: personaliseAnswers }),
  },
  [`GET ${A}/personalise/forms/:form`]: {
    summary: 'A personalise form to fill in offline.',
    tag: 'personalise',
    auth: 'bearer',
    produces: 'application/octet-stream',
  },
  [`POST ${A}/personalise/uploads/:form`]: {
    summary: 'Uploads a filled-in form (multipart).',
    tag: 'personalise',
    auth: 'bearer',
    response: personaliseView,
  },
  [`POST ${A}/music`]: {
    summary: 'Uploads music (multipart).',
    tag: 'music',
    auth: 'bearer',
    response: musicUploadReply,
  },
  [`GET ${A}/storage`]: {
    summary: "The plan's storage and what uses it.",
    tag: 'billing',
    auth: 'bearer',
    response: storageUsage,
  },
};
