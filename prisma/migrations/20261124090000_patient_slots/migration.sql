-- A patient cannot be in two sessions at once: every slot row also names its appointment's patient,
-- and (patientId, startsAt) is unique, as (therapistId, startsAt) already is for the therapist.
-- The composite foreign key makes the slot's patient always its appointment's patient.
-- See docs/decisions/004-no-overlap-slots.md.

ALTER TABLE "AppointmentSlot" DROP CONSTRAINT "AppointmentSlot_appointmentId_fkey";

ALTER TABLE "AppointmentSlot" ADD COLUMN "patientId" UUID;

UPDATE "AppointmentSlot" s SET "patientId" = a."patientId" FROM "Appointment" a WHERE a."id" = s."appointmentId";

-- Holds that ran out may still own rows (the next writer clears them). Clear them now, so they cannot
-- stand in the way of the new key. Overlapping sessions booked before this rule (paid, or held and
-- unexpired) make the index below fail with the patient and hour named: settle those by hand first
-- (docs/deploy.md, "Upgrading").
UPDATE "Appointment" SET "status" = 'Expired' WHERE "status" = 'Pending' AND "holdExpiresAt" <= now();

DELETE FROM "AppointmentSlot" s USING "Appointment" a WHERE a."id" = s."appointmentId" AND a."status" NOT IN ('Pending', 'Paid');

ALTER TABLE "AppointmentSlot" ALTER COLUMN "patientId" SET NOT NULL;

CREATE UNIQUE INDEX "Appointment_id_patientId_key" ON "Appointment"("id", "patientId");

CREATE UNIQUE INDEX "AppointmentSlot_patientId_startsAt_key" ON "AppointmentSlot"("patientId", "startsAt");

ALTER TABLE "AppointmentSlot" ADD CONSTRAINT "AppointmentSlot_appointmentId_patientId_fkey" FOREIGN KEY ("appointmentId", "patientId") REFERENCES "Appointment"("id", "patientId") ON DELETE CASCADE ON UPDATE CASCADE;
