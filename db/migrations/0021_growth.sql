CREATE TYPE "public"."subscription_source" AS ENUM('PAYMENT', 'GRANT', 'TRIAL', 'REFERRAL');--> statement-breakpoint
CREATE TYPE "public"."earned_day_kind" AS ENUM('REFERRAL', 'WELCOME', 'REVERSAL');--> statement-breakpoint
CREATE TYPE "public"."referral_status" AS ENUM('PENDING', 'CREDITED', 'REFUSED', 'REVERSED');--> statement-breakpoint
CREATE TYPE "public"."sighting_kind" AS ENUM('SIGN_UP', 'SIGN_IN', 'CONFIRM', 'TRIAL', 'REFERRAL_LINK');--> statement-breakpoint
CREATE TABLE "account_sightings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" "sighting_kind" NOT NULL,
	"device_id" text,
	"ip_hash" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earned_days" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" "earned_day_kind" NOT NULL,
	"days" integer NOT NULL,
	"requested_days" integer NOT NULL,
	"referral_id" text,
	"subscription_id" text,
	"local_day" date NOT NULL,
	"time_zone" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earned_days_sign_check" CHECK (("earned_days"."kind" = 'REVERSAL') = ("earned_days"."days" < 0) and "earned_days"."days" <> 0),
	CONSTRAINT "earned_days_requested_check" CHECK ("earned_days"."requested_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"code" text NOT NULL,
	"status" "referral_status" DEFAULT 'PENDING' NOT NULL,
	"refusal_reason" text,
	"friend_device_id" text,
	"friend_ip_hash" text,
	"signed_up_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"reversed_by_id" text,
	"reversal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_friend_id_unique" UNIQUE("friend_id"),
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referrer_id" <> "referrals"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "trial_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"address_key" text NOT NULL,
	"device_id" text,
	"subscription_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"last_day_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_claims_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "trial_claims_address_key_unique" UNIQUE("address_key"),
	CONSTRAINT "trial_claims_device_id_unique" UNIQUE("device_id"),
	CONSTRAINT "trial_claims_period_check" CHECK ("trial_claims"."ends_at" > "trial_claims"."started_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source" "subscription_source" DEFAULT 'PAYMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_sightings" ADD CONSTRAINT "account_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_days" ADD CONSTRAINT "earned_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_days" ADD CONSTRAINT "earned_days_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_days" ADD CONSTRAINT "earned_days_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reversed_by_id_users_id_fk" FOREIGN KEY ("reversed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_sightings_user_id_idx" ON "account_sightings" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "account_sightings_device_id_idx" ON "account_sightings" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "account_sightings_ip_hash_seen_at_idx" ON "account_sightings" USING btree ("ip_hash","seen_at");--> statement-breakpoint
CREATE INDEX "earned_days_user_id_local_day_idx" ON "earned_days" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE UNIQUE INDEX "earned_days_referral_kind_key" ON "earned_days" USING btree ("referral_id","kind") WHERE "earned_days"."kind" <> 'REVERSAL';--> statement-breakpoint
CREATE INDEX "referrals_referrer_id_created_at_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_status_created_at_idx" ON "referrals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "trial_claims_ends_at_idx" ON "trial_claims" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "trial_claims_started_at_idx" ON "trial_claims" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "subscriptions_source_created_at_idx" ON "subscriptions" USING btree ("source","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code");--> statement-breakpoint
-- Periods from before the column: an admin's complimentary grant is the one without an order and without money.
UPDATE "subscriptions" SET "source" = 'GRANT' WHERE "order_id" IS NULL AND "granted_by_id" IS NOT NULL AND "amount_minor" = 0;
