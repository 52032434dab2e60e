import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RETENTION_RULES } from '@/lib/server/privacy/retention-rules'

// The retention rules (lib/server/privacy/retention-rules.ts) and docs/privacy.md's retention table
// must say the same thing, and both must cover the schema as it is.
const root = path.resolve(import.meta.dirname, '../..')
const schema = readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8')
const doc = readFileSync(path.join(root, 'docs/privacy.md'), 'utf8')

/** Each model of the schema, with the names of its fields. */
const models = new Map(
  [...schema.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)].map(([, name, body]) => [
    name!,
    new Set([...body!.matchAll(/^ {2}(\w+)\s/gm)].map(([, field]) => field!)),
  ]),
)

/** The retention table's rows by table name (the section "## Retention" of docs/privacy.md). */
const retentionSection = doc.slice(doc.indexOf('## Retention'), doc.indexOf('\n## ', doc.indexOf('## Retention') + 1))
const docRows = new Map([...retentionSection.matchAll(/^\| `(\w+)` \|(.*)$/gm)].map(([, table, rest]) => [table!, rest!]))

describe('the retention rules', () => {
  it('read the schema: every table and column a rule names exists', () => {
    expect(models.size).toBeGreaterThan(40)
    for (const rule of RETENTION_RULES) {
      expect(models.has(rule.model), `${rule.id}: model ${rule.model}`).toBe(true)
      expect(models.get(rule.model)!.has(rule.column), `${rule.id}: ${rule.model}.${rule.column}`).toBe(true)
    }
  })

  it('have unique names, positive ages and never touch the books or health data', () => {
    expect(new Set(RETENTION_RULES.map((rule) => rule.id)).size).toBe(RETENTION_RULES.length)
    const never = ['Payment', 'Refund', 'LedgerTransaction', 'LedgerEntry', 'PayoutRun', 'Payout', 'AuditLog', 'Message', 'MessageThread', 'Intake', 'SessionNote', 'SafetyAlert', 'Consent']
    for (const rule of RETENTION_RULES) {
      expect(rule.days, rule.id).toBeGreaterThan(0)
      expect(never, rule.id).not.toContain(rule.model)
    }
    // A paid appointment is the books: the holds rule takes only unpaid ones with nothing pointing at them.
    const holds = RETENTION_RULES.find((rule) => rule.model === 'Appointment')!
    for (const guard of ['"Payment"', '"Refund"', '"LedgerEntry"', '"Intake"', '"SessionNote"', '"Review"', '"AbsenceReport"', '"MoveProposal"', '"ProviderEvent"']) expect(holds.where).toContain(guard)
    expect(holds.where).not.toContain("'Paid'")
  })

  it('are each listed in docs/privacy.md with their table, name and age', () => {
    for (const rule of RETENTION_RULES) {
      const row = docRows.get(rule.model)
      expect(row, `docs/privacy.md has no row for ${rule.model}`).toBeDefined()
      expect(row, `${rule.model}'s row names rule ${rule.id}`).toContain(`\`${rule.id}\``)
      expect(row, `${rule.model}'s row gives ${rule.id}'s age`).toContain(`${rule.days} ${rule.days === 1 ? 'day' : 'days'}`)
    }
  })

  it('docs/privacy.md lists every table of the schema, and no table that is not in it', () => {
    expect([...docRows.keys()].sort()).toEqual([...models.keys()].sort())
  })
})
