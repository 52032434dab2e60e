import 'server-only'

/**
 * The answer of a statement that reads a page with its total (decision 059): every row carries the
 * total, and an empty page is one row whose columns are null (the statement starts from `SELECT 1`
 * joined to the page), so the total arrives either way. Gives the page's rows without the total
 * column, and the total.
 */
export function splitPageRows<Row extends { id: string | null; total: number }>(found: Row[]): { rows: (Omit<Row, 'id' | 'total'> & { id: string })[]; total: number } {
  const rows = found.flatMap((row) => (row.id === null ? [] : [Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'total')) as Omit<Row, 'id' | 'total'> & { id: string }]))
  return { rows, total: found[0]?.total ?? 0 }
}
