-- The admin lists at scale (docs/decisions/047-admin-lists-at-scale.md): how many rows the large lists
-- hold, kept current by the writes, and a flag for "paid for" that an index can serve.
-- CreateTable
CREATE TABLE "ListCount" (
    "list" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "rows" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ListCount_pkey" PRIMARY KEY ("list","shard")
);

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "paidFor" BOOLEAN NOT NULL DEFAULT false;

-- Adds delta to one of the list 8 shards, picked at random: writes that happen at the same time
-- rarely wait on the same row, and a list count is the sum of its shards.
CREATE FUNCTION "list_count_add"(list_name text, delta bigint) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "ListCount" ("list", "shard", "rows") VALUES (list_name, floor(random() * 8)::integer, delta)
  ON CONFLICT ("list", "shard") DO UPDATE SET "rows" = "ListCount"."rows" + EXCLUDED."rows"\x3B
END';

-- Accounts of each role: "User:Patient", "User:Therapist" and so on.
CREATE FUNCTION "user_list_count"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''INSERT'', ''UPDATE'') THEN PERFORM "list_count_add"(''User:'' || NEW."role", 1)\x3B END IF\x3B
  IF TG_OP IN (''DELETE'', ''UPDATE'') THEN PERFORM "list_count_add"(''User:'' || OLD."role", -1)\x3B END IF\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "User_list_count" AFTER INSERT OR DELETE ON "User" FOR EACH ROW EXECUTE FUNCTION "user_list_count"();
CREATE TRIGGER "User_role_list_count" AFTER UPDATE OF "role" ON "User" FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "user_list_count"();

-- Every appointment ("Appointment:all", the admin list All view).
CREATE FUNCTION "appointment_list_count"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM "list_count_add"(''Appointment:all'', CASE WHEN TG_OP = ''INSERT'' THEN 1 ELSE -1 END)\x3B
  IF TG_OP = ''DELETE'' AND OLD."paidFor" THEN PERFORM "list_count_add"(''Appointment:paid-for'', -1)\x3B END IF\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "Appointment_list_count" AFTER INSERT OR DELETE ON "Appointment" FOR EACH ROW EXECUTE FUNCTION "appointment_list_count"();

-- "Paid for": the appointment has at least one Payment row (the admin list default view). A payment
-- never moves to another appointment (Payment_figures_fixed), so its insert sets the flag and the
-- delete of its last payment clears it. The update takes the appointment row lock, so two payments
-- of one appointment written at the same time set it, and count it, once.
CREATE FUNCTION "payment_sets_paid_for"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    UPDATE "Appointment" SET "paidFor" = true WHERE "id" = NEW."appointmentId" AND NOT "paidFor"\x3B
    IF FOUND THEN PERFORM "list_count_add"(''Appointment:paid-for'', 1)\x3B END IF\x3B
  ELSE
    UPDATE "Appointment" SET "paidFor" = false
    WHERE "id" = OLD."appointmentId" AND "paidFor" AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = OLD."appointmentId")\x3B
    IF FOUND THEN PERFORM "list_count_add"(''Appointment:paid-for'', -1)\x3B END IF\x3B
  END IF\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "Payment_sets_paid_for" AFTER INSERT OR DELETE ON "Payment" FOR EACH ROW EXECUTE FUNCTION "payment_sets_paid_for"();

-- Only the trigger above writes the flag: an update by anyone else that changes it is refused.
CREATE FUNCTION "paid_for_is_derived"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION ''Appointment.paidFor follows the Payment rows and is never written directly'' USING ERRCODE = ''check_violation'', CONSTRAINT = ''Appointment_paidFor_derived''\x3B
  END IF\x3B
  RETURN NEW\x3B
END';
CREATE TRIGGER "Appointment_paidFor_derived" BEFORE UPDATE OF "paidFor" ON "Appointment" FOR EACH ROW WHEN (OLD."paidFor" IS DISTINCT FROM NEW."paidFor") EXECUTE FUNCTION "paid_for_is_derived"();

-- The default view of the admin appointment list, latest appointment date first: a page (deep ones
-- too) is read straight off this index.
CREATE INDEX "Appointment_paidFor_startsAt_id_idx" ON "Appointment" ("startsAt" DESC, "id" DESC) WHERE "paidFor";

-- Sets every count from the tables themselves: after writes that fired no triggers (a TRUNCATE, a
-- bulk load with session_replication_role = replica). The lock waits for the writes under way and
-- holds new ones back until the counts are set, so none is lost or counted twice.
CREATE FUNCTION "recount_list_counts"() RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  LOCK TABLE "ListCount" IN EXCLUSIVE MODE\x3B
  DELETE FROM "ListCount"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''User:'' || "role", 0, count(*) FROM "User" GROUP BY "role"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''Appointment:all'', 0, count(*) FROM "Appointment"\x3B
  INSERT INTO "ListCount" ("list", "shard", "rows") SELECT ''Appointment:paid-for'', 0, count(*) FROM "Appointment" WHERE "paidFor"\x3B
END';

-- A client search appointments paid for, read by client id without visiting the table.
CREATE INDEX "Appointment_paidFor_patientId_startsAt_id_idx" ON "Appointment" ("patientId", "startsAt" DESC, "id" DESC) WHERE "paidFor";

-- The rows already there.
ALTER TABLE "Appointment" DISABLE TRIGGER "Appointment_paidFor_derived";
UPDATE "Appointment" a SET "paidFor" = true WHERE EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = a."id");
ALTER TABLE "Appointment" ENABLE TRIGGER "Appointment_paidFor_derived";
SELECT "recount_list_counts"();
