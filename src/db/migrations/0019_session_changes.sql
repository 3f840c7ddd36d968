-- Signed-in sessions are kept in the server's memory on PGlite (auth/sessions.ts, ADR 0019). Any
-- change to a user (disabled, role, profile, credits) or to a session's ends must drop them at
-- once, however it is made: through the app, a script or by hand. A session's last request moving
-- forward (written every few minutes) is the one change that does not.
CREATE FUNCTION "sprig_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sprig_sessions_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "sprig_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "sprig_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (NEW.last_seen_at < OLD.last_seen_at OR NEW.expires_at <> OLD.expires_at OR NEW.user_id <> OLD.user_id OR NEW.id <> OLD.id)
  EXECUTE FUNCTION "sprig_sessions_changed"();
