CREATE INDEX "autoship_charge_status_idx" ON "autoship_charge" USING btree ("status","charge_day","id");--> statement-breakpoint
CREATE INDEX "autoship_subscription_created_idx" ON "autoship_subscription" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "autoship_subscription_status_idx" ON "autoship_subscription" USING btree ("status","created_at","id");