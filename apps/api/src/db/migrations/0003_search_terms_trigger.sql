-- Keeps search_terms (the vocabulary that search corrects typos against) in step with the
-- listings: every insert or update adds the words of the rows' search_text. One statement-level
-- trigger per statement, so a bulk insert of thousands of rows adds its words in one pass.
CREATE OR REPLACE FUNCTION properties_collect_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w
  FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', new_rows.search_text))) AS w
  WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_search_terms_insert
  AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_collect_search_terms();
--> statement-breakpoint
CREATE TRIGGER properties_search_terms_update
  AFTER UPDATE ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION properties_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT w
FROM properties, unnest(tsvector_to_array(to_tsvector('simple', properties.search_text))) AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
