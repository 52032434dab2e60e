// Demo verification documents: the certificates (one per qualification, each reviewed on its own),
// the CAC registration and the logo each therapist sent. Verified therapists have theirs approved;
// those awaiting verification show what an admin meets in the queue (nothing sent yet, waiting,
// declined, several certificates, ready to verify).
//
// Documents are private files: their bytes go to the local upload folder (UPLOAD_DIR, as the app's
// local-disk storage keeps them), drawn here as simple pictures. With UPLOADTHING_TOKEN set the
// seed cannot put files there, so it adds no documents. A therapist who has any document already
// is left alone (their own uploads, or an earlier run).
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { DocumentKind, PrismaClient, ReviewState } from '../../lib/generated/prisma/client'
import { createTherapistDocument, deterministicUuid } from '../../tests/fixtures/factories'
import { therapistEmail, therapistFullName, type SeedTherapist } from './therapists'

type PlannedDocument = { kind: DocumentKind; title: string; state: ReviewState; declineReason?: string }

const QUALIFICATIONS = [
  'B.Sc. Psychology',
  'M.Sc. Clinical Psychology',
  'Diploma in Counselling',
  'Certificate in Family Therapy',
  'Certificate in Trauma-Informed Care',
] as const

/** What each therapist sent, by email; verified therapists not named here have theirs approved. */
const AWAITING: Record<string, PlannedDocument[]> = {
  // Timipre Oweibo has sent nothing yet (not in the queue).
  'hauwa.umar@alafia.test': [
    { kind: 'Certificate', title: 'B.Sc. Psychology', state: 'Pending' },
    { kind: 'CacDocument', title: 'CAC Registration', state: 'Pending' },
    { kind: 'Logo', title: 'HU', state: 'Pending' },
  ],
  'ifeanyi.ugwu@alafia.test': [
    { kind: 'Certificate', title: 'B.Sc. Psychology', state: 'Approved' },
    { kind: 'Certificate', title: 'Certificate in Family Therapy', state: 'Pending' },
    { kind: 'CacDocument', title: 'CAC Registration', state: 'Pending' },
  ],
  'ese.okotie@alafia.test': [
    { kind: 'Certificate', title: 'Diploma in Counselling', state: 'Declined', declineReason: 'Only the first page of the diploma is in the picture. Please upload the whole document.' },
    { kind: 'CacDocument', title: 'CAC Registration', state: 'Approved' },
  ],
  'adewale.ojo@alafia.test': [
    { kind: 'Certificate', title: 'B.Sc. Psychology', state: 'Pending' },
    { kind: 'Certificate', title: 'M.Sc. Clinical Psychology', state: 'Pending' },
    { kind: 'Certificate', title: 'Diploma in Counselling', state: 'Pending' },
    { kind: 'CacDocument', title: 'CAC Registration', state: 'Pending' },
    { kind: 'Logo', title: 'AO', state: 'Pending' },
  ],
  // Ready to verify: a certificate and the CAC document approved; the logo was declined.
  'itohan.osazuwa@alafia.test': [
    { kind: 'Certificate', title: 'M.Sc. Clinical Psychology', state: 'Approved' },
    { kind: 'CacDocument', title: 'CAC Registration', state: 'Approved' },
    { kind: 'Logo', title: 'IO', state: 'Declined', declineReason: 'The logo is blurred. Please upload a sharper picture.' },
  ],
}

function initials(t: SeedTherapist): string {
  return `${t.firstName[0]}${t.lastName[0]}`.toUpperCase()
}

/** A verified therapist's documents, all approved: one or two certificates, the CAC document, usually a logo. */
function verifiedPlan(t: SeedTherapist): PlannedDocument[] {
  const certificates = t.photo % 3 === 0 ? 2 : 1
  return [
    ...Array.from({ length: certificates }, (_, i) => ({ kind: 'Certificate' as const, title: QUALIFICATIONS[(t.photo + i) % QUALIFICATIONS.length]!, state: 'Approved' as const })),
    { kind: 'CacDocument', title: 'CAC Registration', state: 'Approved' },
    ...(t.photo % 4 === 0 ? [] : [{ kind: 'Logo' as const, title: initials(t), state: 'Approved' as const }]),
  ]
}

export function documentPlan(t: SeedTherapist): PlannedDocument[] {
  return t.verified ? verifiedPlan(t) : (AWAITING[therapistEmail(t)] ?? [])
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A picture of the document, as a therapist would photograph it (JPEG), or a round logo (PNG). */
async function drawDocument(document: PlannedDocument, fullName: string, number: string): Promise<Buffer> {
  if (document.kind === 'Logo') {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#ffffff"/>` +
      `<circle cx="200" cy="200" r="170" fill="#14532d"/><text x="200" y="235" font-size="110" text-anchor="middle" fill="#fdfaf3" font-family="serif">${escapeXml(document.title)}</text></svg>`
    return sharp(Buffer.from(svg)).png().toBuffer()
  }
  const lines =
    document.kind === 'CacDocument'
      ? ['Corporate Affairs Commission', 'Certificate of Registration', escapeXml(`${fullName} Counselling Services`), `RC ${number}`]
      : ['This is to certify that', escapeXml(fullName), 'has been awarded the', escapeXml(document.title)]
  const text = lines.map((line, i) => `<text x="450" y="${210 + i * 70}" font-size="${i % 2 === 1 ? 40 : 30}" text-anchor="middle" font-family="serif">${line}</text>`).join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640"><rect width="900" height="640" fill="#fdfaf3"/>` +
    `<rect x="24" y="24" width="852" height="592" fill="none" stroke="#14532d" stroke-width="8"/>${text}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

type SeedDocumentsInput = {
  therapists: { seed: SeedTherapist; id: string; memberSince: Date }[]
  reviewerId: string
}

/** Adds the planned documents of every therapist who has none yet. Answers how many were added. */
export async function seedDocuments(db: PrismaClient, { therapists, reviewerId }: SeedDocumentsInput): Promise<number> {
  if (process.env.UPLOADTHING_TOKEN) {
    console.log('  verification documents: skipped (UPLOADTHING_TOKEN is set; the seed writes files to the local upload folder only)')
    return 0
  }
  const folder = path.resolve(process.env.UPLOAD_DIR ?? '.data/uploads')
  await mkdir(folder, { recursive: true, mode: 0o700 })
  const withDocuments = new Set(
    (await db.therapistDocument.groupBy({ by: ['therapistId'], where: { therapistId: { in: therapists.map((t) => t.id) } } })).map((row) => row.therapistId),
  )
  let added = 0
  for (const { seed, id, memberSince } of therapists) {
    if (withDocuments.has(id)) continue
    const email = therapistEmail(seed)
    for (const [index, document] of documentPlan(seed).entries()) {
      const name = `seed-document:${email}:${index}`
      // Left by an earlier run whose documents were replaced or removed since: not added again.
      if (await db.storedFile.findUnique({ where: { id: deterministicUuid(`${name}:file`) }, select: { id: true } })) continue
      const contentType = document.kind === 'Logo' ? 'image/png' : 'image/jpeg'
      // A key of the local-disk storage's own shape (32 hex characters), stable across runs.
      const storageKey = `${createHash('sha256').update(name).digest('hex').slice(0, 32)}.${contentType === 'image/png' ? 'png' : 'jpg'}`
      const bytes = await drawDocument(document, therapistFullName(seed), String(1_000_000 + seed.photo * 7919).slice(0, 7))
      await writeFile(path.join(folder, storageKey), bytes, { mode: 0o600 })
      await createTherapistDocument(db, {
        id: deterministicUuid(`${name}:row`),
        fileId: deterministicUuid(`${name}:file`),
        therapistId: id,
        kind: document.kind,
        storageKey,
        contentType,
        byteSize: bytes.length,
        reviewState: document.state,
        declineReason: document.declineReason ?? null,
        reviewedById: document.state === 'Pending' ? null : reviewerId,
        // Sent the day after registering, a minute apart: certificates read in the order given.
        createdAt: new Date(memberSince.getTime() + 86_400_000 + index * 60_000),
      })
      added++
    }
  }
  return added
}
