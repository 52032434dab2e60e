import 'server-only'
import { config } from '../config'

/** The absolute URL of a path on this site (canonical links, sitemap, Open Graph, JSON-LD). */
export function siteUrl(path = '/'): string {
  return new URL(path, config().APP_URL).toString()
}
