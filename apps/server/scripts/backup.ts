// `npm run backup -- <file>`: a consistent copy of the database and the files, while the app runs or not.
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { BackupError, describeBackup, runBackup } from '../src/platform/backup';

const USAGE = 'Usage: npm run backup -- <file>   (for example backups/podloom-2026-11-27.tar.gz)';

async function main(): Promise<void> {
  const [target, ...rest] = process.argv.slice(2);
  if (!target || rest.length > 0 || target.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  // npm runs scripts from the project's folder; the file is where the operator was.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const summary = await runBackup(loadConfig(process.env), file);
  console.log(describeBackup(file, summary));
}

main().catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('The backup failed:', error);
  process.exit(1);
});
