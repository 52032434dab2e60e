// npm run uploads:backfill-small: gives every profile photo stored before small renditions existed
// its 240 px rendition (lib/server/uploads/backfill-photo-renditions.ts). Run under
// --conditions react-server so the server-only modules load outside Next.
import { db } from '@/lib/server/db'
import { backfillPhotoRenditions } from '@/lib/server/uploads/backfill-photo-renditions'

async function main() {
  try {
    const counts = await backfillPhotoRenditions()
    console.log(`Small renditions made: ${counts.made}`)
    if (counts['no-bytes'] > 0) console.log(`Photos whose bytes storage no longer has (left as they were): ${counts['no-bytes']}`)
    if (counts.unreadable > 0) console.log(`Photos that could not be read as images (left as they were, causes in the log): ${counts.unreadable}`)
    if (counts.failed > 0) {
      console.log(`Photos whose copy could not be stored (causes in the log; run again to retry): ${counts.failed}`)
      process.exitCode = 1
    }
  } catch (error) {
    console.error('Backfill stopped:', error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await db.$disconnect()
  }
}

void main()
