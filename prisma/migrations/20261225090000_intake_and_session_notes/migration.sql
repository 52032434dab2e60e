-- AlterTable
ALTER TABLE "TherapistProfile" ADD COLUMN     "intakeQuestions" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "Intake" (
    "id" UUID NOT NULL,
    "patientId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "answersCiphertext" TEXT NOT NULL,
    "answersKeyId" TEXT NOT NULL,
    "submittedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Intake_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SafetyAlert" (
    "id" UUID NOT NULL,
    "intakeId" UUID NOT NULL,
    "raisedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acknowledgedAt" TIMESTAMPTZ(3),

    CONSTRAINT "SafetyAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SessionNote" (
    "id" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "noteCiphertext" TEXT NOT NULL,
    "noteKeyId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SessionNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Intake_therapistId_idx" ON "Intake"("therapistId");

-- CreateIndex
CREATE UNIQUE INDEX "Intake_patientId_therapistId_key" ON "Intake"("patientId", "therapistId");

-- CreateIndex
CREATE INDEX "SafetyAlert_intakeId_idx" ON "SafetyAlert"("intakeId");

-- CreateIndex
CREATE INDEX "SafetyAlert_raisedAt_id_idx" ON "SafetyAlert"("raisedAt" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "SessionNote_appointmentId_key" ON "SessionNote"("appointmentId");

-- CreateIndex
CREATE INDEX "SessionNote_therapistId_idx" ON "SessionNote"("therapistId");

-- AddForeignKey
ALTER TABLE "Intake" ADD CONSTRAINT "Intake_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intake" ADD CONSTRAINT "Intake_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Intake" ADD CONSTRAINT "Intake_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SafetyAlert" ADD CONSTRAINT "SafetyAlert_intakeId_fkey" FOREIGN KEY ("intakeId") REFERENCES "Intake"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SessionNote" ADD CONSTRAINT "SessionNote_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SessionNote" ADD CONSTRAINT "SessionNote_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Written by hand: rules Prisma cannot express.

-- A therapist keeps at most five questions of their own.
ALTER TABLE "TherapistProfile" ADD CONSTRAINT "TherapistProfile_intakeQuestions_five" CHECK (coalesce(cardinality("intakeQuestions"), 0) <= 5);

-- An intake and a session note belong to the two people of the appointment they name: the
-- composite keys make a row pointing at someone else's appointment impossible.
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_id_therapistId_key" UNIQUE ("id", "therapistId");
ALTER TABLE "Intake" ADD CONSTRAINT "Intake_appointment_patient_fkey" FOREIGN KEY ("appointmentId", "patientId") REFERENCES "Appointment"("id", "patientId") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Intake" ADD CONSTRAINT "Intake_appointment_therapist_fkey" FOREIGN KEY ("appointmentId", "therapistId") REFERENCES "Appointment"("id", "therapistId") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "SessionNote" ADD CONSTRAINT "SessionNote_appointment_therapist_fkey" FOREIGN KEY ("appointmentId", "therapistId") REFERENCES "Appointment"("id", "therapistId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Sealed values only: never an empty ciphertext or a value without its key id.
ALTER TABLE "Intake" ADD CONSTRAINT "Intake_sealed" CHECK (length("answersCiphertext") > 0 AND length("answersKeyId") > 0);
ALTER TABLE "SessionNote" ADD CONSTRAINT "SessionNote_sealed" CHECK (length("noteCiphertext") > 0 AND length("noteKeyId") > 0);

