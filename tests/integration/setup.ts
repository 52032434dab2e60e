// Integration tests run against the real PostgreSQL that scripts/with-db.mjs --test-db started
// (or DATABASE_URL). Every test makes its own data, so tests never depend on each other.
if (!process.env.DATABASE_URL) throw new Error('Integration tests need DATABASE_URL: run them with `npm run test:integration`.')
process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-123'
process.env.DATA_ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString('base64')
