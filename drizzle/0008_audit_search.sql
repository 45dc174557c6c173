-- Quick search over the audit log (about a million rows) looks in one text of every searched column;
-- a trigram index finds the rows containing a word without reading them all. The expression must stay
-- the one src/server/modules/resources/sources/auditlog.ts searches (AUDIT_SEARCH_TEXT).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "audit_log_search_trgm_idx" ON "audit_log" USING gin ((
  coalesce("user_name", '') || ' ' || coalesce("organisation", '') || ' ' || coalesce("action", '') || ' ' ||
  coalesce("entity", '') || ' ' || coalesce("entity_id", '') || ' ' || coalesce(("before")::text, '') || ' ' ||
  coalesce(("after")::text, '') || ' ' || coalesce("request_id", '')
) gin_trgm_ops);
