CREATE TYPE "public"."backtest_status" AS ENUM('running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "model_backtests" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"model_version" text NOT NULL,
	"sport_id" text NOT NULL,
	"market" text NOT NULL,
	"status" "backtest_status" DEFAULT 'running' NOT NULL,
	"period_from" timestamp with time zone,
	"period_to" timestamp with time zone,
	"matches" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"beats_consensus" boolean,
	"metrics" jsonb,
	"error" text,
	"job_run_id" text,
	"requested_by_id" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "fair_probability" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "fair_basis" text;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "consensus_bookmakers" integer;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "is_value" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "bookmaker" text;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "price_captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "closing_probability" numeric(8, 6);--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "closing_bookmakers" integer;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "closing_captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "predictions" ADD COLUMN "clv" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "model_backtests" ADD CONSTRAINT "model_backtests_model_id_ml_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ml_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_backtests" ADD CONSTRAINT "model_backtests_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_backtests" ADD CONSTRAINT "model_backtests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_backtests_model_version_created_at_idx" ON "model_backtests" USING btree ("model_id","model_version","created_at");--> statement-breakpoint
CREATE INDEX "model_backtests_status_idx" ON "model_backtests" USING btree ("status");