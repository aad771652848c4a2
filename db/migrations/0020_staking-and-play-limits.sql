CREATE TABLE "member_staking" (
	"user_id" text PRIMARY KEY NOT NULL,
	"currency" text,
	"bankroll" numeric(14, 2),
	"kelly_fraction" double precision DEFAULT 0.25 NOT NULL,
	"stake_cap" double precision DEFAULT 0.02 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_staking_bankroll_check" CHECK ("member_staking"."bankroll" is null or "member_staking"."bankroll" > 0),
	CONSTRAINT "member_staking_kelly_fraction_check" CHECK ("member_staking"."kelly_fraction" > 0 and "member_staking"."kelly_fraction" <= 1),
	CONSTRAINT "member_staking_stake_cap_check" CHECK ("member_staking"."stake_cap" > 0 and "member_staking"."stake_cap" <= 1)
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"timeout_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"self_excluded_at" timestamp with time zone,
	"weekly_budget" numeric(14, 2),
	"reality_check_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_weekly_budget_check" CHECK ("play_limits"."weekly_budget" is null or "play_limits"."weekly_budget" > 0),
	CONSTRAINT "play_limits_reality_check_check" CHECK ("play_limits"."reality_check_minutes" is null or "play_limits"."reality_check_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_staking" ADD CONSTRAINT "member_staking_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;