ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD COLUMN "full_name" text;--> statement-breakpoint
-- Hand-written below, before the flag goes. One flag now says the address is confirmed, and sign-in needs it:
-- accounts that could sign in before (admin-created, or a changed address) keep signing in, so they count as
-- confirmed (their email_verified_at stays empty: no link confirmed them). A registration nobody confirmed
-- kept its first registrant's password on the row; nobody has chosen it, so it goes, and the links already
-- mailed (which carry no password) ask whoever opens one to choose the password (docs/decisions.md,
-- "Registration binds the password to the confirmation").
UPDATE "users" SET "email_verified" = true WHERE NOT "verification_pending" AND NOT "email_verified";--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL WHERE "verification_pending";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "verification_pending";--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_credentials_check" CHECK (("email_verification_tokens"."password_hash" is null) = ("email_verification_tokens"."full_name" is null));
