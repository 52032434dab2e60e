-- Where a person is signed in (decision 042): each sign-in keeps the session version its token
-- carries, the browser's user agent and only part of the address it came from.

-- AlterTable
ALTER TABLE "UserSession" ADD COLUMN     "partialAddress" TEXT,
ADD COLUMN     "sessionVersion" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "userAgent" TEXT;

-- Sign-ins made before this release carry the version their user has now: they stay live as before.
UPDATE "UserSession" s SET "sessionVersion" = u."sessionVersion" FROM "User" u WHERE u."id" = s."userId";

-- The user agent is stored cut to 300 characters, the address only in part.
ALTER TABLE "UserSession" ADD CONSTRAINT "UserSession_userAgent_length" CHECK (char_length("userAgent") <= 300);
ALTER TABLE "UserSession" ADD CONSTRAINT "UserSession_partialAddress_length" CHECK (char_length("partialAddress") <= 64);

-- Marketing emails are a consent of their own kind (off unless given, decision 042).
ALTER TABLE "Consent" DROP CONSTRAINT "Consent_known_kind";
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_known_kind" CHECK ("kind" IN ('health-data', 'marketing-emails'));
