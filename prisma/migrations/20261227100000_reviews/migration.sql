-- Verified reviews (docs/decisions/031-reviews.md): one per paid session that has ended, the therapist's
-- one reply, hiding by an admin or manager, and the claim of the email that asks for a review.
-- Made with prisma migrate diff (schema to schema), plus by hand: the CHECKs and the trigger at the end.

-- CreateTable
CREATE TABLE "Review" (
    "id" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "patientId" UUID NOT NULL,
    "rating" INTEGER NOT NULL,
    "comment" TEXT,
    "reply" TEXT,
    "repliedAt" TIMESTAMPTZ(3),
    "hiddenAt" TIMESTAMPTZ(3),
    "hiddenReason" TEXT,
    "hiddenById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewRequest" (
    "appointmentId" UUID NOT NULL,
    "claimedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewRequest_pkey" PRIMARY KEY ("appointmentId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Review_appointmentId_key" ON "Review"("appointmentId");

-- CreateIndex
CREATE INDEX "Review_therapistId_hiddenAt_createdAt_id_idx" ON "Review"("therapistId", "hiddenAt", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Review_createdAt_id_idx" ON "Review"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Review_patientId_idx" ON "Review"("patientId");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_appointmentId_patientId_fkey" FOREIGN KEY ("appointmentId", "patientId") REFERENCES "Appointment"("id", "patientId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_hiddenById_fkey" FOREIGN KEY ("hiddenById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewRequest" ADD CONSTRAINT "ReviewRequest_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- By hand: rules Prisma cannot express.
ALTER TABLE "Review" ADD CONSTRAINT "Review_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "Review" ADD CONSTRAINT "Review_comment_length" CHECK ("comment" IS NULL OR char_length("comment") BETWEEN 1 AND 1000);
ALTER TABLE "Review" ADD CONSTRAINT "Review_reply_complete" CHECK (("reply" IS NULL) = ("repliedAt" IS NULL) AND ("reply" IS NULL OR char_length("reply") BETWEEN 1 AND 1000));
ALTER TABLE "Review" ADD CONSTRAINT "Review_hidden_complete" CHECK (("hiddenAt" IS NULL) = ("hiddenReason" IS NULL) AND ("hiddenAt" IS NULL) = ("hiddenById" IS NULL) AND ("hiddenReason" IS NULL OR char_length("hiddenReason") BETWEEN 1 AND 500));

-- The last line behind the review module: a review is of a Paid session that has ended, whose patient
-- was not marked absent, and names that session's therapist (its patient is the composite foreign key's).
CREATE FUNCTION "review_of_ended_paid_session"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF NOT EXISTS (SELECT 1 FROM "Appointment" a WHERE a."id" = NEW."appointmentId" AND a."therapistId" = NEW."therapistId" AND a."status" = ''Paid'' AND a."endsAt" <= now() AND a."patientNoShowAt" IS NULL) THEN RAISE EXCEPTION ''a review needs a paid session of its therapist that has ended'' USING ERRCODE = ''check_violation'', CONSTRAINT = ''Review_of_ended_paid_session''\x3B END IF\x3B RETURN NEW\x3B END';

CREATE TRIGGER "Review_of_ended_paid_session" BEFORE INSERT OR UPDATE OF "appointmentId", "therapistId" ON "Review" FOR EACH ROW EXECUTE FUNCTION "review_of_ended_paid_session"();
