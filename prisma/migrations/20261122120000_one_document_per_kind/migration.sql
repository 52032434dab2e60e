-- One current verification document per kind per therapist (issue 6). A declined document is
-- replaced in one transaction (the old row goes, the new one comes), so a double submit or two
-- tabs can never leave two certificates, CAC documents or logos for one therapist.
-- DropIndex
DROP INDEX "TherapistDocument_therapistId_kind_createdAt_idx";

-- CreateIndex
CREATE UNIQUE INDEX "TherapistDocument_therapistId_kind_key" ON "TherapistDocument"("therapistId", "kind");
