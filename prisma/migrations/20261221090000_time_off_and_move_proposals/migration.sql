-- Time off and proposals to move a session (docs/decisions/024-repeating-hours-and-time-off.md).
-- Made with prisma migrate diff (schema to schema), plus the CHECKs, the partial unique index and the
-- triggers at the end, which Prisma's schema language cannot express.

-- CreateEnum
CREATE TYPE "MoveProposalStatus" AS ENUM ('Open', 'Accepted', 'Declined', 'Withdrawn');

-- CreateTable
CREATE TABLE "TimeOff" (
    "id" UUID NOT NULL,
    "therapistId" UUID NOT NULL,
    "from" DATE NOT NULL,
    "to" DATE NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TimeOff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TimeOffDay" (
    "therapistId" UUID NOT NULL,
    "date" DATE NOT NULL,
    "timeOffId" UUID NOT NULL,

    CONSTRAINT "TimeOffDay_pkey" PRIMARY KEY ("therapistId","date")
);

-- CreateTable
CREATE TABLE "MoveProposal" (
    "id" UUID NOT NULL,
    "appointmentId" UUID NOT NULL,
    "fromStartsAt" TIMESTAMPTZ(3) NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "status" "MoveProposalStatus" NOT NULL DEFAULT 'Open',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answeredAt" TIMESTAMPTZ(3),

    CONSTRAINT "MoveProposal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TimeOff_therapistId_to_idx" ON "TimeOff"("therapistId", "to");

-- CreateIndex
CREATE UNIQUE INDEX "TimeOff_id_therapistId_key" ON "TimeOff"("id", "therapistId");

-- CreateIndex
CREATE INDEX "TimeOffDay_timeOffId_idx" ON "TimeOffDay"("timeOffId");

-- CreateIndex
CREATE INDEX "MoveProposal_appointmentId_createdAt_idx" ON "MoveProposal"("appointmentId", "createdAt");

-- AddForeignKey
ALTER TABLE "TimeOff" ADD CONSTRAINT "TimeOff_therapistId_fkey" FOREIGN KEY ("therapistId") REFERENCES "TherapistProfile"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TimeOffDay" ADD CONSTRAINT "TimeOffDay_timeOffId_therapistId_fkey" FOREIGN KEY ("timeOffId", "therapistId") REFERENCES "TimeOff"("id", "therapistId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MoveProposal" ADD CONSTRAINT "MoveProposal_appointmentId_fkey" FOREIGN KEY ("appointmentId") REFERENCES "Appointment"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A time off runs forwards and lasts at most 90 days, and its reason is short. The days of a time
-- off are its own dates: TimeOffDay's primary key then keeps two time offs of one therapist apart.
ALTER TABLE "TimeOff" ADD CONSTRAINT "TimeOff_range" CHECK ("to" >= "from" AND "to" - "from" < 90);
ALTER TABLE "TimeOff" ADD CONSTRAINT "TimeOff_reason_length" CHECK ("reason" IS NULL OR char_length("reason") <= 200);

CREATE FUNCTION "time_off_day_in_range"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF NOT EXISTS (SELECT 1 FROM "TimeOff" t WHERE t."id" = NEW."timeOffId" AND NEW."date" BETWEEN t."from" AND t."to") THEN RAISE EXCEPTION ''% is outside its time off'', NEW."date" USING ERRCODE = ''check_violation'', CONSTRAINT = ''TimeOffDay_in_range''\x3B END IF\x3B RETURN NEW\x3B END';

CREATE TRIGGER "TimeOffDay_in_range" BEFORE INSERT OR UPDATE ON "TimeOffDay" FOR EACH ROW EXECUTE FUNCTION "time_off_day_in_range"();

-- No hour may be published on a day off: an insert with hours, or an update that adds an hour the
-- row did not have, is refused while the date is a TimeOffDay of that therapist. Hours the row
-- already had (those that had started when the time off began) may stay.
CREATE FUNCTION "availability_not_on_time_off"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF EXISTS (SELECT 1 FROM "TimeOffDay" d WHERE d."therapistId" = NEW."therapistId" AND d."date" = NEW."date") AND EXISTS (SELECT 1 FROM unnest(NEW."hours") AS h(hour) WHERE TG_OP = ''INSERT'' OR NEW."date" <> OLD."date" OR NOT (h.hour = ANY (OLD."hours"))) THEN RAISE EXCEPTION ''% is a day off: no hours may be added'', NEW."date" USING ERRCODE = ''check_violation'', CONSTRAINT = ''Availability_not_on_time_off''\x3B END IF\x3B RETURN NEW\x3B END';

CREATE TRIGGER "Availability_not_on_time_off" BEFORE INSERT OR UPDATE OF "hours", "date", "therapistId" ON "Availability" FOR EACH ROW EXECUTE FUNCTION "availability_not_on_time_off"();

-- A proposal moves a session somewhere else, forwards in time.
ALTER TABLE "MoveProposal" ADD CONSTRAINT "MoveProposal_times" CHECK ("endsAt" > "startsAt" AND "startsAt" <> "fromStartsAt");

-- CreateIndex (by hand: at most one open proposal per session)
CREATE UNIQUE INDEX "MoveProposal_one_open_key" ON "MoveProposal"("appointmentId") WHERE "status" = 'Open';
