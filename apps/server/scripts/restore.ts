// `npm run restore -- <file> [--force]`: brings a stopped install back from a backup.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config';
import { BackupError, describeRestore, runRestore } from '../src/platform/backup';

const USAGE = `Usage: npm run restore -- <file> [--force]
  --force   replace the database and files already there (otherwise the target must be empty)`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  const [target, ...rest] = positionals;
  if (!target || rest.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const config = loadConfig(process.env);
  const summary = await runRestore(config, file, values.force === true);
  const where = config.databaseUrl ? 'PostgreSQL and the bucket' : path.resolve(config.dataDir);
  console.log(describeRestore(file, where, summary));
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'ENOENT') console.error(`${(error as Error).message}`);
  else console.error('The restore failed:', error);
  process.exit(1);
});
