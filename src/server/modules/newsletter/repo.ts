import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { newsletterSubscriptions } from '../../../db/schema';
import type { NewsletterSubscribe } from '../../../contracts/newsletter';

export function createNewsletterRepo(db: Db) {
  return {
    /**
     * Inserts or re-activates in one statement, so two simultaneous sign-ups of one address
     * cannot both 'create' it. Returns whether the address was already an active subscriber.
     */
    async subscribe(input: NewsletterSubscribe): Promise<{ alreadySubscribed: boolean }> {
      const existing = await db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = ${input.email}`)
        .limit(1);
      if (existing[0]?.status === 'active') return { alreadySubscribed: true };
      const t = newsletterSubscriptions;
      const result = (await db.execute(sql`
        insert into ${t} (email, first_name, last_name, interests, consent, status)
        values (${input.email}, ${input.firstName || null}, ${input.lastName || null},
                array[${sql.join((input.interests ?? []).map((i) => sql`${i}`), sql`, `)}]::text[], true, 'active')
        on conflict ((lower(email))) do update
          set status = 'active', consent = true, updated_at = now()
          where ${t.status} <> 'active'
        returning id`)) as { rows: unknown[] };
      return { alreadySubscribed: result.rows.length === 0 };
    },
  };
}
