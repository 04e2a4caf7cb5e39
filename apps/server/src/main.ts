import { PRODUCT } from '@podloom/contract';
import { buildApp, ROLES, type Role } from './app';
import { ConfigError, loadConfig } from './config';
import { prettyLogStream, servingBanner } from './platform/pretty-log';

const SHUTDOWN_LIMIT_MS = 9500;

/** `node dist/main.js [server|worker|all]`: embedded mode is `all` (DESIGN §2). */
async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'all') as Role;
  if (!ROLES.includes(role)) {
    console.error(`Unknown role "${role}": use server, worker or all.`);
    process.exit(2);
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A person at a terminal reads one line per request; anything else (a container, a file, a log shipper,
  // `npm start | cat`) gets pino's JSON. Colours follow the terminal (NO_COLOR and FORCE_COLOR included).
  const pretty = Boolean(process.stdout.isTTY);
  const colorize = pretty && process.stdout.hasColors();
  const app = await buildApp(config, { role, ...(pretty ? { logStream: prettyLogStream(colorize) } : {}) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Drained within 10 s (an orchestrator waits about that long before it kills). Streams end at once, running
    // jobs are handed back within 5 s (the next start runs them again), and whatever still holds on is cut short.
    const timer = setTimeout(() => {
      app.log.warn('shutdown took too long: exiting now');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (role === 'worker') {
    await app.ready();
    app.log.info('worker started');
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${PRODUCT.name} is serving ${config.publicUrl}`);
  if (pretty) process.stdout.write(servingBanner(config.publicUrl, PRODUCT.name, colorize));
}

main().catch((error) => {
  // A configuration problem found while building the app (a short secret file) is a sentence, not a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
