-- The admin pages of issue 15 filter the audit log and search the outbox in the database.
-- The audit log names the person an action was about and is filtered by them (by name or email), so
-- each entry links that person: a foreign key with an index, set null if the row ever goes (erasure
-- keeps the row, anonymised). Entries written before this change get theirs from what they stored.
-- The outbox search is "recipient or subject contains" (ILIKE '%text%'): trigram GIN indexes, as for
-- the user search (pg_trgm is enabled by 20261123100000_admin_list_search).
-- Made with prisma migrate diff (schema to schema), plus the backfill.

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "targetUserId" UUID;

-- Backfill: the user or therapist itself, a document's therapist, a deleted comment's author.
UPDATE "AuditLog" a SET "targetUserId" = u."id" FROM "User" u
WHERE a."targetUserId" IS NULL AND u."id"::text = CASE
  WHEN a."targetType" IN ('User', 'Therapist') THEN a."targetId"
  WHEN a."targetType" = 'TherapistDocument' THEN a."details"->>'therapistId'
  WHEN a."targetType" = 'Comment' THEN a."details"->>'authorId'
END;

-- CreateIndex
CREATE INDEX "EmailOutbox_to_trgm_idx" ON "EmailOutbox" USING GIN ("to" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "EmailOutbox_subject_trgm_idx" ON "EmailOutbox" USING GIN ("subject" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "AuditLog_action_createdAt_idx" ON "AuditLog"("action", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditLog_actorId_createdAt_idx" ON "AuditLog"("actorId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditLog_targetUserId_createdAt_idx" ON "AuditLog"("targetUserId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_targetUserId_fkey" FOREIGN KEY ("targetUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
