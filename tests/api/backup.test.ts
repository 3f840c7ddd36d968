import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpPglite, restoreDump, RestoreTargetNotEmptyError } from '../../src/db/backup';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemoCatalogue } from '../../src/db/seed';
import { engineNutrition } from './harness';

async function counts(database: Database) {
  const r = (await database.db.execute(sql`
    select (select count(*) from recipes)::int as recipes, (select count(*) from users)::int as users,
           (select count(*) from kitchen_tools)::int as tools, (select max(id) from recipes)::int as max_id`)) as {
    rows: Record<string, number>[];
  };
  return r.rows[0];
}

describe('backup and restore', () => {
  let source: Database;
  let dump: string;

  beforeAll(async () => {
    source = await openDatabase({ kind: 'memory' });
    await source.migrate();
    await seedDemoCatalogue(source.db, { uploadsDir: null, nutrition: engineNutrition(source.db) });
    dump = await dumpPglite(source.pglite!);
  });
  afterAll(() => source.close());

  it('writes a plain SQL dump holding the schema and the rows', () => {
    expect(dump).toContain('CREATE TABLE public.recipes');
    expect(dump).toMatch(/INSERT INTO public\.recipes/);
  });

  it('restores into an empty database with every row, working search and migrations recorded', async () => {
    const target = await openDatabase({ kind: 'memory' });
    try {
      await restoreDump(target, dump);
      expect(await counts(target)).toEqual(await counts(source));
      // The trigram index and extension came along: a substring search runs on the restored copy.
      const hit = (await target.db.execute(sql`select count(*)::int as n from recipes where search_text like '%salmon%'`)) as {
        rows: { n: number }[];
      };
      expect(hit.rows[0]!.n).toBeGreaterThan(0);
      // Starting the app on a restored database must not try to re-apply the migrations.
      await target.migrate();
      // New rows continue after the restored ids (sequences were restored too).
      const inserted = (await target.db.execute(
        sql`insert into categories (name) values ('Restored Check') returning id`,
      )) as { rows: { id: number }[] };
      expect(inserted.rows[0]!.id).toBeGreaterThan(9);
    } finally {
      await target.close();
    }
  });

  it('refuses a database that already has tables, and changes nothing', async () => {
    const target = await openDatabase({ kind: 'memory' });
    try {
      await target.migrate();
      await expect(restoreDump(target, dump)).rejects.toBeInstanceOf(RestoreTargetNotEmptyError);
      expect((await counts(target))!.recipes).toBe(0);
    } finally {
      await target.close();
    }
  });
});
