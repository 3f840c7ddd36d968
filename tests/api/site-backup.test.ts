import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { restoreSiteBackup } from '../../src/server/site-archive';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { buildApp } from '../../src/server/app';
import { multipart } from './helpers';
import { createMember } from './sessions';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (the scripts, in their own
 * processes, configured by DATA_DIR and DATABASE_URL): a site with a recipe picture and an avatar
 * is backed up, restored into an empty data directory (and, with TEST_DATABASE_URL, a new
 * database on that server), and the app started on the copy answers the recipe page, as JSON and
 * as server-rendered HTML, exactly as before, with the same picture bytes.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const serverUrl = process.env.TEST_DATABASE_URL;

// The server-rendering bundle's stand-in prints the data it was given: the page changes when the
// restored data does. The head (title, Open Graph, JSON-LD) is the server's own.
const TEMPLATE = '<!doctype html><html lang="en"><head><title>Sprig</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `export async function render(url, queries) {
  return '<pre id="data">' + JSON.stringify(queries.map((q) => [q.key, q.data])).replace(/</g, '\\\\u003c') + '</pre>';
}
`;

interface Site {
  dataDir: string;
  /** A database of its own on the PostgreSQL server, when the tests run there. */
  databaseUrl?: string;
  database: Database;
  app: FastifyInstance;
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'sprig-site-backup-'));
const webDist = path.join(scratch, 'web');
const createdDatabases: string[] = [];

async function newServerDatabase(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const name = `sprig_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The app on a data directory (and database), as `npm start` opens it: migrations applied, nothing seeded. */
async function startSite(dataDir: string, databaseUrl: string | undefined): Promise<Site> {
  const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl, poolSize: 2 } : { kind: 'pglite', dataDir });
  await database.migrate();
  const uploadsDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const app = await buildApp(database, { logLevel: 'silent', webDist, uploadsDir, appSecret: 'test-secret-test-secret-test-secret-000', publicUrl: 'https://sprig.test' }, { analyzer: createNutritionEngine(database.db).analyzer });
  await app.ready();
  return { dataDir, databaseUrl, database, app };
}

async function stopSite(site: Site): Promise<void> {
  await site.app.close();
  await site.database.close();
}

/** Runs `npm run <script>` for that data directory (and database) in its own process. */
function script(name: 'backup' | 'restore', site: Pick<Site, 'dataDir' | 'databaseUrl'>, archive: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: site.dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (site.databaseUrl) env.DATABASE_URL = site.databaseUrl;
  return run(tsx, [path.join(root, 'scripts', `${name}.ts`), archive], { cwd: root, env });
}

async function picture(background: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background } }).png().toBuffer();
}

async function upload(app: FastifyInstance, url: string, field: string, cookie: string, data: Buffer) {
  const { payload, contentType } = multipart([{ name: field, data, filename: 'photo.png', type: 'image/png' }]);
  const res = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, cookie } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Record<string, unknown>;
}

interface PageSnapshot {
  json: string;
  html: string;
  images: Map<string, Buffer>;
}

/** What a visitor gets for the recipe: its JSON, its server-rendered page, and every picture either names. */
async function snapshot(app: FastifyInstance, recipeId: number): Promise<PageSnapshot> {
  const json = await app.inject({ method: 'GET', url: `/api/recipes/${recipeId}` });
  expect(json.statusCode, json.body).toBe(200);
  const html = await app.inject({ method: 'GET', url: `/recipes/${recipeId}` });
  expect(html.statusCode).toBe(200);
  const names = new Set([...`${json.body}${html.body}`.matchAll(/\/uploads\/[\w./-]+\.webp|avatars\/[\w.-]+\.webp/g)].map((m) => m[0]));
  const images = new Map<string, Buffer>();
  for (const name of names) {
    const url = name.startsWith('/uploads/') ? name : `/uploads/${name}`;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url} answered ${res.statusCode}`).toBe(200);
    images.set(url, res.rawPayload);
  }
  return { json: json.body, html: html.body, images };
}

let sourceDatabaseUrl: string | undefined;
let restoredDatabaseUrl: string | undefined;
let source: Site | undefined;
let restored: Site | undefined;
let before: PageSnapshot;
let recipeId: number;
const archive = path.join(scratch, 'backups', 'sprig.tar.gz');

beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  mkdirSync(`${webDist}-ssr`, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(`${webDist}-ssr`, 'entry-server.js'), BUNDLE);

  sourceDatabaseUrl = await newServerDatabase();
  source = await startSite(path.join(scratch, 'source'), sourceDatabaseUrl);
  const { app, database } = source;
  const cook = await createMember(database.db);
  await database.db.update(users).set({ username: 'backup_cook', firstName: 'Bea', profileVisible: true }).where(eq(users.id, cook.id));
  await upload(app, '/api/users/avatar', 'avatar', cook.cookie, await picture('#d53939'));
  const { url: featuredImage } = (await upload(app, '/api/recipes/images', 'image', cook.cookie, await picture('#3d7068'))) as { url: string };
  const created = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: { cookie: cook.cookie },
    payload: {
      title: 'Backed-up Bean Soup',
      description: 'Beans, lemon and greens, kept safe.',
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 20,
      categories: ['Soups'],
      ingredients: [{ name: 'cannellini beans', quantity: 1, unit: 'can', preparation: 'drained' }],
      instructions: [{ instruction: 'Warm the beans.' }],
      privacyLevel: 'public',
      featuredImage,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  recipeId = (created.json() as { id: number }).id;
  before = await snapshot(app, recipeId);
  // Stopped, as the README says, before the backup (PGlite: one process per data directory).
  await stopSite(source);
  source = undefined;
}, 180_000);

afterAll(async () => {
  if (source) await stopSite(source);
  if (restored) await stopSite(restored);
  if (serverUrl && createdDatabases.length > 0) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of createdDatabases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('back up a site with pictures and restore it whole into an empty data directory', async () => {
    expect(before.images.size).toBeGreaterThanOrEqual(2);
    expect([...before.images.keys()].some((url) => url.startsWith('/uploads/recipes/'))).toBe(true);
    expect([...before.images.keys()].some((url) => url.startsWith('/uploads/avatars/'))).toBe(true);

    const backedUp = await script('backup', { dataDir: path.join(scratch, 'source'), databaseUrl: sourceDatabaseUrl }, archive);
    expect(backedUp.stdout).toContain(`Backup written to ${archive}`);
    // One archive: the dump and the pictures, nothing left beside it.
    expect(readdirSync(path.dirname(archive))).toEqual(['sprig.tar.gz']);
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toContain('database.sql');
    for (const url of before.images.keys()) expect(entries).toContain(url.slice(1));

    restoredDatabaseUrl = await newServerDatabase();
    const target = { dataDir: path.join(scratch, 'restored'), databaseUrl: restoredDatabaseUrl };
    const restoredRun = await script('restore', target, archive);
    expect(restoredRun.stdout).toContain(`Restored ${archive}`);
    expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.sprig-restore-'))).toEqual([]);

    restored = await startSite(target.dataDir, target.databaseUrl);
    const after = await snapshot(restored.app, recipeId);
    expect(after.json).toBe(before.json);
    expect(after.html).toBe(before.html);
    expect([...after.images.keys()].sort()).toEqual([...before.images.keys()].sort());
    for (const [url, bytes] of before.images) expect(after.images.get(url)!.equals(bytes), url).toBe(true);
  }, 180_000);

  it('refuses to restore over a site that has pictures or data, changing nothing', async () => {
    // The restored site from the test above is not empty: its uploads folder holds the pictures.
    const target = { dataDir: path.join(scratch, 'restored'), databaseUrl: restoredDatabaseUrl };
    if (restored) await stopSite(restored);
    restored = undefined;
    const refused = await script('restore', target, archive).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain(`The uploads folder ${path.join(target.dataDir, 'uploads')} is not empty`);
    expect(existsSync(path.join(target.dataDir, 'uploads', 'recipes'))).toBe(true);

    // With the pictures moved away, the database still holds the site: refused too, and no picture comes back.
    renameSync(path.join(target.dataDir, 'uploads'), path.join(scratch, 'uploads-moved'));
    const again = await script('restore', target, archive).then(
      () => null,
      (err: { code: number; stderr: string }) => err,
    );
    expect(again?.code).toBe(1);
    expect(again?.stderr).toContain('The target database is not empty');
    expect(existsSync(path.join(target.dataDir, 'uploads'))).toBe(false);
    expect(readdirSync(target.dataDir).filter((name) => name.startsWith('.sprig-restore-'))).toEqual([]);
  }, 120_000);

  it('takes only the dump and plain files under uploads/ from an archive: no links, nothing else', async () => {
    const made = path.join(scratch, 'crafted');
    mkdirSync(path.join(made, 'uploads', 'recipes'), { recursive: true });
    writeFileSync(path.join(made, 'database.sql'), 'create table restored_marker (id int);\n');
    writeFileSync(path.join(made, 'uploads', 'recipes', 'kept.webp'), 'picture bytes');
    writeFileSync(path.join(made, 'notes.txt'), 'not part of a site');
    symlinkSync('/etc/passwd', path.join(made, 'uploads', 'recipes', 'link.webp'));
    const crafted = path.join(scratch, 'crafted.tar.gz');
    await tar.create({ file: crafted, gzip: true, cwd: made }, ['database.sql', 'uploads', 'notes.txt']);

    const database = await openDatabase({ kind: 'memory' });
    const uploadsDir = path.join(scratch, 'crafted-restore', 'uploads');
    try {
      expect(await restoreSiteBackup(database, createLocalStorage(uploadsDir), crafted)).toEqual({ files: 1 });
      expect(readdirSync(uploadsDir, { recursive: true }).sort()).toEqual(['recipes', path.join('recipes', 'kept.webp')]);
      expect(readdirSync(path.dirname(uploadsDir))).toEqual(['uploads']);
      await database.db.execute(sql`select count(*) from restored_marker`);
    } finally {
      await database.close();
    }
  }, 60_000);
});
