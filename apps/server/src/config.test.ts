import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig (DESIGN §3)', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.llm.provider).toBe('builtin');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.google.issuer).toBe('https://accounts.google.com');
    expect(config.s3).toBeUndefined();
    expect(config.redisPrefix).toBe('podloom');
    expect(config.jobLockSeconds).toBe(30);
  });

  it('reads the Redis prefix and the job lock of scale mode', () => {
    const config = loadConfig({ REDIS_PREFIX: 'pods-eu_1', JOB_LOCK_SECONDS: '5' });
    expect(config.redisPrefix).toBe('pods-eu_1');
    expect(config.jobLockSeconds).toBe(5);
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://pods.example.com/' }).publicUrl).toBe('https://pods.example.com');
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '  ', OPENAI_API_KEY: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.llm.openaiApiKey).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LLM_PROVIDER: 'skynet' }, 'LLM_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ OIDC_ISSUER: 'nope' }, 'OIDC_ISSUER'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ S3_BUCKET: 'pods' }, 'S3_ACCESS_KEY_ID'],
    [{ PAYMENT_PROVIDER: 'cashfree' }, 'CASHFREE_APP_ID'],
    [{ REDIS_PREFIX: 'a:b' }, 'REDIS_PREFIX'],
    [{ JOB_LOCK_SECONDS: '1' }, 'JOB_LOCK_SECONDS'],
    [{ JOB_LOCK_SECONDS: 'soon' }, 'JOB_LOCK_SECONDS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,everyone' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'PAYMENT_PROVIDER'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox' },
      'PAYMENT_SANDBOX_IN_PRODUCTION',
    ],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration: .*${variable}:`));
  });

  it('accepts a complete scale configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'pods',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENT_PROVIDER: 'cashfree',
      CASHFREE_APP_ID: 'app',
      CASHFREE_SECRET_KEY: 'secret',
    });
    expect(config.isProduction).toBe(true);
    expect(config.payments).toMatchObject({ provider: 'cashfree', sandboxInProduction: false });
    expect(config.s3).toMatchObject({ bucket: 'pods', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000' });
    expect(config.mail.smtpUrl).toBe('smtp://127.0.0.1:2525');
  });
});

describe('loadConfig: the settings an attacker would like loose', () => {
  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust everything"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8,fd00::/8',
    );
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('runs the sandbox gateway in production only with the second, explicit yes, and says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox' };
    const config = loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
    expect(config.payments).toMatchObject({ provider: 'sandbox', sandboxInProduction: true });
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).payments.sandboxInProduction).toBe(false);
    expect(loadConfig({}).payments).toMatchObject({ provider: 'sandbox', sandboxInProduction: false });
  });
});
