import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { BACKUPS_FOLDER, backupFileName, backUpDataDir, restoreDataDir } from './db/backup';

/** A running server writes the backup between requests; a large database takes a while. */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

const USAGE = [
  'Usage:',
  '  npm run backup [-- FILE_OR_FOLDER]   copy the embedded database (default: DATA_DIR/backups/)',
  '  npm run restore -- FILE              unpack a backup into DATA_DIR, which must hold no database',
].join('\n');

/** `npm run backup` and `npm run restore`: the embedded database's copies (decision 018). */
async function run(command: string | undefined, argument: string | undefined): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up and restore the PostgreSQL server with pg_dump and pg_restore (docs/DEPLOY.md).',
    );
  }
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  if (command === 'backup') {
    const target = argument ? path.resolve(baseDir, argument) : path.join(config.dataDir, BACKUPS_FOLDER);
    const isFolder = !argument || (fs.existsSync(target) && fs.statSync(target).isDirectory());
    const file = isFolder ? path.join(target, backupFileName()) : target;
    const result = await backUpDataDir(config.dataDir, file, { timeoutMs: BACKUP_TIMEOUT_MS });
    const by = result.byRunningServer ? 'written by the running server' : 'the server was not running';
    console.log(`Backup written to ${result.file} (${by}).`);
    return;
  }
  if (command === 'restore' && argument) {
    const file = path.resolve(baseDir, argument);
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
    await restoreDataDir(file, config.dataDir);
    console.log(`Restored ${file} into ${config.dataDir}. Start the server with npm start.`);
    return;
  }
  console.error(USAGE);
  process.exit(2);
}

const [command, argument] = process.argv.slice(2);
try {
  await run(command, argument);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
