-- Rows left 'sending' by a restart are sent again (at least once) up to a limit of attempts; existing rows start at 0.
ALTER TABLE "campaign_recipients" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
