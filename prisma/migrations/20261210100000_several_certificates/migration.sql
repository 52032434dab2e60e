-- A therapist may upload several certificates (one per qualification, each reviewed on its own),
-- while the CAC document and the logo stay one per therapist. The unique (therapistId, kind) goes
-- and a partial unique index keeps the rule for the two single kinds, so a double submit or two
-- tabs can still never leave two CAC documents or two logos. How many certificates one therapist may
-- hold is checked by the upload under the therapist's profile lock.
-- Made with prisma migrate diff (schema to schema), plus the partial unique index, which Prisma's
-- schema language cannot express.

-- DropIndex
DROP INDEX "TherapistDocument_therapistId_kind_key";

-- CreateIndex
CREATE INDEX "TherapistDocument_therapistId_kind_createdAt_idx" ON "TherapistDocument"("therapistId", "kind", "createdAt");

-- CreateIndex (by hand: one CAC document and one logo per therapist)
CREATE UNIQUE INDEX "TherapistDocument_one_per_single_kind_key" ON "TherapistDocument"("therapistId", "kind") WHERE "kind" <> 'Certificate';
