-- CreateEnum
CREATE TYPE "SessionMode" AS ENUM ('Video', 'Audio', 'Phone');

-- AlterTable
ALTER TABLE "TherapistProfile" ADD COLUMN     "sessionModes" "SessionMode"[] DEFAULT ARRAY['Video']::"SessionMode"[];

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "sessionMode" "SessionMode" NOT NULL DEFAULT 'Video';

-- CreateTable
CREATE TABLE "Consent" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "givenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMPTZ(3),
    "replacedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Consent_userId_givenAt_idx" ON "Consent"("userId", "givenAt");

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- By hand: a therapist offers at least one way to meet, and the list is never null
ALTER TABLE "TherapistProfile" ALTER COLUMN "sessionModes" SET NOT NULL;
ALTER TABLE "TherapistProfile" ADD CONSTRAINT "TherapistProfile_offers_a_session_mode" CHECK (cardinality("sessionModes") > 0);

-- By hand: the kinds of consent the platform asks for, and an end only after the start
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_known_kind" CHECK ("kind" IN ('health-data'));
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_version_not_blank" CHECK (length(btrim("version")) > 0);
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_ends_once" CHECK ("withdrawnAt" IS NULL OR "replacedAt" IS NULL);
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_ends_after_given" CHECK (coalesce("withdrawnAt", "replacedAt", "givenAt") >= "givenAt");

-- CreateIndex (by hand: at most one consent in force per person and kind)
CREATE UNIQUE INDEX "Consent_one_in_force_key" ON "Consent"("userId", "kind") WHERE "withdrawnAt" IS NULL AND "replacedAt" IS NULL;
