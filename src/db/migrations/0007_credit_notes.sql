ALTER TABLE "credit_transactions" ADD COLUMN "note" text;--> statement-breakpoint
-- Admin grants and revokes used to carry their reason inside the reference ('admin:<uuid>:<reason>').
-- The reason moves to the note; the reference keeps 'admin:<uuid>', still unique per kind. One
-- request id sent twice with different reasons made two rows: the first keeps 'admin:<uuid>', the
-- others become 'admin:<uuid>#<row id>' (no longer the old shape, so running this again changes nothing).
UPDATE "credit_transactions" AS t
SET "note" = substr(t."reference", 44),
    "reference" = CASE WHEN t."id" = f."id" THEN substr(t."reference", 1, 42) ELSE substr(t."reference", 1, 42) || '#' || t."id" END
FROM (
  SELECT "kind", substr("reference", 1, 42) AS "ref", min("id") AS "id"
  FROM "credit_transactions"
  WHERE "reference" ~ '^admin:[0-9a-fA-F-]{36}:'
  GROUP BY 1, 2
) AS f
WHERE t."reference" ~ '^admin:[0-9a-fA-F-]{36}:' AND t."kind" = f."kind" AND substr(t."reference", 1, 42) = f."ref";
