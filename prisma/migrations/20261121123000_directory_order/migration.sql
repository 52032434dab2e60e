-- The directory lists verified therapists newest verified first, then by id: this index lets
-- Postgres read each page in that order instead of sorting every verified therapist.
-- CreateIndex
CREATE INDEX "TherapistProfile_isVerified_verifiedAt_userId_idx" ON "TherapistProfile"("isVerified", "verifiedAt" DESC, "userId" DESC);
