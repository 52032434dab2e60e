-- CreateEnum
CREATE TYPE "LedgerAccount" AS ENUM ('Wallet', 'TherapistPayable', 'PlatformCommission', 'PatientRefunds');

-- CreateEnum
CREATE TYPE "LedgerEventKind" AS ENUM ('Payment', 'LatePayment', 'Refund', 'Payout', 'PayoutReversal');

-- CreateEnum
CREATE TYPE "PayoutRunTrigger" AS ENUM ('Admin', 'Schedule');

-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('Pending', 'Processing', 'Paid', 'Failed');

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "commissionPercent" INTEGER NOT NULL DEFAULT 15;

-- CreateTable
CREATE TABLE "LedgerTransaction" (
    "id" UUID NOT NULL,
    "kind" "LedgerEventKind" NOT NULL,
    "paymentId" UUID,
    "refundId" UUID,
    "payoutId" UUID,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" UUID NOT NULL,
    "transactionId" UUID NOT NULL,
    "account" "LedgerAccount" NOT NULL,
    "therapistId" UUID,
    "appointmentId" UUID,
    "amountKobo" INTEGER NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayoutAccount" (
    "therapistId" UUID NOT NULL,
    "bankCode" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "accountName" TEXT NOT NULL,
    "changedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PayoutAccount_pkey" PRIMARY KEY ("therapistId")
);

-- CreateTable
CREATE TABLE "PayoutRun" (
    "id" UUID NOT NULL,
    "trigger" "PayoutRunTrigger" NOT NULL,
    "scheduledOn" TEXT,
    "startedById" UUID,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "PayoutRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payout" (
    "id" UUID NOT NULL,
    "runId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "amountKobo" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'Pending',
    "provider" "PaymentProvider" NOT NULL,
    "bankCode" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "accountName" TEXT NOT NULL,
    "providerReference" TEXT,
    "failureReason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "completedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Payout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LedgerTransaction_occurredAt_idx" ON "LedgerTransaction"("occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_paymentId_kind_key" ON "LedgerTransaction"("paymentId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_refundId_kind_key" ON "LedgerTransaction"("refundId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_payoutId_kind_key" ON "LedgerTransaction"("payoutId", "kind");

-- CreateIndex
CREATE INDEX "LedgerEntry_transactionId_idx" ON "LedgerEntry"("transactionId");

-- CreateIndex
CREATE INDEX "LedgerEntry_therapistId_account_occurredAt_idx" ON "LedgerEntry"("therapistId", "account", "occurredAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_appointmentId_idx" ON "LedgerEntry"("appointmentId");

-- CreateIndex
CREATE INDEX "LedgerEntry_account_occurredAt_idx" ON "LedgerEntry"("account", "occurredAt");

-- CreateIndex
CREATE UNIQUE INDEX "PayoutRun_scheduledOn_key" ON "PayoutRun"("scheduledOn");

-- CreateIndex
CREATE INDEX "PayoutRun_startedAt_idx" ON "PayoutRun"("startedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Payout_reference_key" ON "Payout"("reference");

-- CreateIndex
CREATE INDEX "Payout_therapistId_createdAt_idx" ON "Payout"("therapistId", "createdAt");

-- CreateIndex
CREATE INDEX "Payout_status_updatedAt_idx" ON "Payout"("status", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payout_runId_therapistId_key" ON "Payout"("runId", "therapistId");

-- AddForeignKey
ALTER TABLE "LedgerTransaction" ADD CONSTRAINT "LedgerTransaction_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerTransaction" ADD CONSTRAINT "LedgerTransaction_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerTransaction" ADD CONSTRAINT "LedgerTransaction_payoutId_fkey" FOREIGN KEY ("payoutId") REFERENCES "Payout"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "LedgerTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutAccount" ADD CONSTRAINT "PayoutAccount_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutRun" ADD CONSTRAINT "PayoutRun_startedById_fkey" FOREIGN KEY ("startedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_runId_fkey" FOREIGN KEY ("runId") REFERENCES "PayoutRun"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;


-- ---------------------------------------------------------------------------------------------------
-- The ledger’s rules (docs/decisions/035-ledger-and-payouts.md). Function bodies are escape strings
-- with \x3B for their statement ends, and comments carry no semicolon: the offline migration engine splits at every one.

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_commissionPercent_range" CHECK ("commissionPercent" BETWEEN 0 AND 100);
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_amount_not_zero" CHECK ("amountKobo" <> 0);
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_therapist_of_payable" CHECK (("account" = 'TherapistPayable') = ("therapistId" IS NOT NULL));
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_amount_positive" CHECK ("amountKobo" > 0);
ALTER TABLE "PayoutAccount" ADD CONSTRAINT "PayoutAccount_account_number" CHECK ("accountNumber" ~ '^[0-9]{10}$');
ALTER TABLE "PayoutAccount" ADD CONSTRAINT "PayoutAccount_bank_code" CHECK ("bankCode" ~ '^[0-9]{3,6}$');

-- Entries and their transactions are written once and never changed or removed.
CREATE FUNCTION "ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN RAISE EXCEPTION ''the ledger is append-only: % rows are never changed or deleted'', TG_TABLE_NAME USING ERRCODE = ''check_violation'', CONSTRAINT = ''Ledger_append_only''\x3B END';
CREATE TRIGGER "LedgerEntry_append_only" BEFORE UPDATE OR DELETE ON "LedgerEntry" FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();
CREATE TRIGGER "LedgerTransaction_append_only" BEFORE UPDATE OR DELETE ON "LedgerTransaction" FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();

-- At commit, every transaction that gained entries sums to zero.
CREATE FUNCTION "ledger_transaction_balances"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE total bigint\x3B
BEGIN
  SELECT COALESCE(SUM(e."amountKobo"), 0) INTO total FROM "LedgerEntry" e WHERE e."transactionId" = NEW."transactionId"\x3B
  IF total <> 0 THEN
    RAISE EXCEPTION ''ledger transaction % does not balance (off by % kobo)'', NEW."transactionId", total USING ERRCODE = ''check_violation'', CONSTRAINT = ''LedgerTransaction_balanced''\x3B
  END IF\x3B
  RETURN NULL\x3B
END';
CREATE CONSTRAINT TRIGGER "LedgerTransaction_balanced" AFTER INSERT ON "LedgerEntry" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();

-- A payment’s own figures are what its entries were made of: they never change afterwards.
CREATE FUNCTION "payment_figures_fixed"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF NEW."amountKobo" <> OLD."amountKobo" OR NEW."commissionPercent" <> OLD."commissionPercent" OR NEW."appointmentId" <> OLD."appointmentId" THEN RAISE EXCEPTION ''a payment''''s amount, commission and appointment are in the ledger and never change'' USING ERRCODE = ''check_violation'', CONSTRAINT = ''Payment_figures_fixed''\x3B END IF\x3B RETURN NEW\x3B END';
CREATE TRIGGER "Payment_figures_fixed" BEFORE UPDATE OF "amountKobo", "commissionPercent", "appointmentId" ON "Payment" FOR EACH ROW EXECUTE FUNCTION "payment_figures_fixed"();
CREATE FUNCTION "refund_figures_fixed"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF NEW."amountKobo" <> OLD."amountKobo" OR NEW."paymentId" <> OLD."paymentId" THEN RAISE EXCEPTION ''a refund''''s amount and payment are in the ledger and never change'' USING ERRCODE = ''check_violation'', CONSTRAINT = ''Refund_figures_fixed''\x3B END IF\x3B RETURN NEW\x3B END';
CREATE TRIGGER "Refund_figures_fixed" BEFORE UPDATE OF "amountKobo", "paymentId" ON "Refund" FOR EACH ROW EXECUTE FUNCTION "refund_figures_fixed"();

-- A confirmed payment: the wallet receives it, the therapist’s share and Alafia’s commission
-- (commissionPercent of the amount, rounded to the kobo, half up) are what it is owed for. A late
-- payment is owed back whole. This is the one place the commission is worked out.
CREATE FUNCTION "ledger_record_payment"(p "Payment") RETURNS void LANGUAGE plpgsql AS E'
DECLARE
  tx uuid := gen_random_uuid()\x3B
  therapist uuid\x3B
  commission integer\x3B
BEGIN
  SELECT a."therapistId" INTO therapist FROM "Appointment" a WHERE a."id" = p."appointmentId"\x3B
  IF p."status" = ''Paid'' THEN
    commission := round(p."amountKobo"::numeric * p."commissionPercent" / 100)::integer\x3B
    INSERT INTO "LedgerTransaction" ("id", "kind", "paymentId", "occurredAt") VALUES (tx, ''Payment'', p."id", p."paidAt")\x3B
    INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "therapistId", "appointmentId", "amountKobo", "occurredAt")
      SELECT gen_random_uuid(), tx, v.account::"LedgerAccount", v.therapist, p."appointmentId", v.amount, p."paidAt"
      FROM (VALUES (''Wallet'', NULL::uuid, -p."amountKobo"), (''TherapistPayable'', therapist, p."amountKobo" - commission), (''PlatformCommission'', NULL::uuid, commission)) AS v(account, therapist, amount)
      WHERE v.amount <> 0\x3B
  ELSE
    INSERT INTO "LedgerTransaction" ("id", "kind", "paymentId", "occurredAt") VALUES (tx, ''LatePayment'', p."id", p."paidAt")\x3B
    INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "therapistId", "appointmentId", "amountKobo", "occurredAt") VALUES
      (gen_random_uuid(), tx, ''Wallet'', NULL, p."appointmentId", -p."amountKobo", p."paidAt"),
      (gen_random_uuid(), tx, ''PatientRefunds'', NULL, p."appointmentId", p."amountKobo", p."paidAt")\x3B
  END IF\x3B
END';

-- A refund, written when it is decided (the money is owed back from then on, whatever the provider
-- is still doing): out of the wallet, taken from the therapist’s share and the commission in the
-- proportion the payment was split (the commission’s part rounded half up, the share the rest), or
-- from what a late payment left owed back.
CREATE FUNCTION "ledger_record_refund"(r "Refund") RETURNS void LANGUAGE plpgsql AS E'
DECLARE
  tx uuid := gen_random_uuid()\x3B
  paid integer\x3B
  therapist uuid\x3B
  paid_kind "LedgerEventKind"\x3B
  paid_commission integer\x3B
  commission integer\x3B
BEGIN
  SELECT p."amountKobo", a."therapistId" INTO paid, therapist FROM "Payment" p JOIN "Appointment" a ON a."id" = p."appointmentId" WHERE p."id" = r."paymentId"\x3B
  SELECT t."kind", COALESCE((SELECT SUM(e."amountKobo") FROM "LedgerEntry" e WHERE e."transactionId" = t."id" AND e."account" = ''PlatformCommission''), 0)
    INTO paid_kind, paid_commission
    FROM "LedgerTransaction" t WHERE t."paymentId" = r."paymentId" AND t."kind" IN (''Payment'', ''LatePayment'')\x3B
  INSERT INTO "LedgerTransaction" ("id", "kind", "refundId", "paymentId", "occurredAt") VALUES (tx, ''Refund'', r."id", NULL, r."requestedAt")\x3B
  IF paid_kind = ''Payment'' THEN
    commission := round(paid_commission::numeric * r."amountKobo" / paid)::integer\x3B
    INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "therapistId", "appointmentId", "amountKobo", "occurredAt")
      SELECT gen_random_uuid(), tx, v.account::"LedgerAccount", v.therapist, r."appointmentId", v.amount, r."requestedAt"
      FROM (VALUES (''Wallet'', NULL::uuid, r."amountKobo"), (''TherapistPayable'', therapist, -(r."amountKobo" - commission)), (''PlatformCommission'', NULL::uuid, -commission)) AS v(account, therapist, amount)
      WHERE v.amount <> 0\x3B
  ELSE
    INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "therapistId", "appointmentId", "amountKobo", "occurredAt") VALUES
      (gen_random_uuid(), tx, ''Wallet'', NULL, r."appointmentId", r."amountKobo", r."requestedAt"),
      (gen_random_uuid(), tx, ''PatientRefunds'', NULL, r."appointmentId", -r."amountKobo", r."requestedAt")\x3B
  END IF\x3B
END';

CREATE FUNCTION "payment_writes_ledger"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN PERFORM "ledger_record_payment"(NEW)\x3B RETURN NULL\x3B END';
CREATE TRIGGER "Payment_writes_ledger" AFTER INSERT ON "Payment" FOR EACH ROW EXECUTE FUNCTION "payment_writes_ledger"();
CREATE FUNCTION "refund_writes_ledger"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN PERFORM "ledger_record_refund"(NEW)\x3B RETURN NULL\x3B END';
CREATE TRIGGER "Refund_writes_ledger" AFTER INSERT ON "Refund" FOR EACH ROW EXECUTE FUNCTION "refund_writes_ledger"();

-- A transfer takes the therapist’s balance down and the wallet with it, never more than the balance,
-- checked under a per-therapist lock that the payout run also takes while it works out what is due,
-- so two runs at once cannot both pay the same money.
CREATE FUNCTION "payout_writes_ledger"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  tx uuid := gen_random_uuid()\x3B
  balance bigint\x3B
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(''payout:'' || NEW."therapistId"::text, 0))\x3B
  SELECT COALESCE(SUM(e."amountKobo"), 0) INTO balance FROM "LedgerEntry" e WHERE e."therapistId" = NEW."therapistId" AND e."account" = ''TherapistPayable''\x3B
  IF NEW."amountKobo" > balance THEN
    RAISE EXCEPTION ''payout % is more than the therapist''''s balance'', NEW."reference" USING ERRCODE = ''check_violation'', CONSTRAINT = ''Payout_within_balance''\x3B
  END IF\x3B
  INSERT INTO "LedgerTransaction" ("id", "kind", "payoutId", "occurredAt") VALUES (tx, ''Payout'', NEW."id", NEW."createdAt")\x3B
  INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "therapistId", "appointmentId", "amountKobo", "occurredAt") VALUES
    (gen_random_uuid(), tx, ''TherapistPayable'', NEW."therapistId", NULL, -NEW."amountKobo", NEW."createdAt"),
    (gen_random_uuid(), tx, ''Wallet'', NULL, NULL, NEW."amountKobo", NEW."createdAt")\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "Payout_writes_ledger" AFTER INSERT ON "Payout" FOR EACH ROW EXECUTE FUNCTION "payout_writes_ledger"();

-- A failed (or reversed) transfer gives the money back to the therapist’s balance, once. A failed
-- transfer stays failed, and what a transfer was for never changes.
CREATE FUNCTION "payout_status_rules"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."amountKobo" <> OLD."amountKobo" OR NEW."therapistId" <> OLD."therapistId" OR NEW."runId" <> OLD."runId" THEN
    RAISE EXCEPTION ''payout % is in the ledger: its amount and therapist never change'', OLD."reference" USING ERRCODE = ''check_violation'', CONSTRAINT = ''Payout_figures_fixed''\x3B
  END IF\x3B
  IF OLD."status" = ''Failed'' AND NEW."status" <> ''Failed'' THEN
    RAISE EXCEPTION ''payout % failed and stays failed'', OLD."reference" USING ERRCODE = ''check_violation'', CONSTRAINT = ''Payout_failed_is_final''\x3B
  END IF\x3B
  RETURN NEW\x3B
END';
CREATE TRIGGER "Payout_status_rules" BEFORE UPDATE ON "Payout" FOR EACH ROW EXECUTE FUNCTION "payout_status_rules"();
CREATE FUNCTION "payout_failure_writes_ledger"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  tx uuid := gen_random_uuid()\x3B
  at timestamptz(3) := now()\x3B
BEGIN
  INSERT INTO "LedgerTransaction" ("id", "kind", "payoutId", "occurredAt") VALUES (tx, ''PayoutReversal'', NEW."id", at)\x3B
  INSERT INTO "LedgerEntry" ("id", "transactionId", "account", "therapistId", "appointmentId", "amountKobo", "occurredAt") VALUES
    (gen_random_uuid(), tx, ''TherapistPayable'', NEW."therapistId", NULL, NEW."amountKobo", at),
    (gen_random_uuid(), tx, ''Wallet'', NULL, NULL, -NEW."amountKobo", at)\x3B
  RETURN NULL\x3B
END';
CREATE TRIGGER "Payout_failure_writes_ledger" AFTER UPDATE OF "status" ON "Payout" FOR EACH ROW WHEN (NEW."status" = 'Failed' AND OLD."status" <> 'Failed') EXECUTE FUNCTION "payout_failure_writes_ledger"();

-- The books before the ledger: every payment and refund already written gets its entries, in the
-- order they happened (a refund reads its payment’s split). Their commission is the default 15 %.
SELECT "ledger_record_payment"(p) FROM "Payment" p ORDER BY p."paidAt", p."id";
SELECT "ledger_record_refund"(r) FROM "Refund" r ORDER BY r."requestedAt", r."id";
