-- A listing's title and description in Hindi, beside the English ones (issue 19): the Hindi pages
-- show them, and search matches them (the Hindi title with the title's weight, the Hindi description
-- with the description's; 'simple' words, as no Hindi stemmer ships with PostgreSQL). A generated
-- column's expression cannot be changed in PostgreSQL 15, so both search columns are made again,
-- with the two text indexes that read search_vector (the table is rewritten once).
ALTER TABLE "properties" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || ' ' || coalesce(building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(developer_name, '') || ' ' || coalesce(title_hi, ''))) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(building_name, '') || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple', coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '') || ' ' || coalesce(developer_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('simple', coalesce(description_hi, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_pub_search_idx" ON "properties" USING gin ("search_vector",(array["bedrooms"])) WHERE listed and status in ('For Sale', 'For Rent');
