CREATE TYPE "public"."bet_status" AS ENUM('PENDING', 'WIN', 'LOSS', 'VOID');--> statement-breakpoint
CREATE TABLE "member_bets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"prediction_id" text,
	"match_id" text NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"line" numeric(7, 2),
	"price" numeric(10, 4) NOT NULL,
	"stake" numeric(14, 2) NOT NULL,
	"bookmaker" text,
	"placed_at" timestamp with time zone NOT NULL,
	"published_price" numeric(10, 4),
	"status" "bet_status" DEFAULT 'PENDING' NOT NULL,
	"stake_result" double precision,
	"closing_probability" numeric(8, 6),
	"settled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_bets_price_check" CHECK ("member_bets"."price" > 1 and "member_bets"."price" <= 1000),
	CONSTRAINT "member_bets_stake_check" CHECK ("member_bets"."stake" > 0),
	CONSTRAINT "member_bets_stake_result_check" CHECK ("member_bets"."stake_result" between -1 and 1)
);
--> statement-breakpoint
ALTER TABLE "member_bets" ADD CONSTRAINT "member_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bets" ADD CONSTRAINT "member_bets_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bets" ADD CONSTRAINT "member_bets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_bets_user_placed_idx" ON "member_bets" USING btree ("user_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "member_bets_pending_match_idx" ON "member_bets" USING btree ("match_id") WHERE "member_bets"."status" = 'PENDING';