-- Trigram matching for partial words and typos in search ('nasik' finds Nashik).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
