-- How many rows the large admin lists hold, kept current by the writes (docs/decisions/047-admin-lists-at-scale.md).
-- CreateTable
CREATE TABLE "ListCount" (
    "list" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "rows" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ListCount_pkey" PRIMARY KEY ("list","shard")
);

-- Adds delta to one of the list's 8 shards, picked at random: writes that happen at the same time
-- rarely wait on the same row, and a list's count is the sum of its shards.
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

-- Appointments paid for (at least one Payment row: the admin appointment list's default view). A
-- payment never moves to another appointment (Payment_figures_fixed), so only its first insert and
-- its last delete change the count. The appointment row is locked first, so two payments of the
-- same appointment written at the same time count it once.
CREATE FUNCTION "payment_list_count"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  appointment uuid := CASE WHEN TG_OP = ''INSERT'' THEN NEW."appointmentId" ELSE OLD."appointmentId" END\x3B
  payment uuid := CASE WHEN TG_OP = ''INSERT'' THEN NEW."id" ELSE OLD."id" END\x3B
BEGIN
  PERFORM 1 FROM "Appointment" a WHERE a."id" = appointment FOR NO KEY UPDATE\x3B
  IF NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = appointment AND p."id" <> payment) THEN
    PERFORM "list_count_add"(''Appointment:paid-for'', CASE WHEN TG_OP = ''INSERT'' THEN 1 ELSE -1 END)\x3B
  END IF\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "Payment_list_count" AFTER INSERT OR DELETE ON "Payment" FOR EACH ROW EXECUTE FUNCTION "payment_list_count"();

-- The counts of the rows already there.
INSERT INTO "ListCount" ("list", "shard", "rows") SELECT 'User:' || "role", 0, count(*) FROM "User" GROUP BY "role";
INSERT INTO "ListCount" ("list", "shard", "rows") SELECT 'Appointment:paid-for', 0, count(DISTINCT "appointmentId") FROM "Payment";
