-- Reminders that reach people: per-person channel choices and calendar title, the text message
-- outbox (SMS and WhatsApp through Termii, or kept here without a provider), and one claim row per
-- reminder sent, keyed by the session's start time (lib/server/booking/send-reminders.ts).

-- CreateEnum
CREATE TYPE "CalendarTitle" AS ENUM ('Discreet', 'Descriptive');

-- CreateEnum
CREATE TYPE "TextChannel" AS ENUM ('SMS', 'WhatsApp');

-- CreateEnum
CREATE TYPE "TextMessageStatus" AS ENUM ('Queued', 'Sent', 'Failed');

-- CreateEnum
CREATE TYPE "ReminderKind" AS ENUM ('DayBefore', 'HourBefore');

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "userId" UUID NOT NULL,
    "email" BOOLEAN NOT NULL DEFAULT true,
    "sms" BOOLEAN NOT NULL DEFAULT false,
    "whatsapp" BOOLEAN NOT NULL DEFAULT false,
    "calendarTitle" "CalendarTitle" NOT NULL DEFAULT 'Discreet',
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "TextMessage" (
    "id" UUID NOT NULL,
    "userId" UUID,
    "to" TEXT NOT NULL,
    "channel" "TextChannel" NOT NULL,
    "text" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "status" "TextMessageStatus" NOT NULL DEFAULT 'Queued',
    "provider" TEXT NOT NULL,
    "providerMessageId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "TextMessage_pkey" PRIMARY KEY ("id"),
    -- E.164: a plus, then 8 to 15 digits (Nigerian mobiles are +234 and ten digits).
    CONSTRAINT "TextMessage_to_e164" CHECK ("to" ~ '^\+[1-9][0-9]{7,14}$'),
    CONSTRAINT "TextMessage_text_length" CHECK (length("text") BETWEEN 1 AND 1000),
    CONSTRAINT "TextMessage_provider_known" CHECK ("provider" IN ('termii', 'outbox'))
);

-- CreateTable
CREATE TABLE "AppointmentReminder" (
    "appointmentId" UUID NOT NULL,
    "kind" "ReminderKind" NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "claimedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AppointmentReminder_pkey" PRIMARY KEY ("appointmentId","kind","startsAt")
);

-- A day-before reminder already sent (the old one-email reminder) is that session's day-before claim,
-- so it is not sent a second time.
INSERT INTO "AppointmentReminder" ("appointmentId", "kind", "startsAt", "claimedAt")
SELECT "id", 'DayBefore', "startsAt", "reminderSentAt" FROM "Appointment" WHERE "reminderSentAt" IS NOT NULL;

-- "Appointment"."reminderSentAt" stays (no longer written): the version before this one still reads
-- it while a deployment rolls out, and migrations only add.

-- CreateIndex
CREATE INDEX "TextMessage_createdAt_id_idx" ON "TextMessage"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "TextMessage_userId_idx" ON "TextMessage"("userId");

-- CreateIndex
CREATE INDEX "TextMessage_to_idx" ON "TextMessage"("to");

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TextMessage" ADD CONSTRAINT "TextMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AppointmentReminder" ADD CONSTRAINT "AppointmentReminder_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
