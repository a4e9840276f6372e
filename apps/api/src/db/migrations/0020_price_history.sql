-- Price history: every change of a listing's price, with its date. A trigger writes it, whoever
-- changes the price (the agent's form, an import, a fixture), so the history cannot miss a change.
--
-- properties.price_dropped_at / price_drop_percent speak of the latest change of price: a drop sets
-- them (when, and by how much against the price just before it, one decimal), a rise clears them,
-- an update that leaves the price as it was touches neither. The badge 'Price dropped {x}%' and
-- the filter 'Price dropped' read them for 30 days after the drop.
CREATE TABLE "property_price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" uuid NOT NULL,
	"price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_price_history" ADD CONSTRAINT "property_price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_history_property_changed_idx" ON "property_price_history" USING btree ("property_id","changed_at");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_drop_percent" numeric(4, 1);--> statement-breakpoint
-- The filter 'Price dropped': public listings whose price dropped, by the date of the drop. Only
-- listings with a drop are in it, so it is small and other searches do not pay for it.
CREATE INDEX "properties_pub_price_dropped_idx" ON "properties" USING btree ("price_dropped_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE listed and status in ('For Sale', 'For Rent') and price_dropped_at is not null;--> statement-breakpoint
-- One row per listing that exists now: its price at its creation (nothing older is known).
INSERT INTO "property_price_history" ("property_id", "price", "changed_at")
  SELECT "id", "price", "created_at" FROM "properties";--> statement-breakpoint
-- The first price of new listings, once per statement: a bulk insert of a million listings writes
-- its history in one set-based insert instead of a million trigger calls.
CREATE FUNCTION "properties_price_history_insert"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_price_history (property_id, price, changed_at)
    SELECT id, price, created_at FROM new_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_price_history_insert"
  AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_price_history_insert();
--> statement-breakpoint
-- A change of price: only updates that set the price and change it reach these (UPDATE OF price
-- with WHEN), so the many updates of other columns cost nothing here.
CREATE FUNCTION "properties_price_drop_marks"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price < OLD.price AND OLD.price > 0 THEN
    NEW.price_dropped_at := now();
    NEW.price_drop_percent := round((OLD.price - NEW.price) * 100.0 / OLD.price, 1);
  ELSE
    NEW.price_dropped_at := NULL;
    NEW.price_drop_percent := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_price_drop_marks"
  BEFORE UPDATE OF "price" ON "properties"
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price)
  EXECUTE FUNCTION properties_price_drop_marks();
--> statement-breakpoint
CREATE FUNCTION "properties_price_history_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO property_price_history (property_id, price, changed_at) VALUES (NEW.id, NEW.price, now());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_price_history_update"
  AFTER UPDATE OF "price" ON "properties"
  FOR EACH ROW WHEN (OLD.price IS DISTINCT FROM NEW.price)
  EXECUTE FUNCTION properties_price_history_update();
