ALTER TABLE "contact_requests" DROP CONSTRAINT "contact_requests_agent_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "contact_requests_agent_idx";--> statement-breakpoint
ALTER TABLE "contact_requests" DROP COLUMN "agent_id";