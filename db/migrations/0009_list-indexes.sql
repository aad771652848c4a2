DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "predictions_published_match_date_idx";--> statement-breakpoint
DROP INDEX "predictions_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "predictions_published_kickoff_order_idx" ON "predictions" USING btree ("is_published","match_date","confidence" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "predictions_published_recent_order_idx" ON "predictions" USING btree ("is_published","match_date" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "predictions_published_confidence_order_idx" ON "predictions" USING btree ("is_published","confidence" DESC NULLS FIRST,"match_date","id");--> statement-breakpoint
CREATE INDEX "predictions_published_edge_order_idx" ON "predictions" USING btree ("is_published","edge" DESC NULLS LAST,"match_date","id");--> statement-breakpoint
CREATE INDEX "predictions_created_at_id_idx" ON "predictions" USING btree ("created_at" DESC NULLS FIRST,"id");