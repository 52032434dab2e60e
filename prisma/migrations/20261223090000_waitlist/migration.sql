-- The waitlist (docs/decisions/026-waitlist.md): patients waiting for a therapist's hours, the hours
-- that became bookable again, and one notice per waiting entry and freed hour.
-- Made with prisma migrate diff (schema to schema), plus by hand: the two partial unique indexes
-- (one entry per patient, therapist and date, or per patient and therapist for any time) and the
-- CHECK constraints, which Prisma's schema language cannot express.

-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" UUID NOT NULL,
    "patientId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "date" DATE,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "lastNotifiedAt" TIMESTAMPTZ(3),

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WaitlistOpening" (
    "id" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "hours" TIMESTAMPTZ(3)[],
    "freedAt" TIMESTAMPTZ(3) NOT NULL,
    "sourceKey" TEXT,
    "claimedUntil" TIMESTAMPTZ(3),
    "processedAt" TIMESTAMPTZ(3),

    CONSTRAINT "WaitlistOpening_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WaitlistNotice" (
    "entryId" UUID NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "WaitlistNotice_pkey" PRIMARY KEY ("entryId","startsAt")
);

-- CreateIndex
CREATE INDEX "WaitlistEntry_patientId_expiresAt_idx" ON "WaitlistEntry"("patientId", "expiresAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_therapistId_expiresAt_idx" ON "WaitlistEntry"("therapistId", "expiresAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_expiresAt_idx" ON "WaitlistEntry"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistOpening_sourceKey_key" ON "WaitlistOpening"("sourceKey");

-- CreateIndex
CREATE INDEX "WaitlistOpening_processedAt_freedAt_idx" ON "WaitlistOpening"("processedAt", "freedAt");

-- CreateIndex
CREATE INDEX "WaitlistOpening_therapistId_processedAt_idx" ON "WaitlistOpening"("therapistId", "processedAt");

-- CreateIndex
CREATE INDEX "WaitlistNotice_sentAt_createdAt_idx" ON "WaitlistNotice"("sentAt", "createdAt");

-- CreateIndex (by hand: one entry per patient, therapist and date)
CREATE UNIQUE INDEX "WaitlistEntry_one_per_date_key" ON "WaitlistEntry"("patientId", "therapistId", "date") WHERE "date" IS NOT NULL;

-- CreateIndex (by hand: one any-time entry per patient and therapist)
CREATE UNIQUE INDEX "WaitlistEntry_one_any_time_key" ON "WaitlistEntry"("patientId", "therapistId") WHERE "date" IS NULL;

-- CHECK (by hand: an entry ends after it starts, and an opening names at least one hour)
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_expires_after_creation" CHECK ("expiresAt" > "createdAt");
ALTER TABLE "WaitlistOpening" ADD CONSTRAINT "WaitlistOpening_has_hours" CHECK (cardinality("hours") > 0);

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistOpening" ADD CONSTRAINT "WaitlistOpening_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistNotice" ADD CONSTRAINT "WaitlistNotice_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "WaitlistEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
