-- The game search at scale (issue 24): the lists' search matches a part of the game's slug (its
-- name in ASCII kebab case, so any case and accent), which read every slug of the list. A trigram
-- index answers "contains" for three characters or more from the matching games alone.
-- pg_trgm is a trusted contrib module: a database owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX games_by_slug_trigrams ON games USING gin (slug gin_trgm_ops);
