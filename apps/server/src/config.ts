import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The one configuration schema (DESIGN §3). This is the only module that reads `process.env`;
 * a bad value stops start-up with a sentence naming the variable.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optional.pipe(z.url().optional());

/** Names proxy-addr (Fastify's trustProxy) knows for whole private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORM =
  'must be a hop count (1 for one proxy in front) or a comma list of proxy addresses/CIDRs; "true" would believe ' +
  'whatever address a client writes in X-Forwarded-For';

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may say who the client is (X-Forwarded-For). A hop count trusts that many proxies in front, so the
 * client is the address the outermost trusted proxy appended; a list trusts exactly those proxies. Never "every
 * hop": the left-most entry is whatever the client wrote, and every per-address limit would reset with it.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): number | string | false => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries.join(',');
    context.addIssue({ code: 'custom', message: TRUST_PROXY_FORM });
    return z.NEVER;
  });

/** FETCH_ALLOW_PRIVATE: host names (any case) and addresses or CIDRs, comma-separated. */
const fetchAllowPrivateSchema = z
  .string()
  .optional()
  .transform((value, context): string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    const bad = entries.find((entry) => !isProxyAddress(entry) && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(entry));
    if (!bad) return entries;
    context.addIssue({ code: 'custom', message: `"${bad}" is neither a host name nor an address/CIDR` });
    return z.NEVER;
  });

/** One SPEECH_SERVER_VOICES entry: `id:name:gender:language`, the language a BCP 47 tag. */
const SPEECH_VOICE = /^[^:,\s]+:[^:,]+:(male|female):[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('`production` turns off GraphiQL, introspection and field suggestions, and requires `JWT_SECRET`'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('HTTP port'),
  HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe('interface to listen on (`0.0.0.0` behind a load balancer or a firewall)'),
  PUBLIC_URL: optionalUrl.describe(
    'the address users open (unset: `http://localhost:PORT`); mails, signed audio links, feeds and CORS use it',
  ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('embedded database (`pglite/`), files (`files/`), outgoing mail (`outbox/`), secrets (`secrets/`)'),
  DATABASE_URL: optional
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    )
    .describe('PostgreSQL (`postgres://…`); unset means the embedded PGlite database under `DATA_DIR`'),
  REDIS_URL: optional
    .pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    )
    .describe(
      'Redis (`redis://…`) for BullMQ jobs, pub/sub progress events and shared rate limits (every server counts a client once); unset means in-process',
    ),
  REDIS_PREFIX: z
    .string()
    .trim()
    .default('podloom')
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, "_" or "-"'))
    .describe(
      'starts every Redis key and channel (queues, progress events, rate counters), so one Redis can serve several installations',
    ),
  JOB_LOCK_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(600)
    .default(30)
    .describe(
      "scale mode: how long a worker's hold on a running job lasts unrenewed (BullMQ `lockDuration`) and how often workers look for jobs whose worker died (`stalledInterval`); a killed worker's job moves to another within about twice this",
    ),
  S3_BUCKET: optional.describe(
    'S3-compatible file storage with presigned URLs (needs the two keys below); unset means local disk with HMAC-signed URLs',
  ),
  S3_ENDPOINT: optionalUrl.describe(
    'the S3-compatible store (MinIO, R2, …); browsers must reach it too, since presigned links point there',
  ),
  S3_REGION: optional.describe("the bucket's region (unset: `us-east-1`)"),
  S3_ACCESS_KEY_ID: optional.describe('S3 access key; required with `S3_BUCKET`'),
  S3_SECRET_ACCESS_KEY: optional.describe('S3 secret key; required with `S3_BUCKET`'),
  JWT_SECRET: optional
    .pipe(z.string().min(32, 'must be at least 32 characters').optional())
    .describe(
      'signs access tokens and derives the file-signing, hashing and counter keys (unset: generated once into `DATA_DIR/secrets`); required when `NODE_ENV=production`',
    ),
  SMTP_URL: optional
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    )
    .describe('`smtp://user:pass@host:port`; unset means mail is written to `DATA_DIR/outbox/*.eml` and logged'),
  MAIL_FROM: optional.describe('sender of every mail (unset: `Podloom <no-reply@host>`, the host of `PUBLIC_URL`)'),
  SUPPORT_EMAIL: optional.pipe(z.email().optional()).describe('where help requests are mailed (unset: `support@host`)'),
  LLM_PROVIDER: z
    .enum(['builtin', 'openai', 'google', 'anthropic', 'ollama', 'openai-compatible'])
    .default('builtin')
    .describe('who writes scripts: `builtin` is the offline writer, the others a model of that provider'),
  LLM_MODEL: optional.describe("model name for the chosen provider (unset: the provider's default)"),
  OPENAI_API_KEY: optional.describe('OpenAI: script writing and Premium voices'),
  OPENAI_BASE_URL: optionalUrl.describe('another address for the OpenAI API; also serves `openai-compatible` servers'),
  GOOGLE_GENERATIVE_AI_API_KEY: optional.describe('Gemini: script writing and Neural voices'),
  ANTHROPIC_API_KEY: optional.describe('Claude: script writing'),
  OLLAMA_BASE_URL: optionalUrl.describe('a local Ollama server'),
  ELEVENLABS_API_KEY: optional.describe('Ultra voices, and real voice cloning (instant voice cloning)'),
  ELEVENLABS_BASE_URL: optionalUrl.describe(
    "another address speaking ElevenLabs' API (a proxy, or the tests' local server; unset: `https://api.elevenlabs.io`)",
  ),
  ESPEAK_LIBRARY: optional.describe(
    "eSpeak NG's library for the Basic voices: a path to `libespeak-ng.so.1`, or `off` for the WASM build that ships with Podloom (unset: the system's library when it has one, Debian's `libespeak-ng1`, else the WASM build)",
  ),
  VOICE_MODELS_DIR: optional.describe(
    'local neural voice models (Piper and Kokoro ONNX files), managed with `npm run voices` (unset: `DATA_DIR/voices`)',
  ),
  SPEECH_SERVER_URL: optionalUrl.describe(
    "a voice server speaking OpenAI's `/v1/audio/speech` (Kokoro-FastAPI, LocalAI, Speaches, openedai-speech): its voices are offered as Neural",
  ),
  SPEECH_SERVER_API_KEY: optional.describe('bearer token for `SPEECH_SERVER_URL`, when it asks for one'),
  SPEECH_SERVER_MODEL: optional.describe('the model name sent to the speech server (unset: `tts-1`)'),
  SPEECH_SERVER_VOICES: optional
    .refine(
      (v) => v === undefined || v.split(',').every((entry) => SPEECH_VOICE.test(entry.trim())),
      'must be a comma-separated list of id:name:gender:language, e.g. af_bella:Bella:female:en-US',
    )
    .describe(
      "the speech server's voices as `id:name:gender:language`, comma-separated: used when it has no `GET /v1/audio/voices`, and to name and place the voices it lists",
    ),
  SPEECH_SERVER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(4)
    .describe('how many lines are sent to the speech server at once'),
  RESEARCH: z
    .enum(['on', 'off', 'true', 'false', '1', '0', ''])
    .default('on')
    .transform((v) => v !== 'off' && v !== 'false' && v !== '0')
    .describe(
      '`off` stops research for topic-only scripts (no encyclopedia look-up, no fetching of addresses in the description)',
    ),
  RESEARCH_WIKI_URL: z
    .string()
    .trim()
    .default('https://{lang}.wikipedia.org/w/api.php')
    .refine((v) => URL.canParse(v.replaceAll('{lang}', 'en')), 'must be an http(s) address, optionally with {lang}')
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) address, optionally with {lang}')
    .describe(
      "the MediaWiki API researched: a template where `{lang}` becomes the script's base language, or one fixed address",
    ),
  PAYMENT_PROVIDER: optional
    .pipe(z.enum(['sandbox', 'cashfree']).optional())
    .describe(
      'the payment gateway: `sandbox` (offline, our own hosted checkout, no money moves; the default outside production) or `cashfree`; required when `NODE_ENV=production`',
    ),
  PAYMENT_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1')
    .describe(
      'the second, explicit yes the sandbox needs in production (it hands out paid plans for nothing); logged and published loudly',
    ),
  CASHFREE_APP_ID: optional.describe('Cashfree PG `x-client-id`; required with `PAYMENT_PROVIDER=cashfree`'),
  CASHFREE_SECRET_KEY: optional.describe(
    'Cashfree PG `x-client-secret`, which also checks webhook signatures; required with `PAYMENT_PROVIDER=cashfree`',
  ),
  CASHFREE_ENV: z
    .enum(['sandbox', 'production'])
    .default('sandbox')
    .describe("Cashfree's environment: `production` takes real money"),
  CASHFREE_BASE_URL: optionalUrl.describe(
    "another host speaking Cashfree PG's REST shapes instead of `CASHFREE_ENV`'s (a proxy, or the tests' local gateway)",
  ),
  GOOGLE_CLIENT_ID: optional.describe(
    'Google sign-in (redirect URI `PUBLIC_URL/callback`); unset means the Google buttons say it is not configured',
  ),
  GOOGLE_CLIENT_SECRET: optional.describe('the secret of that Google client'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com').describe('the OpenID Connect issuer for that sign-in'),
  FFMPEG_PATH: optional.describe(
    'ffmpeg binary to prefer (otherwise an `ffmpeg` on `PATH`, or the bundled `@ffmpeg-installer/ffmpeg`)',
  ),
  GEOIP_DB: optional.describe(
    'a MaxMind-format country database (`.mmdb`, e.g. GeoLite2-Country) for listener countries; unset: the embedded DB-IP Lite country data',
  ),
  WEBSUB_HUB_URL: optional
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .describe('a WebSub hub named in every feed and told of every feed change; none by default'),
  PODCAST_INDEX_PING_URL: optional
    .pipe(z.url({ protocol: /^https?$/ }).optional())
    .describe(
      "Podcast Index's hub-style ping, e.g. `https://api.podcastindex.org/api/1.0/hub/pubnotify`, called with `?url=<feed>` on every feed change",
    ),
  TRUST_PROXY: optional
    .pipe(trustProxySchema)
    .describe(
      'which proxies may say who the client is (`X-Forwarded-For`): a hop count (1 for one proxy in front) or a comma list of proxy addresses/CIDRs; never "everything"',
    ),
  ENCLOSURE_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(120)
    .describe(
      'episode file requests (audio ranges, transcripts, chapters) one client address (an IPv6 /64) may make a minute before 429; 0 turns the limit off (benchmarks only)',
    ),
  FETCH_ALLOW_PRIVATE: optional
    .pipe(fetchAllowPrivateSchema)
    .describe(
      'hosts or addresses/CIDRs on your own network that webhooks and series sources may reach although private, and that webhooks may call over plain http (comma list; none by default: every other address must be public, and webhooks https). A host allowed by name covers that host only, not where it redirects',
    ),
  METRICS_TOKEN: optional
    .pipe(z.string().min(16, 'must be at least 16 characters').optional())
    .describe('bearer token for `GET /metrics`; unset means `/metrics` answers only clients on this machine'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
});

export type Env = z.input<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const variable = issue.path.join('.') || '(environment)';
      return `${variable}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Outside production the offline sandbox is the default. In production a missing PAYMENT_PROVIDER stops start-up
 * (the sandbox's checkout page marks any order paid), and the sandbox needs PAYMENT_SANDBOX_IN_PRODUCTION=true.
 */
function checkPaymentProvider(e: z.output<typeof envSchema>): void {
  if (e.NODE_ENV !== 'production') return;
  if (!e.PAYMENT_PROVIDER) {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_PROVIDER: is required when NODE_ENV=production (cashfree, or sandbox with PAYMENT_SANDBOX_IN_PRODUCTION=true)',
    );
  }
  if (e.PAYMENT_PROVIDER === 'sandbox' && !e.PAYMENT_SANDBOX_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_SANDBOX_IN_PRODUCTION: must be true to run the sandbox payment provider when NODE_ENV=production: its checkout marks any order paid without taking money',
    );
  }
}

/** Rules that span several variables, each refused with a sentence naming the first of them. */
function checkCombinations(e: z.output<typeof envSchema>): void {
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET: is required when NODE_ENV=production');
  }
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
    );
  }
  checkPaymentProvider(e);
  if (e.PAYMENT_PROVIDER === 'cashfree' && !(e.CASHFREE_APP_ID && e.CASHFREE_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration: CASHFREE_APP_ID: CASHFREE_APP_ID and CASHFREE_SECRET_KEY are required with PAYMENT_PROVIDER=cashfree',
    );
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  checkCombinations(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jobLockSeconds: e.JOB_LOCK_SECONDS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID as string,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
        }
      : undefined,
    jwtSecret: e.JWT_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Podloom <no-reply@${new URL(publicUrl).hostname}>`,
      supportAddress: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    },
    llm: {
      provider: e.LLM_PROVIDER,
      model: e.LLM_MODEL,
      openaiApiKey: e.OPENAI_API_KEY,
      openaiBaseUrl: e.OPENAI_BASE_URL,
      googleApiKey: e.GOOGLE_GENERATIVE_AI_API_KEY,
      anthropicApiKey: e.ANTHROPIC_API_KEY,
      ollamaBaseUrl: e.OLLAMA_BASE_URL,
    },
    /** Research for a bare topic: encyclopedia articles from a MediaWiki API, in the script's language. */
    research: { enabled: e.RESEARCH, wikiUrl: e.RESEARCH_WIKI_URL },
    voices: {
      elevenLabsApiKey: e.ELEVENLABS_API_KEY,
      elevenLabsBaseUrl: e.ELEVENLABS_BASE_URL,
      openaiApiKey: e.OPENAI_API_KEY,
      modelsDir: e.VOICE_MODELS_DIR ?? join(e.DATA_DIR, 'voices'),
      espeakLibrary: e.ESPEAK_LIBRARY,
      speechServer: e.SPEECH_SERVER_URL
        ? {
            url: e.SPEECH_SERVER_URL,
            apiKey: e.SPEECH_SERVER_API_KEY,
            model: e.SPEECH_SERVER_MODEL,
            concurrency: e.SPEECH_SERVER_CONCURRENCY,
            voices: parseSpeechServerVoices(e.SPEECH_SERVER_VOICES),
          }
        : undefined,
    },
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      /** The sandbox runs in production only because the operator said so twice; logged and published loudly. */
      sandboxInProduction: e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox',
      cashfree: {
        appId: e.CASHFREE_APP_ID,
        secretKey: e.CASHFREE_SECRET_KEY,
        env: e.CASHFREE_ENV,
        baseUrl: e.CASHFREE_BASE_URL,
      },
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER },
    ffmpegPath: e.FFMPEG_PATH,
    /** A MaxMind-format country database (.mmdb); without it, the DB-IP Lite data shipped in an npm package. */
    geoip: { databasePath: e.GEOIP_DB },
    /** Who is told when a feed changes: a WebSub hub and Podcast Index's pubnotify. */
    feedPings: { websubHubUrl: e.WEBSUB_HUB_URL, podcastIndexPingUrl: e.PODCAST_INDEX_PING_URL },
    trustProxy: e.TRUST_PROXY,
    enclosureRequestsPerMinute: e.ENCLOSURE_REQUESTS_PER_MINUTE,
    /** Hosts and addresses/CIDRs webhooks and series sources may reach though private (webhooks: or over plain http). */
    fetchAllowPrivate: e.FETCH_ALLOW_PRIVATE,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
  };
}

export type Config = ReturnType<typeof loadConfig>;

export interface ConfiguredSpeechVoice {
  id: string;
  name: string;
  gender: 'male' | 'female';
  languageCode: string;
}

/** `af_bella:Bella:female:en-US, am_adam:Adam:male:en-US` → the voices (the schema has checked the shape). */
export function parseSpeechServerVoices(list: string | undefined): ConfiguredSpeechVoice[] {
  if (!list) return [];
  return list.split(',').map((entry) => {
    const [id = '', name = '', gender = 'female', languageCode = 'en'] = entry.trim().split(':');
    return { id, name: name.trim(), gender: gender as 'male' | 'female', languageCode };
  });
}
