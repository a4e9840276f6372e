ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before addresses were confirmed keep working as they did: taken as confirmed.
UPDATE "users" SET "email_verified_at" = "created_at";
