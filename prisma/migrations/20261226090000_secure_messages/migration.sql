-- Secure messages (docs/decisions/030-secure-messages.md): one thread per patient and therapist, and
-- its messages, whose bodies are sealed in the application before they reach the database.
-- Made with prisma migrate diff (schema to schema), plus by hand: the CHECK constraints at the end.

-- CreateTable
CREATE TABLE "MessageThread" (
    "id" UUID NOT NULL,
    "patientId" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastMessageAt" TIMESTAMPTZ(3),
    "patientReadAt" TIMESTAMPTZ(3),
    "therapistReadAt" TIMESTAMPTZ(3),
    "patientNotifiedAt" TIMESTAMPTZ(3),
    "therapistNotifiedAt" TIMESTAMPTZ(3),

    CONSTRAINT "MessageThread_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" UUID NOT NULL,
    "threadId" UUID NOT NULL,
    "fromPatient" BOOLEAN NOT NULL,
    "bodyCiphertext" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MessageThread_therapistId_idx" ON "MessageThread"("therapistId");

-- CreateIndex
CREATE UNIQUE INDEX "MessageThread_patientId_therapistId_key" ON "MessageThread"("patientId", "therapistId");

-- CreateIndex
CREATE INDEX "Message_threadId_createdAt_idx" ON "Message"("threadId", "createdAt");

-- AddForeignKey
ALTER TABLE "MessageThread" ADD CONSTRAINT "MessageThread_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageThread" ADD CONSTRAINT "MessageThread_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "MessageThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- By hand: a thread joins two different people,
-- and a sealed body is never empty and always names its key.
ALTER TABLE "MessageThread" ADD CONSTRAINT "MessageThread_two_people_check" CHECK ("patientId" <> "therapistId");
ALTER TABLE "Message" ADD CONSTRAINT "Message_sealed_check" CHECK (length("bodyCiphertext") > 0 AND length("keyId") > 0);
