-- The site's language a user chose (issue 19): 'en' or 'hi', null until they choose. The web
-- saves it when a signed-in user switches language or picks one on their profile, and moves them
-- to it when they sign in.
ALTER TABLE "users" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('en', 'hi'));
