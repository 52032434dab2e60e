import { defineConfig } from 'prisma-7/config'

// Prisma 7's CLI, for `generate` only (scripts/prisma.mjs, decision 055): it never connects, so it
// needs no database URL. It reads schema.client.prisma, which that script writes from schema.prisma
// without the datasource's url (Prisma 7 refuses it, Prisma 6.19 requires it). Migrations run
// through Prisma 6.19's CLI and ../prisma.config.ts.
export default defineConfig({ schema: 'schema.client.prisma' })
