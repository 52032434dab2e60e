// Whether a bank account is the therapist's own: the name the bank gives for it must match the
// therapist's full name closely enough (decision 037). Pure: the payout account's look-up and save
// both use it, and its tests try the names Nigerian banks really print.
//
// Banks print names in capitals, surname first or last, with middle names, titles and punctuation
// ("OKAFOR, ADA CHIOMA", "DR. ADA OKAFOR"); people's profile names are shorter and sometimes spelt a
// letter differently ("Chiomah"). So case, punctuation, accents, titles and word order are ignored,
// and the account matches when at least two of the therapist's name words appear in it (the only
// word, for a one-word name). A word of five letters or more also counts when one letter differs
// (added, dropped or changed); shorter words must be equal, or "Ada" would match "Ade".

/** Titles a name may carry on either side; they say nothing about who holds the account. */
export const NAME_TITLES: readonly string[] = ['dr', 'mrs', 'mr', 'ms', 'miss', 'prof', 'rev', 'pastor', 'chief']

/** Words this long or longer may differ by one edit and still count. */
export const FUZZY_WORD_MIN_LENGTH = 5

/** The name's words, lower-case, without accents, punctuation or titles, each once. */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !NAME_TITLES.includes(word))
  return [...new Set(words)]
}

/** At most one insertion, deletion or substitution between the two words. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  let i = 0
  let j = 0
  let edits = 0
  while (i < short.length && j < long.length) {
    if (short[i] === long[j]) {
      i += 1
      j += 1
      continue
    }
    edits += 1
    if (edits > 1) return false
    if (short.length === long.length) i += 1
    j += 1
  }
  return edits + (long.length - j) + (short.length - i) <= 1
}

function isFound(word: string, accountWords: readonly string[]): boolean {
  return accountWords.some((candidate) => candidate === word || (word.length >= FUZZY_WORD_MIN_LENGTH && withinOneEdit(word, candidate)))
}

/** The therapist's name words the account name contains. */
export function matchedNameWords(accountName: string, fullName: string): string[] {
  const accountWords = nameWords(accountName)
  return nameWords(fullName).filter((word) => isFound(word, accountWords))
}

/** True when the account name is close enough to the therapist's full name to pay into it. */
export function accountNameMatches(accountName: string, fullName: string): boolean {
  const wanted = nameWords(fullName)
  if (wanted.length === 0) return false
  const needed = wanted.length === 1 ? 1 : 2
  return matchedNameWords(accountName, fullName).length >= needed
}
