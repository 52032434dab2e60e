-- A refund takes the commission back with the sign it was written with. A database that applied the
-- first version of 20261228090000_ledger_and_payouts gets the corrected function here (the same text
-- that migration now has).
CREATE OR REPLACE FUNCTION "ledger_record_refund"(r "Refund") RETURNS void LANGUAGE plpgsql AS E'
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
