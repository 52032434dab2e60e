import 'server-only'
import { db } from '../db'
import { logError } from '../log'
import { RETENTION_RULES, type RetentionRule, type RetentionRuleId } from './retention-rules'

/** Rows one statement removes: short transactions that never hold many locks. */
export const RETENTION_BATCH_SIZE = 500
/** Batches per rule and run: the rest waits for the next day's run, so a run always ends in time. */
export const RETENTION_MAX_BATCHES = 20

export type RetentionCounts = Record<RetentionRuleId, number>

/**
 * GET /api/cron/retention, daily: applies every rule of retention-rules.ts in its order (lapsed holds
 * before the series they leave empty), each in batches of RETENTION_BATCH_SIZE rows, and answers how
 * many rows each rule removed (or cleared). Safe to run twice or at the same time: a run takes only
 * rows past their time, and each batch locks its rows with SKIP LOCKED, so two runs share the work
 * and never wait for or count the same row. A rule that fails (a row gained a reference in the
 * instant between its check and its delete) is logged and left for the next run; the others go on.
 */
export async function applyRetention(): Promise<RetentionCounts> {
  const counts = {} as RetentionCounts
  for (const rule of RETENTION_RULES) {
    counts[rule.id] = 0
    try {
      for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch++) {
        const done = await db.$executeRawUnsafe(statementFor(rule), rule.days, RETENTION_BATCH_SIZE)
        counts[rule.id] += done
        if (done < RETENTION_BATCH_SIZE) break
      }
    } catch (error) {
      logError(`[retention] rule ${rule.id} stopped; the next run goes on`, error)
    }
  }
  return counts
}

/**
 * One batch of a rule, as static SQL: the model, column and condition come from the rules' constant
 * list, never from input; the age and the batch size are parameters. Rows are chosen by ctid under
 * FOR UPDATE SKIP LOCKED, so the statement changes exactly the rows it locked.
 */
function statementFor(rule: RetentionRule): string {
  const due = `SELECT t.ctid FROM "${rule.model}" t
    WHERE t."${rule.column}" < now() - make_interval(days => $1::int) AND (${rule.where})
    LIMIT $2::int FOR UPDATE SKIP LOCKED`
  if (rule.effect === 'payload cleared') return `UPDATE "${rule.model}" SET "payload" = '{}'::jsonb WHERE ctid = ANY(ARRAY(${due}))`
  return `DELETE FROM "${rule.model}" WHERE ctid = ANY(ARRAY(${due}))`
}
