CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"contact_method" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text,
	"founded_year" integer,
	"logo" jsonb,
	"hq_city" text NOT NULL,
	"hq_state" text NOT NULL,
	"hq_country" text DEFAULT 'India' NOT NULL,
	"completed_projects" integer DEFAULT 0 NOT NULL,
	"ongoing_projects" integer DEFAULT 0 NOT NULL,
	"upcoming_projects" integer DEFAULT 0 NOT NULL,
	"flagship_projects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"team" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specializations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specialization_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"awards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"price" bigint NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"bathrooms" real DEFAULT 0 NOT NULL,
	"area" integer NOT NULL,
	"building_name" text,
	"floor_number" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"line1" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"city_key" text GENERATED ALWAYS AS (lower(btrim(city))) STORED,
	"state_key" text GENERATED ALWAYS AS (lower(btrim(state))) STORED,
	"locality_key" text GENERATED ALWAYS AS (lower(btrim(locality))) STORED,
	"lat" double precision,
	"lng" double precision,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"nearby_localities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"project_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"developer_id" uuid,
	"developer_name" text,
	"possession_date" date,
	"construction_status" text DEFAULT 'Under Construction' NOT NULL,
	"age_of_property" integer,
	"launch_date" date,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"floor_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brochure" jsonb,
	"virtual_tour" jsonb,
	"agent_id" uuid NOT NULL,
	"agent_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(developer_name, ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(building_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(developer_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_price_check" CHECK ("properties"."price" >= 0),
	CONSTRAINT "properties_area_check" CHECK ("properties"."area" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"mobile" text,
	"occupation" text,
	"avatar" text,
	"company" text,
	"license_number" text,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('buyer', 'agent', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_open_key" ON "contact_requests" USING btree ("user_id","property_id") WHERE status <> 'completed';--> statement-breakpoint
CREATE INDEX "contact_requests_agent_idx" ON "contact_requests" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_property_idx" ON "contact_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "developers_name_trgm_idx" ON "developers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "developers_hq_city_idx" ON "developers" USING btree (lower("hq_city"));--> statement-breakpoint
CREATE INDEX "developers_spec_keys_idx" ON "developers" USING gin ("specialization_keys");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_kind_idx" ON "enquiries" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "favorites_property_idx" ON "favorites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "properties_public_created_idx" ON "properties" USING btree ("status","created_at") WHERE agent_active;--> statement-breakpoint
CREATE INDEX "properties_city_key_idx" ON "properties" USING btree ("city_key","status","created_at");--> statement-breakpoint
CREATE INDEX "properties_state_key_idx" ON "properties" USING btree ("state_key");--> statement-breakpoint
CREATE INDEX "properties_locality_key_idx" ON "properties" USING btree ("locality_key");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "properties_area_idx" ON "properties" USING btree ("area");--> statement-breakpoint
CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type");--> statement-breakpoint
CREATE INDEX "properties_bedrooms_idx" ON "properties" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "properties_featured_idx" ON "properties" USING btree ("created_at") WHERE featured and agent_active;--> statement-breakpoint
CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_developer_idx" ON "properties" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "properties_lat_lng_idx" ON "properties" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "recently_viewed_property_idx" ON "recently_viewed" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");