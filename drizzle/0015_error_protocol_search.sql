-- Quick search over the error protocol (a million rows and more) looks in one text of every searched
-- column; a trigram index finds the rows containing a word without reading them all. The expression must
-- stay the one src/server/modules/resources/sources/monitoring.ts searches (PROTOCOL_SEARCH_TEXT).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "error_protocol_search_trgm_idx" ON "error_protocol" USING gin ((
  coalesce("component_ref", '') || ' ' || coalesce("fault_code", '') || ' ' || coalesce("state_code", '') || ' ' ||
  coalesce("user_name", '') || ' ' || coalesce("comment", '')
) gin_trgm_ops);
