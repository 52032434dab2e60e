import 'server-only'
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import { SESSION_EARNING_STATUS_LABELS, type EarningsStatement } from '@/lib/earnings/earnings-statement'
import { toEncodableText } from '@/lib/earnings/pdf-text'
import { formatStatementMonth } from '@/lib/earnings/statement-month'
import { formatLongDate, formatShortDate } from '@/lib/format'
import { formatNaira } from '@/lib/money'
import { formatHour12, formatLagosDateTime, lagosClock, lagosInstant } from '@/lib/time'

// The monthly statement as an A4 PDF, drawn with pdf-lib's standard Helvetica (no font file, nothing
// fetched): the title, the therapist, the month's figures, the sessions as a table that runs on over
// as many pages as it needs (its header repeated), the month's payouts, and page numbers.

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4
const MARGIN = 42
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const BOTTOM = MARGIN + 24 // room for the page number
const ROW_HEIGHT = 15
const TABLE_SIZE = 8.5
const INK = rgb(0.12, 0.12, 0.12)
const MUTED = rgb(0.4, 0.4, 0.4)
const RULE = rgb(0.8, 0.8, 0.8)

type Column = { title: string; width: number; align?: 'right' }

// Widths in points (515 across): each holds its bold header and figures up to 10,000,000.50 naira.
const SESSION_COLUMNS: Column[] = [
  { title: 'Date', width: 56 },
  { title: 'Start', width: 44 },
  { title: 'Patient', width: 70 },
  { title: 'Hours', width: 34, align: 'right' },
  { title: 'Paid (NGN)', width: 64, align: 'right' },
  { title: 'Commission', width: 64, align: 'right' },
  { title: 'Refunds', width: 61, align: 'right' },
  { title: 'Net (NGN)', width: 64, align: 'right' },
  { title: 'Status', width: 58 },
]

const PAYOUT_COLUMNS: Column[] = [
  { title: 'Date', width: 66 },
  { title: 'Amount (NGN)', width: 70, align: 'right' },
  { title: 'Status', width: 58 },
  { title: 'Bank', width: 110 },
  { title: 'Account', width: 62 },
  { title: 'Bank reference', width: 149 },
]

/** An amount in a table cell: the column header names the currency. */
const amount = (kobo: number) => formatNaira(kobo).replace('₦', '')

class StatementWriter {
  private page!: PDFPage
  private y = 0
  readonly pages: PDFPage[] = []

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly runningHead: string,
  ) {}

  private readonly charsets = new Map<PDFFont, Set<number>>()

  /** What the standard font cannot draw is replaced (lib/earnings/pdf-text.ts): a name never breaks the PDF. */
  private safe(text: string, font: PDFFont): string {
    let charset = this.charsets.get(font)
    if (!charset) this.charsets.set(font, (charset = new Set(font.getCharacterSet())))
    return toEncodableText(text, (codePoint) => charset.has(codePoint))
  }

  /** Text cut to fit a width, with an ellipsis when it was longer. */
  private fit(text: string, font: PDFFont, size: number, width: number): string {
    let out = this.safe(text, font)
    if (font.widthOfTextAtSize(out, size) <= width) return out
    while (out.length > 0 && font.widthOfTextAtSize(`${out}…`, size) > width) out = out.slice(0, -1)
    return `${out}…`
  }

  newPage() {
    this.page = this.doc.addPage(PageSizes.A4)
    this.pages.push(this.page)
    this.y = PAGE_HEIGHT - MARGIN
    if (this.pages.length > 1) {
      this.text(this.runningHead, { size: 8, color: MUTED })
      this.y -= 14
    }
  }

  /** Whether `height` more points fit on this page; if not, a new page. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false
    this.newPage()
    return true
  }

  text(value: string, { size = 10, font = this.regular, color = INK, x = MARGIN }: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; x?: number } = {}) {
    this.page.drawText(this.fit(value, font, size, PAGE_WIDTH - MARGIN - x), { x, y: this.y - size, size, font, color })
  }

  line(advance: number) {
    this.y -= advance
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.5, color: RULE })
  }

  heading(title: string) {
    this.ensure(60)
    this.line(10)
    this.text(title, { size: 12, font: this.bold })
    this.line(20)
  }

  /** Label–value pairs in two columns. */
  figures(pairs: [string, string][]) {
    const half = CONTENT_WIDTH / 2
    for (let i = 0; i < pairs.length; i += 2) {
      this.ensure(ROW_HEIGHT)
      for (const [offset, pair] of [pairs[i], pairs[i + 1]].entries()) {
        if (!pair) continue
        const x = MARGIN + offset * half
        this.text(pair[0], { x, size: 9.5, color: MUTED })
        this.page.drawText(this.fit(pair[1], this.bold, 9.5, half - 110), { x: x + 100, y: this.y - 9.5, size: 9.5, font: this.bold, color: INK })
      }
      this.line(ROW_HEIGHT)
    }
  }

  private row(columns: Column[], cells: string[], font: PDFFont) {
    let x = MARGIN
    columns.forEach((column, i) => {
      // Right-aligned figures keep a wider gap before the next column's text.
      const gap = column.align === 'right' ? 9 : 4
      const text = this.fit(cells[i] ?? '', font, TABLE_SIZE, column.width - gap)
      const width = font.widthOfTextAtSize(text, TABLE_SIZE)
      this.page.drawText(text, { x: column.align === 'right' ? x + column.width - gap - width : x, y: this.y - TABLE_SIZE - 3, size: TABLE_SIZE, font, color: INK })
      x += column.width
    })
    this.line(ROW_HEIGHT)
  }

  private tableHead(columns: Column[]) {
    this.row(columns, columns.map((column) => column.title), this.bold)
    this.rule()
  }

  /** A table whose rows run on to new pages, each starting with the header again. */
  table(columns: Column[], rows: string[][], lastIsTotal = false) {
    this.ensure(ROW_HEIGHT * 3)
    this.tableHead(columns)
    rows.forEach((cells, i) => {
      if (this.ensure(ROW_HEIGHT)) this.tableHead(columns)
      const isTotal = lastIsTotal && i === rows.length - 1
      if (isTotal) this.rule()
      this.row(columns, cells, isTotal ? this.bold : this.regular)
    })
  }

  /** Small grey text, wrapped at word boundaries to the page's width. */
  note(text: string) {
    const size = 8.5
    const lines: string[] = []
    for (const word of this.safe(text, this.regular).split(' ')) {
      const last = lines.at(-1)
      if (last !== undefined && this.regular.widthOfTextAtSize(`${last} ${word}`, size) <= CONTENT_WIDTH) lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
    }
    for (const line of lines) {
      this.ensure(12)
      this.text(line, { size, color: MUTED })
      this.line(12)
    }
    this.line(ROW_HEIGHT - 12)
  }

  numberPages() {
    this.pages.forEach((page, i) => {
      const label = `Page ${i + 1} of ${this.pages.length}`
      page.drawText(label, { x: PAGE_WIDTH - MARGIN - this.regular.widthOfTextAtSize(label, 8), y: MARGIN, size: 8, font: this.regular, color: MUTED })
    })
  }
}

/** The statement as PDF bytes. */
export async function renderStatementPdf(statement: EarningsStatement): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const monthName = formatStatementMonth(statement.month)
  doc.setTitle(`Alafia earnings statement, ${monthName}`)
  doc.setAuthor('Alafia')
  doc.setCreator('Alafia')
  doc.setProducer('Alafia')
  doc.setCreationDate(statement.generatedAt)
  doc.setModificationDate(statement.generatedAt)
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)])
  const w = new StatementWriter(doc, regular, bold, `Alafia earnings statement · ${statement.therapistName} · ${monthName}`)

  w.newPage()
  w.text('Alafia earnings statement', { size: 18, font: bold })
  w.line(26)
  w.text(statement.therapistName, { size: 12 })
  w.line(17)
  w.text(`Sessions starting in ${monthName} (Lagos time)`, { size: 10, color: MUTED })
  w.line(14)
  w.text(`Generated ${formatLagosDateTime(statement.generatedAt)} (Lagos time)`, { size: 10, color: MUTED })
  w.line(10)

  const { totals, overall } = statement
  w.heading(`${monthName}`)
  w.figures([
    ['Amount paid', formatNaira(totals.grossKobo)],
    ['Pending', formatNaira(totals.pendingKobo)],
    ['Commission', formatNaira(totals.commissionKobo)],
    ['Payable', formatNaira(totals.payableKobo)],
    ['Refunds', formatNaira(totals.refundsKobo)],
    ['Paid out', formatNaira(totals.paidOutKobo)],
    ['Net earnings', formatNaira(totals.netKobo)],
  ])
  w.heading('Your balance today')
  w.figures([
    ['Balance', formatNaira(overall.balanceKobo)],
    ['Payable now', formatNaira(overall.payableKobo)],
    ['Pending', formatNaira(overall.pendingKobo)],
    ['Paid out, all time', formatNaira(overall.paidOutKobo)],
    ['Next payout day', formatLongDate(lagosInstant(statement.nextPayoutDay, 12))],
  ])

  w.heading('Sessions')
  if (statement.sessions.length === 0) w.note(`No sessions with payments in ${monthName}.`)
  else {
    const rows = statement.sessions.map((session) => [
      formatShortDate(session.startsAt),
      formatHour12(lagosClock(session.startsAt).hour),
      session.patient,
      String(session.hours),
      amount(session.amountPaidKobo),
      amount(session.commissionKobo),
      amount(session.refundsKobo),
      amount(session.netKobo),
      SESSION_EARNING_STATUS_LABELS[session.status],
    ])
    const hours = statement.sessions.reduce((sum, session) => sum + session.hours, 0)
    rows.push(['Total', '', '', String(hours), amount(totals.grossKobo), amount(totals.commissionKobo), amount(totals.refundsKobo), amount(totals.netKobo), ''])
    w.table(SESSION_COLUMNS, rows, true)
  }

  w.heading('Payouts')
  if (statement.payouts.length === 0) w.note(`No payouts in ${monthName}.`)
  else {
    w.table(
      PAYOUT_COLUMNS,
      statement.payouts.map((payout) => [formatShortDate(payout.createdAt), amount(payout.amountKobo), payout.status, payout.bankName, payout.accountNumber, payout.bankReference ?? '—']),
    )
    for (const payout of statement.payouts.filter((p) => p.failureReason)) w.note(`Transfer of ${formatNaira(payout.amountKobo)} on ${formatShortDate(payout.createdAt)} failed: ${payout.failureReason}`)
  }
  w.line(6)
  w.note('A session’s earnings become payable 48 hours after it ends, unless a report about it is open. Payouts are sent on the 15th and the last day of each month.')

  w.numberPages()
  return doc.save()
}
