-- The sign-off log is a compliance record: rows are added, never changed or removed.
-- (A backup restore empties it with TRUNCATE, which these row triggers do not see.)
CREATE OR REPLACE FUNCTION signoff_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the sign-off log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER signoff_log_no_update_or_delete BEFORE UPDATE OR DELETE ON signoff_log
  FOR EACH ROW EXECUTE FUNCTION signoff_log_append_only();
