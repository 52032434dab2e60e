// Demo payouts (docs/decisions/035-ledger-and-payouts.md): the therapists with past sessions have a
// payout account their name matches, and one payout run five days ago paid each of them what was
// payable then, so the Earnings page shows money paid out, pending and payable, and the admin's
// Payouts page has a run to show and someone still owed.
import { createHash } from 'node:crypto'
import type { PrismaClient } from '../../lib/generated/prisma/client'
import { pendingCutoff } from '../../lib/earnings/payable-rule'
import { SANDBOX_BANKS } from '../../lib/server/refunds/sandbox-refund-gateway'
import { DAY_MS } from '../../lib/time'
import { deterministicUuid } from '../../tests/fixtures/factories'

type Payee = { id: string; fullName: string }

const TITLE = /^(dr|mrs|mr|ms|miss|prof)\.?\s+/i
/** Ten digits from the therapist's id: the same demo account on every seed. */
const demoAccountNumber = (id: string) => (BigInt(`0x${createHash('sha256').update(id).digest('hex').slice(0, 12)}`) % 10_000_000_000n).toString().padStart(10, '0')

export async function seedPayouts(db: PrismaClient, { adminId, payees, now }: { adminId: string; payees: Payee[]; now: Date }): Promise<void> {
  for (const [index, payee] of payees.entries()) {
    const bank = SANDBOX_BANKS[index % SANDBOX_BANKS.length]!
    await db.payoutAccount.upsert({
      where: { therapistId: payee.id },
      create: { therapistId: payee.id, bankCode: bank.code, bankName: bank.name, accountNumber: demoAccountNumber(payee.id), accountName: payee.fullName.replace(TITLE, '').toUpperCase() },
      update: {},
    })
  }

  const runId = deterministicUuid('payout-run:demo')
  if (await db.payoutRun.findUnique({ where: { id: runId }, select: { id: true } })) return
  const ranAt = new Date(now.getTime() - 5 * DAY_MS)
  await db.payoutRun.create({ data: { id: runId, trigger: 'Admin', startedById: adminId, startedAt: ranAt, finishedAt: new Date(ranAt.getTime() + 60_000) } })
  for (const payee of payees) {
    // What was payable at the run: sessions that had ended 48 hours before it, paid before it.
    const [row] = await db.$queryRaw<{ total: string }[]>`
      SELECT COALESCE(SUM(e."amountKobo"), 0)::text AS total FROM "LedgerEntry" e JOIN "Appointment" a ON a."id" = e."appointmentId"
      WHERE e."therapistId" = ${payee.id}::uuid AND e."account" = 'TherapistPayable' AND a."endsAt" <= ${pendingCutoff(ranAt)} AND e."occurredAt" <= ${ranAt}`
    const amountKobo = Number(row?.total ?? 0)
    if (amountKobo <= 0) continue
    const account = await db.payoutAccount.findUniqueOrThrow({ where: { therapistId: payee.id } })
    const reference = `PO-DEMO-${payee.id.slice(0, 8)}`
    await db.payout.create({
      data: {
        runId,
        therapistId: payee.id,
        amountKobo,
        reference,
        provider: 'Sandbox',
        bankCode: account.bankCode,
        bankName: account.bankName,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        createdAt: ranAt,
      },
    })
    await db.payout.update({ where: { reference }, data: { status: 'Paid', providerReference: `SANDBOX-${reference}`, completedAt: new Date(ranAt.getTime() + 60_000) } })
  }
}
