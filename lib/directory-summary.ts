import { FAITH_LABELS } from '@/lib/faith'
import { LANGUAGE_LABELS } from '@/lib/languages'
import { formatNaira, nairaToKobo } from '@/lib/money'
import { DIRECTORY_SORT_LABELS, type DirectoryRefinements } from '@/lib/validation/directory-refinements'

/**
 * The chosen refinements in words, for the line above the results: "speaking Yoruba", "female",
 * "₦5,000 to ₦20,000 an hour", "Christian approach", "free within 7 days", "soonest available first".
 */
export function refinementPhrases(refinements: DirectoryRefinements): string[] {
  const phrases: string[] = []
  if (refinements.language) phrases.push(`speaking ${LANGUAGE_LABELS[refinements.language]}`)
  if (refinements.gender) phrases.push(refinements.gender.toLowerCase())
  const naira = (amount: number) => formatNaira(nairaToKobo(amount))
  const { minFee, maxFee } = refinements
  if (minFee != null && maxFee != null) phrases.push(`${naira(minFee)} to ${naira(maxFee)} an hour`)
  else if (maxFee != null) phrases.push(`up to ${naira(maxFee)} an hour`)
  else if (minFee != null) phrases.push(`from ${naira(minFee)} an hour`)
  if (refinements.faith) phrases.push(`${FAITH_LABELS[refinements.faith]} approach`)
  if (refinements.availableWithinDays) phrases.push(`free within ${refinements.availableWithinDays} ${refinements.availableWithinDays === 1 ? 'day' : 'days'}`)
  if (refinements.sort) phrases.push(`${DIRECTORY_SORT_LABELS[refinements.sort].toLowerCase()} first`)
  return phrases
}
