import 'server-only'
import { PART_DESCRIPTIONS, type ExportPart } from './export-parts'

/** README.txt: what the download is, how its values are written, and what each part holds. */
export function exportReadme({ parts, generatedAt }: { parts: readonly ExportPart[]; generatedAt: Date }): string {
  const lines = [
    'Your data from Alafia',
    '=====================',
    '',
    `Made at ${generatedAt.toISOString()} (UTC) for the account signed in when it was asked for.`,
    'Each part is a JSON file. Times are in UTC (ISO 8601), calendar dates are YYYY-MM-DD, and amounts are in naira.',
    'Other people appear only by first name and initial: never their full name, email or phone number.',
    '',
    'What each part holds:',
    '',
    ...parts.map((part) => `${part.name}\n  ${PART_DESCRIPTIONS[part.name] ?? ''}`),
    '',
    'Keep this file safe: it holds your personal and health information.',
    'To correct something, use your profile; for anything else, see the Privacy notice at /privacy.',
    '',
  ]
  return lines.join('\n')
}
