-- The register of data requests and the register of breaches (decision 043).

-- CreateEnum
CREATE TYPE "DataRequestKind" AS ENUM ('Access', 'Correction', 'Erasure', 'Objection', 'Portability');

-- CreateEnum
CREATE TYPE "DataRequestChannel" AS ENUM ('Email', 'Letter', 'SelfService');

-- CreateEnum
CREATE TYPE "DataRequestState" AS ENUM ('Open', 'InProgress', 'Completed', 'Refused');

-- CreateEnum
CREATE TYPE "BreachState" AS ENUM ('Open', 'Closed');

-- CreateTable
CREATE TABLE "DataRequest" (
    "id" UUID NOT NULL,
    "kind" "DataRequestKind" NOT NULL,
    "channel" "DataRequestChannel" NOT NULL,
    "userId" UUID,
    "contact" TEXT,
    "details" TEXT,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL,
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "state" "DataRequestState" NOT NULL DEFAULT 'Open',
    "outcome" TEXT,
    "closedAt" TIMESTAMPTZ(3),
    "handledById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DataRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Breach" (
    "id" UUID NOT NULL,
    "foundAt" TIMESTAMPTZ(3) NOT NULL,
    "summary" TEXT NOT NULL,
    "dataAffected" TEXT NOT NULL,
    "peopleAffected" INTEGER NOT NULL,
    "notifyBy" TIMESTAMPTZ(3) NOT NULL,
    "commissionNotifiedAt" TIMESTAMPTZ(3),
    "peopleToldAt" TIMESTAMPTZ(3),
    "state" "BreachState" NOT NULL DEFAULT 'Open',
    "recordedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Breach_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DataRequest_state_dueAt_idx" ON "DataRequest"("state", "dueAt");

-- CreateIndex
CREATE INDEX "DataRequest_receivedAt_idx" ON "DataRequest"("receivedAt" DESC);

-- CreateIndex
CREATE INDEX "DataRequest_userId_idx" ON "DataRequest"("userId");

-- CreateIndex
CREATE INDEX "DataRequest_closedAt_idx" ON "DataRequest"("closedAt");

-- CreateIndex
CREATE INDEX "Breach_foundAt_idx" ON "Breach"("foundAt" DESC);

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_handledById_fkey" FOREIGN KEY ("handledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Breach" ADD CONSTRAINT "Breach_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Hand-written: what the registers must never hold.
-- A request is closed (completed or refused) exactly when it has a closing time, and then it says what was done.
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_closed_check"
  CHECK (("state" IN ('Completed', 'Refused')) = ("closedAt" IS NOT NULL));
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_outcome_check"
  CHECK ("closedAt" IS NULL OR ("outcome" IS NOT NULL AND btrim("outcome") <> ''));
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_dates_check"
  CHECK ("dueAt" > "receivedAt" AND ("closedAt" IS NULL OR "closedAt" >= "receivedAt"));

-- A breach affects zero or more people, is described, and is notified or told after it was found.
ALTER TABLE "Breach" ADD CONSTRAINT "Breach_people_check" CHECK ("peopleAffected" >= 0);
ALTER TABLE "Breach" ADD CONSTRAINT "Breach_text_check" CHECK (btrim("summary") <> '' AND btrim("dataAffected") <> '');
ALTER TABLE "Breach" ADD CONSTRAINT "Breach_dates_check"
  CHECK ("notifyBy" > "foundAt"
     AND ("commissionNotifiedAt" IS NULL OR "commissionNotifiedAt" >= "foundAt")
     AND ("peopleToldAt" IS NULL OR "peopleToldAt" >= "foundAt"));
