CREATE TYPE "public"."email_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('USER', 'ADMIN', 'SUPER_ADMIN');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('ACTIVE', 'CANCELLED', 'EXPIRED', 'PENDING', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('FREE', 'BASIC', 'PREMIUM', 'ENTERPRISE', 'VIP');--> statement-breakpoint
CREATE TYPE "public"."league_tier" AS ENUM('premium', 'major', 'minor');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('UPCOMING', 'LIVE', 'COMPLETED', 'POSTPONED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."odds_market" AS ENUM('h2h', 'spreads', 'totals');--> statement-breakpoint
CREATE TYPE "public"."odds_selection" AS ENUM('home', 'draw', 'away', 'over', 'under');--> statement-breakpoint
CREATE TYPE "public"."prediction_source" AS ENUM('MODEL', 'MANUAL');--> statement-breakpoint
CREATE TYPE "public"."prediction_status" AS ENUM('PENDING', 'WIN', 'LOSS', 'VOID');--> statement-breakpoint
CREATE TYPE "public"."payment_event_outcome" AS ENUM('received', 'activated', 'ignored', 'rejected', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_order_status" AS ENUM('PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED', 'PARTIALLY_REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('paystack', 'flutterwave', 'nowpayments', 'manual');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('PENDING', 'PROCESSING', 'PROCESSED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."ad_event_kind" AS ENUM('impression', 'click');--> statement-breakpoint
CREATE TYPE "public"."ad_position" AS ENUM('HEADER', 'SIDEBAR', 'CONTENT', 'FOOTER');--> statement-breakpoint
CREATE TYPE "public"."ad_status" AS ENUM('ACTIVE', 'PAUSED', 'DRAFT');--> statement-breakpoint
CREATE TYPE "public"."ad_unit_type" AS ENUM('BANNER', 'SIDEBAR', 'INLINE', 'POPUP', 'VIDEO');--> statement-breakpoint
CREATE TYPE "public"."model_sport" AS ENUM('FOOTBALL', 'BASKETBALL', 'TENNIS', 'BASEBALL', 'HOCKEY', 'AMERICAN_FOOTBALL', 'ESPORTS', 'ALL');--> statement-breakpoint
CREATE TYPE "public"."model_status" AS ENUM('TRAINING', 'ACTIVE', 'PAUSED', 'FAILED', 'DRAFT');--> statement-breakpoint
CREATE TYPE "public"."model_type" AS ENUM('CLASSIFICATION', 'REGRESSION', 'NEURAL_NETWORK', 'ENSEMBLE');--> statement-breakpoint
CREATE TYPE "public"."training_run_status" AS ENUM('queued', 'running', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."setting_category" AS ENUM('scraping', 'prediction', 'security', 'general');--> statement-breakpoint
CREATE TYPE "public"."setting_type" AS ENUM('boolean', 'number', 'string', 'json');--> statement-breakpoint
CREATE TYPE "public"."scrape_type" AS ENUM('html', 'json', 'text');--> statement-breakpoint
CREATE TYPE "public"."scraping_job_status" AS ENUM('pending', 'running', 'completed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."scraping_source_status" AS ENUM('active', 'inactive', 'error');--> statement-breakpoint
CREATE TYPE "public"."job_run_status" AS ENUM('queued', 'running', 'succeeded', 'failed', 'cancelled', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."job_runner" AS ENUM('local', 'inngest');--> statement-breakpoint
CREATE TYPE "public"."job_trigger" AS ENUM('cron', 'manual', 'event');--> statement-breakpoint
CREATE TYPE "public"."contact_category" AS ENUM('general', 'technical', 'billing', 'predictions', 'partnership', 'feedback');--> statement-breakpoint
CREATE TYPE "public"."contact_status" AS ENUM('new', 'read', 'resolved');--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_by_id" text,
	"last_used_at" timestamp with time zone,
	"request_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text DEFAULT 'general' NOT NULL,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"request_ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"notifications" jsonb DEFAULT '{"email":true,"push":false,"predictionAlerts":true,"weeklyDigest":true,"marketing":false}'::jsonb NOT NULL,
	"privacy" jsonb DEFAULT '{"profileVisibility":"public","showStats":true,"dataSharing":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" DEFAULT 'USER' NOT NULL,
	"subscription_tier" "subscription_tier" DEFAULT 'FREE' NOT NULL,
	"subscription_status" "subscription_status" DEFAULT 'INACTIVE' NOT NULL,
	"subscription_ends_at" timestamp with time zone,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower(btrim("users"."email")))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"sport_id" text NOT NULL,
	"country" text NOT NULL,
	"tier" "league_tier" NOT NULL,
	"espn_slug" text,
	"odds_api_key" text,
	"is_listed" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"logo_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"espn_sport" text,
	"is_listed" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_aliases" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"sport_id" text NOT NULL,
	"alias" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_aliases_sport_alias_unique" UNIQUE("sport_id","alias")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"league_id" text,
	"name" text NOT NULL,
	"short_name" text,
	"abbreviation" text,
	"country" text,
	"logo_url" text,
	"provider" text DEFAULT 'manual' NOT NULL,
	"external_id" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_provider_external_id_unique" UNIQUE("provider","external_id"),
	CONSTRAINT "teams_league_name_demo_unique" UNIQUE("league_id","name","is_demo")
);
--> statement-breakpoint
CREATE TABLE "match_provider_refs" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_provider_refs_provider_external_id_unique" UNIQUE("provider","external_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"league_id" text NOT NULL,
	"home_team_id" text NOT NULL,
	"away_team_id" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"status" "match_status" DEFAULT 'UPCOMING' NOT NULL,
	"status_detail" text,
	"home_score" integer,
	"away_score" integer,
	"season" text,
	"round" text,
	"venue" text,
	"is_neutral" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"result_recorded_at" timestamp with time zone,
	"predictions_settled_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_provider_external_id_unique" UNIQUE("provider","external_id"),
	CONSTRAINT "matches_distinct_teams_check" CHECK ("matches"."home_team_id" <> "matches"."away_team_id")
);
--> statement-breakpoint
CREATE TABLE "odds_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" text NOT NULL,
	"provider" text NOT NULL,
	"bookmaker" text NOT NULL,
	"market" "odds_market" NOT NULL,
	"selection" "odds_selection" NOT NULL,
	"price" numeric(10, 4) NOT NULL,
	"point" numeric(7, 2),
	"captured_at" timestamp with time zone NOT NULL,
	"is_closing" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "odds_snapshots_capture_unique" UNIQUE("match_id","provider","bookmaker","market","selection","captured_at"),
	CONSTRAINT "odds_snapshots_price_check" CHECK ("odds_snapshots"."price" > 1)
);
--> statement-breakpoint
CREATE TABLE "raw_payloads" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"sport" text,
	"league" text,
	"url" text,
	"status" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"body" jsonb,
	"body_digest" text,
	"meta" jsonb,
	"processed_at" timestamp with time zone,
	"error" text,
	"job_run_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"league_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_leagues_user_league_unique" UNIQUE("user_id","league_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_predictions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"prediction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_predictions_user_prediction_unique" UNIQUE("user_id","prediction_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_teams" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_teams_user_team_unique" UNIQUE("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "prediction_tracks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"prediction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prediction_tracks_user_prediction_unique" UNIQUE("user_id","prediction_id")
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" text,
	"sport_id" text NOT NULL,
	"league_id" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_id" text,
	"away_team_id" text,
	"match_date" timestamp with time zone NOT NULL,
	"market" text NOT NULL,
	"market_id" text,
	"category_id" text,
	"pick" text NOT NULL,
	"selection" text,
	"line" numeric(7, 2),
	"confidence" numeric(5, 2) NOT NULL,
	"odds" integer NOT NULL,
	"decimal_odds" numeric(10, 4) NOT NULL,
	"model_probability" numeric(8, 6),
	"market_probability" numeric(8, 6),
	"expected_value" numeric(10, 4),
	"edge" numeric(8, 3),
	"factors" jsonb,
	"analysis" text,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"source" "prediction_source" DEFAULT 'MODEL' NOT NULL,
	"status" "prediction_status" DEFAULT 'PENDING' NOT NULL,
	"model_id" text,
	"model_version" text,
	"content_hash" text,
	"locked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settlement_source" text,
	"settled_by_id" text,
	"result_note" text,
	"created_by_id" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predictions_match_market_pick_version_unique" UNIQUE("match_id","market","pick","model_version"),
	CONSTRAINT "predictions_confidence_check" CHECK ("predictions"."confidence" >= 0 and "predictions"."confidence" <= 100)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" "subscription_tier" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_usd" numeric(10, 2) NOT NULL,
	"period_days" integer DEFAULT 30 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_prediction_limit" integer,
	"includes_premium_picks" boolean DEFAULT false NOT NULL,
	"api_access" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" "subscription_tier" NOT NULL,
	"status" "subscription_status" DEFAULT 'PENDING' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"payment_method" "payment_provider",
	"auto_renew" boolean DEFAULT false NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" text,
	"order_id" text,
	"granted_by_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" <> 'INACTIVE'),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"reference" text,
	"order_id" text,
	"signature_valid" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" "payment_event_outcome" DEFAULT 'received' NOT NULL,
	"detail" text,
	"payload_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_key_unique" UNIQUE("provider","event_key")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" text,
	"customer_email" text NOT NULL,
	"plan_id" "subscription_tier" NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"price_usd" numeric(10, 2) NOT NULL,
	"exchange_rate" numeric(12, 4),
	"status" "payment_order_status" DEFAULT 'PENDING' NOT NULL,
	"provider_reference" text,
	"checkout_url" text,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"failure_reason" text,
	"refunded_amount_minor" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_minor" > 0),
	CONSTRAINT "payment_orders_refunded_check" CHECK ("payment_orders"."refunded_amount_minor" between 0 and "payment_orders"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "refund_status" DEFAULT 'PENDING' NOT NULL,
	"provider_refund_id" text,
	"requested_by_id" text,
	"reason" text,
	"processed_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_order_provider_refund_id_unique" UNIQUE("order_id","provider_refund_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "ad_events" (
	"id" text PRIMARY KEY NOT NULL,
	"ad_unit_id" text NOT NULL,
	"kind" "ad_event_kind" NOT NULL,
	"revenue_micros" bigint DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_units" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" "ad_unit_type" NOT NULL,
	"position" "ad_position" NOT NULL,
	"status" "ad_status" DEFAULT 'DRAFT' NOT NULL,
	"slot_id" text,
	"code" text,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_models" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" "model_type" NOT NULL,
	"sport" "model_sport" NOT NULL,
	"engine" text NOT NULL,
	"status" "model_status" DEFAULT 'DRAFT' NOT NULL,
	"version" text DEFAULT 'v1' NOT NULL,
	"accuracy" numeric(8, 6),
	"precision" numeric(8, 6),
	"recall" numeric(8, 6),
	"f1_score" numeric(8, 6),
	"log_loss" numeric(10, 6),
	"brier" numeric(10, 6),
	"rps" numeric(10, 6),
	"training_progress" integer DEFAULT 0 NOT NULL,
	"last_trained_at" timestamp with time zone,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"metrics" jsonb,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ml_models_training_progress_check" CHECK ("ml_models"."training_progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "model_training_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"status" "training_run_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"metrics" jsonb,
	"error" text,
	"job_run_id" text,
	"requested_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_training_runs_progress_check" CHECK ("model_training_runs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"type" "setting_type" NOT NULL,
	"category" "setting_category" NOT NULL,
	"description" text NOT NULL,
	"is_secret" boolean DEFAULT false NOT NULL,
	"default_value" jsonb,
	"updated_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraping_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" text,
	"provider" text NOT NULL,
	"sport" text,
	"league" text,
	"status" "scraping_job_status" DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"records_found" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"job_run_id" text,
	"requested_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraping_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"kind" "scrape_type" DEFAULT 'html' NOT NULL,
	"extract_rules" jsonb,
	"status" "scraping_source_status" DEFAULT 'inactive' NOT NULL,
	"last_scrape_at" timestamp with time zone,
	"total_records" integer DEFAULT 0 NOT NULL,
	"success_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scraping_sources_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "web_scrape_cache" (
	"id" text PRIMARY KEY NOT NULL,
	"cache_key" text NOT NULL,
	"url" text NOT NULL,
	"type" "scrape_type" NOT NULL,
	"result" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_scrape_cache_cache_key_unique" UNIQUE("cache_key")
);
--> statement-breakpoint
CREATE TABLE "automation_config" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"leagues" text[] DEFAULT '{}'::text[] NOT NULL,
	"interval" text DEFAULT '0 */6 * * *' NOT NULL,
	"providers" text[] DEFAULT '{}'::text[] NOT NULL,
	"auto_predictions" boolean DEFAULT true NOT NULL,
	"max_concurrent" integer DEFAULT 3 NOT NULL,
	"is_running" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"updated_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_config_single_row_check" CHECK ("automation_config"."id" = 'default'),
	CONSTRAINT "automation_config_max_concurrent_check" CHECK ("automation_config"."max_concurrent" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"trigger" "job_trigger" NOT NULL,
	"status" "job_run_status" DEFAULT 'queued' NOT NULL,
	"runner" "job_runner" NOT NULL,
	"input" jsonb,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"log_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"external_id" text,
	"idempotency_key" text,
	"requested_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"category" "contact_category" NOT NULL,
	"message" text NOT NULL,
	"ip_hash" text,
	"user_id" text,
	"status" "contact_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_aliases" ADD CONSTRAINT "team_aliases_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_aliases" ADD CONSTRAINT "team_aliases_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_provider_refs" ADD CONSTRAINT "match_provider_refs_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds_snapshots" ADD CONSTRAINT "odds_snapshots_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_payloads" ADD CONSTRAINT "raw_payloads_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_leagues" ADD CONSTRAINT "favorite_leagues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_leagues" ADD CONSTRAINT "favorite_leagues_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_predictions" ADD CONSTRAINT "favorite_predictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_predictions" ADD CONSTRAINT "favorite_predictions_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_teams" ADD CONSTRAINT "favorite_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_teams" ADD CONSTRAINT "favorite_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_tracks" ADD CONSTRAINT "prediction_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_tracks" ADD CONSTRAINT "prediction_tracks_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_model_id_ml_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ml_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_settled_by_id_users_id_fk" FOREIGN KEY ("settled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_ad_unit_id_ad_units_id_fk" FOREIGN KEY ("ad_unit_id") REFERENCES "public"."ad_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_units" ADD CONSTRAINT "ad_units_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_models" ADD CONSTRAINT "ml_models_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_training_runs" ADD CONSTRAINT "model_training_runs_model_id_ml_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ml_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_training_runs" ADD CONSTRAINT "model_training_runs_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_training_runs" ADD CONSTRAINT "model_training_runs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_jobs" ADD CONSTRAINT "scraping_jobs_source_id_scraping_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."scraping_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_jobs" ADD CONSTRAINT "scraping_jobs_job_run_id_job_runs_id_fk" FOREIGN KEY ("job_run_id") REFERENCES "public"."job_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_jobs" ADD CONSTRAINT "scraping_jobs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_sources" ADD CONSTRAINT "scraping_sources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_config" ADD CONSTRAINT "automation_config_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_id_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "api_keys_prefix_idx" ON "api_keys" USING btree ("prefix");--> statement-breakpoint
CREATE INDEX "email_outbox_status_next_attempt_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_at_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_subscription_tier_idx" ON "users" USING btree ("subscription_tier");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_login_at_idx" ON "users" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "leagues_sport_id_idx" ON "leagues" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "leagues_is_listed_idx" ON "leagues" USING btree ("is_listed");--> statement-breakpoint
CREATE INDEX "markets_category_id_idx" ON "markets" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "team_aliases_team_id_idx" ON "team_aliases" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "teams_sport_id_idx" ON "teams" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "teams_league_id_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "match_provider_refs_match_id_idx" ON "match_provider_refs" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "matches_kickoff_at_idx" ON "matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_league_id_kickoff_at_idx" ON "matches" USING btree ("league_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_sport_id_kickoff_at_idx" ON "matches" USING btree ("sport_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_home_team_id_idx" ON "matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "matches_away_team_id_idx" ON "matches" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "odds_snapshots_match_id_captured_at_idx" ON "odds_snapshots" USING btree ("match_id","captured_at");--> statement-breakpoint
CREATE INDEX "raw_payloads_provider_fetched_at_idx" ON "raw_payloads" USING btree ("provider","fetched_at");--> statement-breakpoint
CREATE INDEX "raw_payloads_unprocessed_idx" ON "raw_payloads" USING btree ("fetched_at") WHERE "raw_payloads"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "raw_payloads_job_run_id_idx" ON "raw_payloads" USING btree ("job_run_id");--> statement-breakpoint
CREATE INDEX "favorite_leagues_league_id_idx" ON "favorite_leagues" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "favorite_predictions_prediction_id_idx" ON "favorite_predictions" USING btree ("prediction_id");--> statement-breakpoint
CREATE INDEX "favorite_teams_team_id_idx" ON "favorite_teams" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "prediction_tracks_user_id_created_at_idx" ON "prediction_tracks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prediction_tracks_prediction_id_idx" ON "prediction_tracks" USING btree ("prediction_id");--> statement-breakpoint
CREATE INDEX "predictions_sport_id_idx" ON "predictions" USING btree ("sport_id");--> statement-breakpoint
CREATE INDEX "predictions_league_id_idx" ON "predictions" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "predictions_category_id_idx" ON "predictions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "predictions_status_idx" ON "predictions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "predictions_match_date_idx" ON "predictions" USING btree ("match_date");--> statement-breakpoint
CREATE INDEX "predictions_published_match_date_idx" ON "predictions" USING btree ("is_published","match_date");--> statement-breakpoint
CREATE INDEX "predictions_is_premium_idx" ON "predictions" USING btree ("is_premium");--> statement-breakpoint
CREATE INDEX "predictions_match_id_idx" ON "predictions" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "predictions_model_id_idx" ON "predictions" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "predictions_created_at_idx" ON "predictions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "predictions_settled_at_idx" ON "predictions" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_status_idx" ON "subscriptions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_status_end_date_idx" ON "subscriptions" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_id_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_id_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_received_at_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_reference_unique" ON "payment_orders" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_orders_user_id_idx" ON "payment_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_orders_created_at_idx" ON "payment_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_provider_refund_id_idx" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ad_events_ad_unit_id_occurred_at_idx" ON "ad_events" USING btree ("ad_unit_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ad_events_occurred_at_idx" ON "ad_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "ad_units_status_idx" ON "ad_units" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ad_units_position_idx" ON "ad_units" USING btree ("position");--> statement-breakpoint
CREATE INDEX "ml_models_sport_idx" ON "ml_models" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "ml_models_status_idx" ON "ml_models" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ml_models_engine_idx" ON "ml_models" USING btree ("engine");--> statement-breakpoint
CREATE INDEX "model_training_runs_model_id_created_at_idx" ON "model_training_runs" USING btree ("model_id","created_at");--> statement-breakpoint
CREATE INDEX "model_training_runs_status_idx" ON "model_training_runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "global_settings_category_idx" ON "global_settings" USING btree ("category");--> statement-breakpoint
CREATE INDEX "scraping_jobs_status_idx" ON "scraping_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "scraping_jobs_source_id_idx" ON "scraping_jobs" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "scraping_jobs_created_at_idx" ON "scraping_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scraping_jobs_job_run_id_idx" ON "scraping_jobs" USING btree ("job_run_id");--> statement-breakpoint
CREATE INDEX "scraping_sources_status_idx" ON "scraping_sources" USING btree ("status");--> statement-breakpoint
CREATE INDEX "web_scrape_cache_expires_at_idx" ON "web_scrape_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "job_runs_job_name_created_at_idx" ON "job_runs" USING btree ("job_name","created_at");--> statement-breakpoint
CREATE INDEX "job_runs_status_idx" ON "job_runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "job_runs_created_at_idx" ON "job_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");