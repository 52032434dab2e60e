-- The admin lists (issue 7) stay fast with 100,000 users or appointments.
-- Search is "email or name contains" (ILIKE '%text%'), which no b-tree can serve: trigram GIN indexes
-- (pg_trgm, shipped with PostgreSQL and available on the embedded server and managed hosts) can.
-- Each list is read newest first with the id as tie-break, straight off an index in that order.
-- Made with prisma migrate diff (schema to schema), plus the extension, which Prisma does not manage.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "User_role_createdAt_id_idx" ON "User"("role", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_fullName_trgm_idx" ON "User" USING GIN ("fullName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Appointment_startsAt_id_idx" ON "Appointment"("startsAt" DESC, "id" DESC);
