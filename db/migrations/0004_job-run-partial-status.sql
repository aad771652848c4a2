ALTER TYPE "public"."job_run_status" ADD VALUE 'partial' BEFORE 'failed';--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "provider_calls" jsonb DEFAULT '{}'::jsonb NOT NULL;