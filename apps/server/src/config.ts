import { isIP } from 'node:net';
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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  REDIS_URL: optional.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Starts every Redis key and channel of Podloom, so one Redis can hold several installations. */
  REDIS_PREFIX: z
    .string()
    .trim()
    .default('podloom')
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, "_" or "-"')),
  /**
   * Scale mode: how long a worker's hold on a running job lasts without renewal (BullMQ lockDuration), and how
   * often workers look for jobs whose holder died (stalledInterval). A killed worker's job is taken over by
   * another within about twice this.
   */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  S3_BUCKET: optional,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  JWT_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optional,
  SUPPORT_EMAIL: optional.pipe(z.email().optional()),
  LLM_PROVIDER: z.enum(['builtin', 'openai', 'google', 'anthropic', 'ollama', 'openai-compatible']).default('builtin'),
  LLM_MODEL: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optionalUrl,
  GOOGLE_GENERATIVE_AI_API_KEY: optional,
  ANTHROPIC_API_KEY: optional,
  OLLAMA_BASE_URL: optionalUrl,
  ELEVENLABS_API_KEY: optional,
  /** Another address speaking ElevenLabs' API (a proxy, or the tests' local server). */
  ELEVENLABS_BASE_URL: optionalUrl,
  RESEARCH: z
    .enum(['on', 'off', 'true', 'false', '1', '0', ''])
    .default('on')
    .transform((v) => v !== 'off' && v !== 'false' && v !== '0'),
  /** A MediaWiki API: a template with {lang} (https://{lang}.wikipedia.org/w/api.php) or one fixed address. */
  RESEARCH_WIKI_URL: z
    .string()
    .trim()
    .default('https://{lang}.wikipedia.org/w/api.php')
    .refine((v) => URL.canParse(v.replaceAll('{lang}', 'en')), 'must be an http(s) address, optionally with {lang}')
    .refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) address, optionally with {lang}'),
  /** Required when NODE_ENV=production, so an operator never takes payments through the sandbox by omission. */
  PAYMENT_PROVIDER: optional.pipe(z.enum(['sandbox', 'cashfree']).optional()),
  /** The sandbox hands out paid plans for nothing: in production it needs this second, explicit yes. */
  PAYMENT_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  CASHFREE_APP_ID: optional,
  CASHFREE_SECRET_KEY: optional,
  CASHFREE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Another host speaking Cashfree PG's REST shapes instead of CASHFREE_ENV's (a proxy, or a test gateway). */
  CASHFREE_BASE_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  FFMPEG_PATH: optional,
  GEOIP_DB: optional,
  /** A WebSub hub told of every feed change and named in each feed; none by default. */
  WEBSUB_HUB_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Podcast Index's hub-style ping, e.g. https://api.podcastindex.org/api/1.0/hub/pubnotify; none by default. */
  PODCAST_INDEX_PING_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TRUST_PROXY: optional.pipe(trustProxySchema),
  /** Bearer token for /metrics; without one, /metrics answers only clients on this machine (loopback). */
  METRICS_TOKEN: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
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
    /** A MaxMind-format country database (.mmdb); without it listener countries are 'Unknown'. */
    geoip: { databasePath: e.GEOIP_DB },
    /** Who is told when a feed changes: a WebSub hub and Podcast Index's pubnotify. */
    feedPings: { websubHubUrl: e.WEBSUB_HUB_URL, podcastIndexPingUrl: e.PODCAST_INDEX_PING_URL },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
  };
}

export type Config = ReturnType<typeof loadConfig>;
