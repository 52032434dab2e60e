-- Payment alerts an admin sees and marks handled (lib/server/payments/payment-alerts.ts), and the
-- appointment an alert is about when one is known.
ALTER TABLE "ProviderEvent" ADD COLUMN "alertHandledAt" TIMESTAMPTZ(3),
ADD COLUMN "alertHandledById" UUID,
ADD COLUMN "appointmentId" UUID;

CREATE INDEX "ProviderEvent_alertHandledAt_receivedAt_idx" ON "ProviderEvent"("alertHandledAt", "receivedAt");

ALTER TABLE "ProviderEvent" ADD CONSTRAINT "ProviderEvent_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "ProviderEvent" ADD CONSTRAINT "ProviderEvent_alertHandledById_fkey" FOREIGN KEY ("alertHandledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
