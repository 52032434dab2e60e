-- Finding the right therapist: languages, a stated faith-based approach, the next free hours the
-- directory filters and sorts by, and the visible reviews' count and rating total.

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('English', 'Yoruba', 'Hausa', 'Igbo', 'Pidgin', 'French', 'Other');

-- CreateEnum
CREATE TYPE "FaithApproach" AS ENUM ('Christian', 'Muslim', 'Interfaith');

-- AlterTable
ALTER TABLE "TherapistProfile" ADD COLUMN     "faith" "FaithApproach",
ADD COLUMN     "freeHoursAhead" TIMESTAMPTZ(3)[] DEFAULT ARRAY[]::TIMESTAMPTZ(3)[],
ADD COLUMN     "freeHoursCheckedAt" TIMESTAMPTZ(3),
ADD COLUMN     "languages" "Language"[] DEFAULT ARRAY['English']::"Language"[],
ADD COLUMN     "ratingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ratingTotal" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "TherapistProfile_languages_idx" ON "TherapistProfile" USING GIN ("languages");

-- Prisma cannot say NOT NULL for a list or express these rules: written by hand.
ALTER TABLE "TherapistProfile" ALTER COLUMN "languages" SET NOT NULL;
ALTER TABLE "TherapistProfile" ALTER COLUMN "freeHoursAhead" SET NOT NULL;
ALTER TABLE "TherapistProfile" ADD CONSTRAINT "TherapistProfile_speaks_a_language" CHECK (cardinality("languages") > 0);
ALTER TABLE "TherapistProfile" ADD CONSTRAINT "TherapistProfile_rating_in_range"
  CHECK ("ratingCount" >= 0 AND "ratingTotal" >= "ratingCount" AND "ratingTotal" <= 5 * "ratingCount");
