'use client'

import { AdminPageError } from '@/components/admin/blog/admin-page-error'

export default function EditBlogPostError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AdminPageError error={error} retry={retry} title="Failed to load the post" />
}
