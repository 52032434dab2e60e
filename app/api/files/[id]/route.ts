import { publicRoute } from '@/lib/server/api/handler'
import { getCurrentUser } from '@/lib/server/auth/current-user'
import { storedFileResponse } from '@/lib/server/uploads/file-response'
import { openStoredFile } from '@/lib/server/uploads/open-stored-file'

/**
 * A stored file by StoredFile id (docs/api.md, decision 013). Public photos and blog images: anyone.
 * Private verification documents: their therapist and Admin (decision 005); 404 for everyone else.
 */
export const GET = publicRoute(async ({ params }) => storedFileResponse(await openStoredFile({ fileId: params.id ?? '', viewer: getCurrentUser })))
