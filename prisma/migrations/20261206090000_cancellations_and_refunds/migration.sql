-- Cancellations, no-shows and refunds (docs/decisions/021-cancellations-and-refunds.md).
-- CreateEnum
CREATE TYPE "CancelledBy" AS ENUM ('Patient', 'Therapist', 'Admin');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('Requested', 'AwaitingAccount', 'Processing', 'Completed', 'Failed');

-- CreateEnum
CREATE TYPE "RefundReason" AS ENUM ('PatientCancelled', 'TherapistCancelled', 'AdminCancelled', 'TherapistAbsent', 'LatePayment');

-- CreateEnum
CREATE TYPE "AbsenceReportStatus" AS ENUM ('Open', 'Refunded', 'Dismissed');

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "cancelReason" TEXT,
ADD COLUMN     "cancelledAt" TIMESTAMPTZ(3),
ADD COLUMN     "cancelledBy" "CancelledBy",
ADD COLUMN     "patientNoShowAt" TIMESTAMPTZ(3),
ADD COLUMN     "paymentReversedAt" TIMESTAMPTZ(3),
ADD COLUMN     "policyFullRefundHours" INTEGER,
ADD COLUMN     "policyLateRefundPercent" INTEGER;

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "paymentMethod" TEXT;

-- CreateTable
CREATE TABLE "Refund" (
    "id" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "amountKobo" INTEGER NOT NULL,
    "reason" "RefundReason" NOT NULL,
    "note" TEXT,
    "status" "RefundStatus" NOT NULL DEFAULT 'Requested',
    "provider" "PaymentProvider" NOT NULL,
    "destinationAccountNumber" TEXT,
    "destinationBankCode" TEXT,
    "destinationAccountName" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "requestedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AbsenceReport" (
    "id" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "note" TEXT,
    "status" "AbsenceReportStatus" NOT NULL DEFAULT 'Open',
    "resolvedById" UUID,
    "resolvedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AbsenceReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProviderEvent" (
    "id" UUID NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "eventType" TEXT NOT NULL,
    "bodyHash" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "alert" TEXT,

    CONSTRAINT "ProviderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_paymentId_key" ON "Refund"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_reference_key" ON "Refund"("reference");

-- CreateIndex
CREATE INDEX "Refund_status_updatedAt_idx" ON "Refund"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "Refund_appointmentId_idx" ON "Refund"("appointmentId");

-- CreateIndex
CREATE UNIQUE INDEX "AbsenceReport_appointmentId_key" ON "AbsenceReport"("appointmentId");

-- CreateIndex
CREATE INDEX "AbsenceReport_status_createdAt_idx" ON "AbsenceReport"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProviderEvent_bodyHash_key" ON "ProviderEvent"("bodyHash");

-- CreateIndex
CREATE INDEX "ProviderEvent_processedAt_receivedAt_idx" ON "ProviderEvent"("processedAt", "receivedAt");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbsenceReport" ADD CONSTRAINT "AbsenceReport_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbsenceReport" ADD CONSTRAINT "AbsenceReport_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A refund is more than nothing and never more than the payment it returns (one refund per payment:
-- the unique paymentId above). Checked in the database, so no code path can pay out more than was paid.
CREATE FUNCTION "refund_within_payment"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF NEW."amountKobo" <= 0 OR NEW."amountKobo" > (SELECT p."amountKobo" FROM "Payment" p WHERE p."id" = NEW."paymentId") THEN RAISE EXCEPTION ''refund % exceeds its payment'', NEW."reference" USING ERRCODE = ''check_violation'', CONSTRAINT = ''Refund_within_payment''\x3B END IF\x3B IF NEW."appointmentId" <> (SELECT p."appointmentId" FROM "Payment" p WHERE p."id" = NEW."paymentId") THEN RAISE EXCEPTION ''refund % names another appointment'', NEW."reference" USING ERRCODE = ''check_violation'', CONSTRAINT = ''Refund_within_payment''\x3B END IF\x3B RETURN NEW\x3B END';

CREATE TRIGGER "Refund_within_payment" BEFORE INSERT OR UPDATE OF "amountKobo", "paymentId", "appointmentId" ON "Refund" FOR EACH ROW EXECUTE FUNCTION "refund_within_payment"();

ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_policy_range" CHECK (("policyFullRefundHours" IS NULL OR "policyFullRefundHours" BETWEEN 0 AND 720) AND ("policyLateRefundPercent" IS NULL OR "policyLateRefundPercent" BETWEEN 0 AND 100));

-- Sessions paid before policies were stored get the policy the platform had then: a full refund up
-- to 24 hours before, nothing later.
UPDATE "Appointment" SET "policyFullRefundHours" = 24, "policyLateRefundPercent" = 0 WHERE "status" = 'Paid' AND "policyFullRefundHours" IS NULL;
