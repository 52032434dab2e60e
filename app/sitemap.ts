import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/server/seo/site-url'
import { getSitemapEntries } from '@/lib/server/seo/list-sitemap-entries'

/** sitemap.xml: the public pages, every listed therapist and every post (well under the 50,000-URL limit). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries()
  return entries.map(({ path, lastModified }) => ({ url: siteUrl(path), ...(lastModified ? { lastModified } : {}) }))
}
