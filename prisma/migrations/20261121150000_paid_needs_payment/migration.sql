-- No appointment is Paid without a confirmed payment (issue 5: "no appointment may exist that was
-- not paid for"). Checked at commit (deferred), so a transaction may write the appointment and its
-- Payment row in either order. See docs/decisions/012-booking-and-payment.md.
-- The offline migration engine splits a migration at every semicolon, even inside quotes, so the
-- function body is an escape string whose statement ends are written \x3B.
CREATE FUNCTION "appointment_paid_needs_payment"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN IF NEW."status" = ''Paid'' AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."appointmentId" = NEW."id" AND p."status" = ''Paid'') THEN RAISE EXCEPTION ''appointment % is Paid without a Paid payment'', NEW."id" USING ERRCODE = ''check_violation'', CONSTRAINT = ''Appointment_paid_needs_payment''\x3B END IF\x3B RETURN NULL\x3B END';

CREATE CONSTRAINT TRIGGER "Appointment_paid_needs_payment"
  AFTER INSERT OR UPDATE OF "status" ON "Appointment"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "appointment_paid_needs_payment"();
