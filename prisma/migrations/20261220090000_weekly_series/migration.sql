-- Standing weekly sessions (docs/decisions/023-weekly-series.md): an AppointmentSeries is paid with
-- ONE checkout under its own paymentReference, and each week is an ordinary Appointment pointing at it,
-- and gets ONE Payment row carrying its own share of the amount and the shared provider
-- transactionReference.

-- A provider transaction still belongs to one booking of its own, but every week of a series shares
-- its series transaction: the unique keys on transactionReference become partial (not part of a
-- series), written by hand below.
DROP INDEX "Appointment_transactionReference_key";

DROP INDEX "Payment_transactionReference_key";

ALTER TABLE "Appointment" ADD COLUMN     "seriesId" UUID,
ADD COLUMN     "seriesIndex" INTEGER;

ALTER TABLE "Payment" ADD COLUMN     "seriesId" UUID;

CREATE TABLE "AppointmentSeries" (
    "id" UUID NOT NULL,
    "patientId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "weeks" INTEGER NOT NULL,
    "paymentReference" TEXT NOT NULL,
    "amountKobo" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AppointmentSeries_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AppointmentSeries_paymentReference_key" ON "AppointmentSeries"("paymentReference");

CREATE INDEX "AppointmentSeries_patientId_createdAt_idx" ON "AppointmentSeries"("patientId", "createdAt");

CREATE INDEX "AppointmentSeries_therapistId_idx" ON "AppointmentSeries"("therapistId");

CREATE UNIQUE INDEX "Appointment_seriesId_seriesIndex_key" ON "Appointment"("seriesId", "seriesIndex");

CREATE INDEX "Payment_transactionReference_idx" ON "Payment"("transactionReference");

CREATE INDEX "Payment_seriesId_idx" ON "Payment"("seriesId");

ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "AppointmentSeries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "AppointmentSeries" ADD CONSTRAINT "AppointmentSeries_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "AppointmentSeries" ADD CONSTRAINT "AppointmentSeries_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "AppointmentSeries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written rules Prisma cannot express.

-- A booking of its own keeps the usual guarantee: one provider transaction confirms one appointment
-- and is one payment.
CREATE UNIQUE INDEX "Appointment_transactionReference_single_key" ON "Appointment"("transactionReference") WHERE "seriesId" IS NULL;

CREATE UNIQUE INDEX "Payment_transactionReference_single_key" ON "Payment"("transactionReference") WHERE "seriesId" IS NULL;

-- Within a series, a transaction pays each week once.
CREATE UNIQUE INDEX "Payment_transactionReference_appointmentId_key" ON "Payment"("transactionReference", "appointmentId");

-- A series is 2 to 12 weeks for a positive amount, and a week of one names its index (1 to 12).
ALTER TABLE "AppointmentSeries" ADD CONSTRAINT "AppointmentSeries_weeks_check" CHECK ("weeks" BETWEEN 2 AND 12);

ALTER TABLE "AppointmentSeries" ADD CONSTRAINT "AppointmentSeries_amountKobo_check" CHECK ("amountKobo" > 0);

ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_series_index_check" CHECK (("seriesId" IS NULL AND "seriesIndex" IS NULL) OR ("seriesId" IS NOT NULL AND "seriesIndex" BETWEEN 1 AND 12));

-- A week payment names the own series of the week (or none): the composite key makes the payment
-- series always its appointment, so a share of one series checkout cannot land on the week of another.
CREATE UNIQUE INDEX "Appointment_id_seriesId_key" ON "Appointment"("id", "seriesId");

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_series_matches_appointment" FOREIGN KEY ("appointmentId", "seriesId") REFERENCES "Appointment"("id", "seriesId") ON DELETE RESTRICT ON UPDATE CASCADE;
