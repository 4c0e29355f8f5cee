-- The game lists at scale (issue 24). A game sits under its vendor's card of its own game type,
-- except the in-house vendor's (HOUSE), whose games sit under the INHOUSE card: the lists joined
-- each game to its card through that CASE, which no index could serve and the planner could not
-- estimate (it guessed 49 games of 10,000), so a vendor's list read and sorted all its games for a
-- page of 24. The card's type as a column of the game, with the lists' two orders as indexes,
-- lets a page walk the index and a count read it alone.
ALTER TABLE games ADD COLUMN card_type text
  GENERATED ALWAYS AS (CASE WHEN vendor_code = 'HOUSE' THEN 'INHOUSE' ELSE game_type END) STORED;
CREATE INDEX games_by_card_vendor ON games (card_type, vendor_code, sort_order, game_id);
CREATE INDEX games_by_card ON games (card_type, sort_order, game_id);

-- How many games each vendor has under each card type, kept by triggers: a lobby's page of a
-- vendor's (or a category's) games counts its whole list from these rows, one per card, instead
-- of counting the games.
CREATE TABLE game_counts (
  card_type    text NOT NULL,
  vendor_code  text NOT NULL,
  games        integer NOT NULL,
  PRIMARY KEY (card_type, vendor_code)
);

CREATE FUNCTION game_counts_add(changed games[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO game_counts AS c (card_type, vendor_code, games)
  SELECT g.card_type, g.vendor_code, sign * count(*) FROM unnest(changed) g GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (card_type, vendor_code) DO UPDATE SET games = c.games + excluded.games
$$;

CREATE FUNCTION games_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM game_counts_add(ARRAY(SELECT o::games FROM old_rows o), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM game_counts_add(ARRAY(SELECT n::games FROM new_rows n), 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER games_count_insert AFTER INSERT ON games
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION games_count();
CREATE TRIGGER games_count_update AFTER UPDATE ON games
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION games_count();
CREATE TRIGGER games_count_delete AFTER DELETE ON games
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION games_count();

INSERT INTO game_counts (card_type, vendor_code, games) SELECT card_type, vendor_code, count(*) FROM games GROUP BY 1, 2;
