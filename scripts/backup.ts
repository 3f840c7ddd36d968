// `npm run backup [-- <file.sql>]`: writes a plain-SQL dump that `npm run restore` (or psql)
// loads into an empty database. PGlite: the server must be stopped (one process per DATA_DIR).
// PostgreSQL (DATABASE_URL): runs the pg_dump client, which must be installed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dumpPglite } from '../src/db/backup';
import { loadConfig, loadDotEnv } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/database';

loadDotEnv();
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19);
const target = path.resolve(process.argv[2] ?? path.join('backups', `sprig-${stamp}.sql`));
mkdirSync(path.dirname(target), { recursive: true });

if (config.databaseUrl) {
  const result = spawnSync('pg_dump', ['--no-owner', '--no-privileges', '--file', target, config.databaseUrl], {
    stdio: 'inherit',
  });
  if (result.error) throw new Error(`pg_dump could not run (${result.error.message}); install the PostgreSQL client`);
  process.exit(result.status ?? 1);
}

const database = await openConfiguredDatabase(config);
try {
  writeFileSync(target, await dumpPglite(database.pglite!));
  console.log(`Backup written to ${target}`);
  console.log(`Uploaded files are not in the dump: copy ${config.uploadsDir} alongside it.`);
} finally {
  await database.close();
}
