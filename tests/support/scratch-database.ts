import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server at `serverUrl` (API tests, the bench), empty or a copy of
 * the `template` database (which nothing may be connected to): its address, its name, and `drop`,
 * which ends its connections and removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
