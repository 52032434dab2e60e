-- Comments in migrations must not contain semicolons: the offline engine splits statements on them.
-- CreateEnum
CREATE TYPE "Role" AS ENUM ('Patient', 'Therapist', 'Admin', 'Manager');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('Male', 'Female');

-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('Certificate', 'CacDocument', 'Logo');

-- CreateEnum
CREATE TYPE "ReviewState" AS ENUM ('Pending', 'Approved', 'Declined');

-- CreateEnum
CREATE TYPE "AppointmentStatus" AS ENUM ('Pending', 'Paid', 'Cancelled', 'Expired');

-- CreateEnum
CREATE TYPE "PaymentProvider" AS ENUM ('Monnify', 'Sandbox');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('Paid', 'RefundRequired', 'Refunded');

-- CreateEnum
CREATE TYPE "SandboxOutcome" AS ENUM ('PAID', 'FAILED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "FileVisibility" AS ENUM ('Public', 'Private');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('Queued', 'Sent', 'Failed');

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'Patient',
    "gender" "Gender",
    "phoneNumber" TEXT,
    "dateOfBirth" DATE,
    "address" TEXT,
    "localGovernment" TEXT,
    "state" TEXT,
    "isBlocked" BOOLEAN NOT NULL DEFAULT false,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "lastSeenAt" TIMESTAMPTZ(3),
    "erasedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TherapistProfile" (
    "userId" UUID NOT NULL,
    "bio" TEXT NOT NULL,
    "feeKobo" INTEGER NOT NULL,
    "specialties" TEXT[],
    "yearsOfExperience" INTEGER NOT NULL,
    "photoFileId" UUID,
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "verifiedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TherapistProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "TherapistDocument" (
    "id" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "fileId" UUID NOT NULL,
    "reviewState" "ReviewState" NOT NULL DEFAULT 'Pending',
    "declineReason" TEXT,
    "reviewedById" UUID,
    "reviewedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TherapistDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" UUID NOT NULL,
    "storageKey" TEXT NOT NULL,
    "url" TEXT,
    "contentType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "visibility" "FileVisibility" NOT NULL,
    "uploadedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Availability" (
    "id" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "date" DATE NOT NULL,
    "hours" INTEGER[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Availability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Appointment" (
    "id" UUID NOT NULL,
    "patientId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "durationHours" INTEGER NOT NULL,
    "amountKobo" INTEGER NOT NULL,
    "status" "AppointmentStatus" NOT NULL DEFAULT 'Pending',
    "isComplete" BOOLEAN NOT NULL DEFAULT false,
    "completedAt" TIMESTAMPTZ(3),
    "paymentReference" TEXT NOT NULL,
    "transactionReference" TEXT,
    "holdExpiresAt" TIMESTAMPTZ(3),
    "videoLink" TEXT,
    "reminderSentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Appointment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AppointmentSlot" (
    "therapistId" UUID NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "appointmentId" UUID NOT NULL,

    CONSTRAINT "AppointmentSlot_pkey" PRIMARY KEY ("therapistId","startsAt")
);

-- CreateTable
CREATE TABLE "AppointmentReschedule" (
    "id" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "fromStartsAt" TIMESTAMPTZ(3) NOT NULL,
    "fromEndsAt" TIMESTAMPTZ(3) NOT NULL,
    "toStartsAt" TIMESTAMPTZ(3) NOT NULL,
    "toEndsAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AppointmentReschedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "paymentReference" TEXT NOT NULL,
    "transactionReference" TEXT,
    "amountKobo" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'NGN',
    "status" "PaymentStatus" NOT NULL,
    "paidAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxPayment" (
    "paymentReference" TEXT NOT NULL,
    "outcome" "SandboxOutcome" NOT NULL,
    "amountKobo" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'NGN',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SandboxPayment_pkey" PRIMARY KEY ("paymentReference")
);

-- CreateTable
CREATE TABLE "BlogPost" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "imageFileId" UUID,
    "views" INTEGER NOT NULL DEFAULT 0,
    "authorId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BlogPost_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BlogPostView" (
    "postId" UUID NOT NULL,
    "visitorHash" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "BlogPostView_pkey" PRIMARY KEY ("postId","visitorHash","day")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailOutbox" (
    "id" UUID NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attachments" JSONB,
    "status" "EmailStatus" NOT NULL DEFAULT 'Queued',
    "provider" TEXT NOT NULL,
    "providerMessageId" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "EmailOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContactMessage" (
    "id" UUID NOT NULL,
    "fullName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContactMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" UUID NOT NULL,
    "actorId" UUID,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT,
    "details" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginAttempt" (
    "id" BIGSERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "succeeded" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitEvent" (
    "id" BIGSERIAL NOT NULL,
    "bucket" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RateLimitEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_role_createdAt_idx" ON "User"("role", "createdAt");

-- CreateIndex
CREATE INDEX "User_fullName_idx" ON "User"("fullName");

-- CreateIndex
CREATE UNIQUE INDEX "TherapistProfile_photoFileId_key" ON "TherapistProfile"("photoFileId");

-- CreateIndex
CREATE INDEX "TherapistProfile_isVerified_createdAt_idx" ON "TherapistProfile"("isVerified", "createdAt");

-- CreateIndex
CREATE INDEX "TherapistProfile_specialties_idx" ON "TherapistProfile" USING GIN ("specialties");

-- CreateIndex
CREATE UNIQUE INDEX "TherapistDocument_fileId_key" ON "TherapistDocument"("fileId");

-- CreateIndex
CREATE INDEX "TherapistDocument_therapistId_kind_createdAt_idx" ON "TherapistDocument"("therapistId", "kind", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_storageKey_key" ON "StoredFile"("storageKey");

-- CreateIndex
CREATE INDEX "Availability_date_idx" ON "Availability"("date");

-- CreateIndex
CREATE UNIQUE INDEX "Availability_therapistId_date_key" ON "Availability"("therapistId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "Appointment_paymentReference_key" ON "Appointment"("paymentReference");

-- CreateIndex
CREATE UNIQUE INDEX "Appointment_transactionReference_key" ON "Appointment"("transactionReference");

-- CreateIndex
CREATE INDEX "Appointment_patientId_startsAt_idx" ON "Appointment"("patientId", "startsAt" DESC);

-- CreateIndex
CREATE INDEX "Appointment_therapistId_startsAt_idx" ON "Appointment"("therapistId", "startsAt");

-- CreateIndex
CREATE INDEX "Appointment_status_holdExpiresAt_idx" ON "Appointment"("status", "holdExpiresAt");

-- CreateIndex
CREATE INDEX "Appointment_status_startsAt_idx" ON "Appointment"("status", "startsAt");

-- CreateIndex
CREATE INDEX "AppointmentSlot_appointmentId_idx" ON "AppointmentSlot"("appointmentId");

-- CreateIndex
CREATE INDEX "AppointmentReschedule_appointmentId_createdAt_idx" ON "AppointmentReschedule"("appointmentId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_paymentReference_key" ON "Payment"("paymentReference");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_transactionReference_key" ON "Payment"("transactionReference");

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Payment_appointmentId_idx" ON "Payment"("appointmentId");

-- CreateIndex
CREATE UNIQUE INDEX "BlogPost_imageFileId_key" ON "BlogPost"("imageFileId");

-- CreateIndex
CREATE INDEX "BlogPost_createdAt_idx" ON "BlogPost"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "BlogPost_title_idx" ON "BlogPost"("title");

-- CreateIndex
CREATE INDEX "Comment_postId_createdAt_idx" ON "Comment"("postId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_authorId_idx" ON "Comment"("authorId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_createdAt_idx" ON "PasswordResetToken"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "EmailOutbox_createdAt_idx" ON "EmailOutbox"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "EmailOutbox_to_createdAt_idx" ON "EmailOutbox"("to", "createdAt");

-- CreateIndex
CREATE INDEX "ContactMessage_createdAt_idx" ON "ContactMessage"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditLog_targetType_targetId_idx" ON "AuditLog"("targetType", "targetId");

-- CreateIndex
CREATE INDEX "LoginAttempt_email_createdAt_idx" ON "LoginAttempt"("email", "createdAt");

-- CreateIndex
CREATE INDEX "LoginAttempt_ipAddress_createdAt_idx" ON "LoginAttempt"("ipAddress", "createdAt");

-- CreateIndex
CREATE INDEX "RateLimitEvent_bucket_key_createdAt_idx" ON "RateLimitEvent"("bucket", "key", "createdAt");

-- AddForeignKey
ALTER TABLE "TherapistProfile" ADD CONSTRAINT "TherapistProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TherapistProfile" ADD CONSTRAINT "TherapistProfile_photoFileId_fkey" FOREIGN KEY ("photoFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TherapistDocument" ADD CONSTRAINT "TherapistDocument_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TherapistDocument" ADD CONSTRAINT "TherapistDocument_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TherapistDocument" ADD CONSTRAINT "TherapistDocument_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Availability" ADD CONSTRAINT "Availability_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AppointmentSlot" ADD CONSTRAINT "AppointmentSlot_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AppointmentSlot" ADD CONSTRAINT "AppointmentSlot_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AppointmentReschedule" ADD CONSTRAINT "AppointmentReschedule_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogPost" ADD CONSTRAINT "BlogPost_imageFileId_fkey" FOREIGN KEY ("imageFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogPost" ADD CONSTRAINT "BlogPost_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlogPostView" ADD CONSTRAINT "BlogPostView_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BlogPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_postId_fkey" FOREIGN KEY ("postId") REFERENCES "BlogPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Rules Prisma's schema language cannot express (docs/decisions/003-database-rules.md).
-- ---------------------------------------------------------------------------------------------

-- Emails are unique case-insensitively: the application stores them trimmed and lower-case, and
-- the database refuses anything else, so the plain unique index above is enough.
ALTER TABLE "User" ADD CONSTRAINT "User_email_normalised" CHECK ("email" = lower(btrim("email")));

CREATE FUNCTION alafia_array_is_distinct(anyarray) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT cardinality($1) = (SELECT count(DISTINCT x) FROM unnest($1) AS x) $$;

-- The fixed list of 15 specialties (spec 3): one to five, no repeats, the first is the main one.
ALTER TABLE "TherapistProfile"
  ADD CONSTRAINT "TherapistProfile_specialties_valid" CHECK (
    cardinality("specialties") BETWEEN 1 AND 5
    AND alafia_array_is_distinct("specialties")
    AND "specialties" <@ ARRAY[
      'Substance Abuse & Behavioral Disorder', 'Mental Health Counselor', 'Rehabilitation Counselor',
      'Family & Marriage Counseling', 'Career Counseling', 'Couples Counseling', 'Grief Counseling',
      'Child Counseling', 'College Counseling', 'Crisis Counseling', 'Adolescent Counseling',
      'Clinical Counseling', 'Eating Disorder', 'Anger Management Counseling', 'Faith/Pastoral Counseling'
    ]::text[]
  ),
  ADD CONSTRAINT "TherapistProfile_fee_positive" CHECK ("feeKobo" > 0),
  ADD CONSTRAINT "TherapistProfile_experience_valid" CHECK ("yearsOfExperience" BETWEEN 0 AND 80);

-- Hourly slots 00:00 to 23:00 (spec 9), at least one, no repeats.
ALTER TABLE "Availability" ADD CONSTRAINT "Availability_hours_valid" CHECK (
  cardinality("hours") BETWEEN 1 AND 24
  AND alafia_array_is_distinct("hours")
  AND "hours" <@ ARRAY[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23]
);

-- Appointments cover whole clock hours (Lagos has no daylight saving, so UTC hours are Lagos hours).
ALTER TABLE "Appointment"
  ADD CONSTRAINT "Appointment_whole_hours" CHECK (
    "durationHours" >= 1
    AND date_trunc('hour', "startsAt") = "startsAt"
    AND "endsAt" = "startsAt" + make_interval(hours => "durationHours")
  ),
  ADD CONSTRAINT "Appointment_amount_valid" CHECK ("amountKobo" >= 0),
  ADD CONSTRAINT "Appointment_hold_has_expiry" CHECK ("status" <> 'Pending' OR "holdExpiresAt" IS NOT NULL);

ALTER TABLE "AppointmentSlot" ADD CONSTRAINT "AppointmentSlot_whole_hour" CHECK (date_trunc('hour', "startsAt") = "startsAt");

ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amount_positive" CHECK ("amountKobo" > 0);

ALTER TABLE "Comment" ADD CONSTRAINT "Comment_text_not_blank" CHECK (length(btrim("text")) > 0);
