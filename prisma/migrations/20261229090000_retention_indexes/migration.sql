-- The retention job (lib/server/privacy/apply-retention.ts) deletes rows past their time in small
-- batches by these columns: indexes keep each batch a short range read instead of a table scan.

-- CreateIndex
CREATE INDEX "BlogPostView_day_idx" ON "BlogPostView"("day");

-- CreateIndex
CREATE INDEX "PasswordResetToken_expiresAt_idx" ON "PasswordResetToken"("expiresAt");

-- CreateIndex
CREATE INDEX "UserSession_expiresAt_idx" ON "UserSession"("expiresAt");

-- CreateIndex
CREATE INDEX "LoginAttempt_createdAt_idx" ON "LoginAttempt"("createdAt");
