-- Trigram search over the normalised product text (ARCHITECTURE: Search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
