-- The audit log and the email outbox grow with every admin action and every email sent: their admin
-- lists read their totals from counters the writes keep, as the people and appointment lists do
-- (decision 047), instead of counting the table on every answer, and their pages off an index in
-- the lists' own order (newest first, the id breaking ties).

-- Every row of the table ("AuditLog:all", "EmailOutbox:all"), written at commit like the others
-- (20261231090500_list_counts_at_commit).
CREATE FUNCTION "table_list_count"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM "list_count_add"(TG_TABLE_NAME || '':all'', CASE WHEN TG_OP = ''INSERT'' THEN 1 ELSE -1 END)\x3B
  RETURN NULL\x3B
END';
CREATE CONSTRAINT TRIGGER "AuditLog_list_count" AFTER INSERT OR DELETE ON "AuditLog"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "table_list_count"();
CREATE CONSTRAINT TRIGGER "EmailOutbox_list_count" AFTER INSERT OR DELETE ON "EmailOutbox"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "table_list_count"();

CREATE OR REPLACE FUNCTION "recount_list_counts"() RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  LOCK TABLE "ListCount" IN EXCLUSIVE MODE\x3B
  DELETE FROM "ListCount"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''User:'' || "role", 0, count(*) FROM "User" GROUP BY "role"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''Appointment:all'', 0, count(*) FROM "Appointment"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''Appointment:paid-for'', 0, count(*) FROM "Appointment" WHERE "paidFor"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''AuditLog:all'', 0, count(*) FROM "AuditLog"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''EmailOutbox:all'', 0, count(*) FROM "EmailOutbox"\x3B
END';

-- The lists' order, so a page (a deep one too) is read off the index alone.
DROP INDEX "AuditLog_createdAt_idx";
CREATE INDEX "AuditLog_createdAt_id_idx" ON "AuditLog"("createdAt" DESC, "id" DESC);
DROP INDEX "EmailOutbox_createdAt_idx";
CREATE INDEX "EmailOutbox_createdAt_id_idx" ON "EmailOutbox"("createdAt" DESC, "id" DESC);

-- The rows already there.
SELECT "recount_list_counts"();
