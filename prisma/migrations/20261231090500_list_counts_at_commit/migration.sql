-- The list counts are written when the transaction commits, on the shard of its connection.
-- A random shard per row let a transaction that inserts several appointments (a weekly series) lock
-- two shards in a different order from another such transaction, and a shard locked at the first
-- insert was held while the transaction went on to wait for hour slots another one held: deadlocks.
-- Now a transaction touches one shard per list (its backend's), and only at commit, after every
-- other lock it needs is already held.
CREATE OR REPLACE FUNCTION "list_count_add"(list_name text, delta bigint) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ListCount" ("list", "shard", "rows") VALUES (list_name, pg_backend_pid() % 8, delta)
  ON CONFLICT ("list", "shard") DO UPDATE SET "rows" = "ListCount"."rows" + EXCLUDED."rows"\x3B
END';

DROP TRIGGER "User_list_count" ON "User";
DROP TRIGGER "User_role_list_count" ON "User";
DROP TRIGGER "Appointment_list_count" ON "Appointment";

CREATE CONSTRAINT TRIGGER "User_list_count" AFTER INSERT OR DELETE ON "User"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "user_list_count"();
CREATE CONSTRAINT TRIGGER "User_role_list_count" AFTER UPDATE OF "role" ON "User"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "user_list_count"();
CREATE CONSTRAINT TRIGGER "Appointment_list_count" AFTER INSERT OR DELETE ON "Appointment"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "appointment_list_count"();
