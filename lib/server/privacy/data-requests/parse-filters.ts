import 'server-only'
import { dataRequestFiltersSchema } from '@/lib/validation/privacy-registers'
import { validationError } from '../../errors'

/** The register's filters from a query string (`?state=Open&overdue=true`): 400 for a value it does not know. */
export function parseDataRequestFilters(params: URLSearchParams) {
  const parsed = dataRequestFiltersSchema.safeParse({ state: params.get('state') || undefined, overdue: params.get('overdue') || undefined })
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}
