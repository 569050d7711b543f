-- Servers keep the sessions they have read in memory (modules/auth/session-cache.ts). Every
-- change that can make such a copy wrong is announced on the `alavanca_sessions` channel by the
-- database itself, whoever makes it (better-auth, our own code, a cascade, an operator's SQL),
-- so no code path can forget to: the payload is the user's id, or '*' for "forget everyone".
CREATE FUNCTION "alavanca_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('alavanca_sessions', '*');
  ELSIF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('alavanca_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('alavanca_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION "alavanca_session_changed"();--> statement-breakpoint
CREATE TRIGGER "session_truncated" AFTER TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION "alavanca_session_changed"();--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OF "name", "email" OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "alavanca_session_changed"();--> statement-breakpoint
CREATE TRIGGER "user_truncated" AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION "alavanca_session_changed"();
