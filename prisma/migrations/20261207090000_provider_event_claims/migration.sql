-- A provider event being handled is claimed until this time: a second drain (or the webhook's own
-- after-response work) leaves it alone, and a claim whose handler died runs out by itself.
ALTER TABLE "ProviderEvent" ADD COLUMN "claimedUntil" TIMESTAMPTZ(3);
