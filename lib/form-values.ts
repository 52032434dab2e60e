/** The named fields of a record as a form's inputs hold them: text, '' for none (an edit form's first values). */
export function formValues<T, K extends keyof T>(record: T, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record[key] === null || record[key] === undefined ? '' : String(record[key])])) as Record<K, string>
}
