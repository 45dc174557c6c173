DROP INDEX "channel_test_at_idx";--> statement-breakpoint
CREATE INDEX "channel_test_at_idx" ON "channel_test" USING btree ("tested_at" DESC NULLS FIRST,"id");