-- Saved searches with alerts (issue 18 part 1). A saved search keeps the search's query string as
-- the listing page wrote it (`query`, to open it again) and the same filters as columns, so the alert
-- job matches new listings against every saved search of a frequency in one statement per batch.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"statuses" text[] NOT NULL,
	"types" text[],
	"city_key" text,
	"state_key" text,
	"locality_key" text,
	"price_min" bigint,
	"price_max" bigint,
	"bedrooms_min" integer,
	"bedrooms_max" integer,
	"bathrooms_min" integer,
	"bathrooms_max" integer,
	"area_min" integer,
	"area_max" integer,
	"amenity_mask" integer DEFAULT 0 NOT NULL,
	"featured" boolean,
	"rera" boolean DEFAULT false NOT NULL,
	"developer_id" uuid,
	"agent_id" uuid,
	"min_lat" double precision,
	"max_lat" double precision,
	"min_lng" double precision,
	"max_lng" double precision,
	"text_query" text,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"alerts_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency","id");--> statement-breakpoint
-- What each saved search has already sent: one row per saved search, listing and event (its creation,
-- or a price drop at its date). Inserted with ON CONFLICT DO NOTHING in the transaction that writes
-- the email and the notification, so an alert is sent once across restarts and instances.
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_saved_search_id_property_id_kind_event_at_pk" PRIMARY KEY("saved_search_id","property_id","kind","event_at")
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_property_idx" ON "saved_search_alerts" USING btree ("property_id");--> statement-breakpoint
-- The in-app notifications (the bell in the header): the same alerts as the emails.
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourite_price_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The price drops of favourites already sent, for the users who asked for them.
CREATE TABLE "favourite_price_alerts" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_price_alerts_user_id_property_id_event_at_pk" PRIMARY KEY("user_id","property_id","event_at")
);
--> statement-breakpoint
ALTER TABLE "favourite_price_alerts" ADD CONSTRAINT "favourite_price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_price_alerts" ADD CONSTRAINT "favourite_price_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
