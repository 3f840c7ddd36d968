import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateWhenBehind } from '../../src/db/migrate-when-behind';
import { projectRoot } from '../../src/db/project-root';
import { queryRows } from '../../src/db/query-rows';
import { createTestContext, type TestContext } from './harness';

const migrationsFolder = path.join(projectRoot, 'src/db/migrations');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

describe('migrations at start', () => {
  it('are not run again on an up-to-date database, and are when it has not recorded the newest', async () => {
    const { db } = ctx.database;
    const migrator = vi.fn(async () => {});
    await migrateWhenBehind(db, migrationsFolder, migrator);
    expect(migrator).not.toHaveBeenCalled();

    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`,
    );
    try {
      await migrateWhenBehind(db, migrationsFolder, migrator);
      expect(migrator).toHaveBeenCalledOnce();
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`);
    }
  });
});
