import { API_BASE, publicConfig } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { captureLog } from '../../test/log-capture';
import { useTestApps } from '../../test/use-test-app';
import { SANDBOX_IN_PRODUCTION_WARNING } from './index';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
const apps = useTestApps();

describe('the sandbox payment gateway in production', () => {
  it('stops start-up when production names no payment provider, or names the sandbox without the second yes', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(/PAYMENT_PROVIDER: is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_SANDBOX_IN_PRODUCTION/);
  });

  it('runs with the explicit opt-in and says so loudly in the start-up log and in GET /config', async () => {
    const log = captureLog();
    const app = await apps.start(
      { ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', LOG_LEVEL: 'info' },
      { logStream: log.stream },
    );
    const warning = log
      .text()
      .split('\n')
      .filter((line) => line.includes(SANDBOX_IN_PRODUCTION_WARNING))
      .map((line) => JSON.parse(line) as { level: number });
    expect(warning).toHaveLength(1);
    expect(warning[0]?.level).toBeGreaterThanOrEqual(40);
    const config = publicConfig.parse(await (await fetch(`${app.url}${API_BASE}/config`)).json());
    expect(config.payments).toEqual({ provider: 'sandbox', mode: 'sandbox', warning: SANDBOX_IN_PRODUCTION_WARNING });
  });

  it('says nothing of the kind outside production', async () => {
    const app = await apps.start();
    const config = publicConfig.parse(await (await fetch(`${app.url}${API_BASE}/config`)).json());
    expect(config.payments).toEqual({ provider: 'sandbox', mode: 'sandbox' });
  });
});
