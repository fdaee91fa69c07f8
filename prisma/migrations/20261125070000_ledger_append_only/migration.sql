-- The ledger is append-only (api/modules/wallet/ledger.ts): a transfer and its entries, once written,
-- are never changed nor removed, whoever connects, and a correction is a new transfer.
-- (The PostgreSQL driver adapter runs a migration split at every semicolon, comments included, so
-- the function body below spells its two semicolons as the escape \073.)
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN RAISE EXCEPTION ''the ledger is append-only: % on % is refused (a correction is a new transfer)'', TG_OP, TG_TABLE_NAME USING ERRCODE = ''restrict_violation''\073 END\073';

CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "ledger_transfers_no_truncate" BEFORE TRUNCATE ON "ledger_transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
