-- A rate-limited call in one round trip, decision 048 explains it
CREATE FUNCTION "consume_rate_limit"(p_bucket text, p_key text, p_limit integer, p_window_seconds double precision)
RETURNS TABLE ("count" integer, "oldest" timestamptz, "now" timestamptz)
LANGUAGE plpgsql VOLATILE AS E'
DECLARE
  n integer\x3B
  first_at timestamptz\x3B
  clock timestamptz\x3B
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_bucket || chr(31) || p_key, 0))\x3B
  DELETE FROM "RateLimitEvent" e
    WHERE e."bucket" = p_bucket AND e."key" = p_key AND e."createdAt" <= clock_timestamp() - make_interval(secs => p_window_seconds)\x3B
  SELECT count(*)::integer, min(e."createdAt"), clock_timestamp() INTO n, first_at, clock
    FROM "RateLimitEvent" e
    WHERE e."bucket" = p_bucket AND e."key" = p_key AND e."createdAt" > clock_timestamp() - make_interval(secs => p_window_seconds)\x3B
  IF n < p_limit THEN
    INSERT INTO "RateLimitEvent" ("bucket", "key", "createdAt") VALUES (p_bucket, p_key, clock_timestamp())\x3B
  END IF\x3B
  RETURN QUERY SELECT n, first_at, clock\x3B
END';
