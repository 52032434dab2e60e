// How a reviewer is named in public: their first name and the initial of their last ("Ada O."), never
// more, so a review cannot be traced to a full name. Pure.

export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'A patient'
  const first = words[0]!
  if (words.length === 1) return first
  // Array.from: an initial outside the Basic Multilingual Plane stays whole.
  const initial = Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase('en-US')
  return `${first} ${initial}.`
}
