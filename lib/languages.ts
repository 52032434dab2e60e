// The languages a therapist holds sessions in. Pure: shared by the profile form, the directory filter,
// the match questionnaire, the API and the pages.

/** The database's names (enum Language), in the order the form and the filter list them. */
export const LANGUAGES = ['English', 'Yoruba', 'Hausa', 'Igbo', 'Pidgin', 'French', 'Other'] as const
export type Language = (typeof LANGUAGES)[number]

/** How people read each language: chips, filters, the API's `languages`. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  English: 'English',
  Yoruba: 'Yoruba',
  Hausa: 'Hausa',
  Igbo: 'Igbo',
  Pidgin: 'Nigerian Pidgin',
  French: 'French',
  Other: 'Other',
}

export const LANGUAGES_REQUIRED = 'Choose at least one language you hold sessions in'

/**
 * The language of a query or form value, whatever its case: "yoruba", "Yoruba", "Nigerian Pidgin",
 * "pidgin" (null for anything else).
 */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null
  const wanted = value.trim().toLowerCase()
  return LANGUAGES.find((language) => language.toLowerCase() === wanted || LANGUAGE_LABELS[language].toLowerCase() === wanted) ?? null
}

/** The URL's spelling of a language: `/therapists?language=yoruba`. */
export const languageParam = (language: Language) => language.toLowerCase()

/** In the form's order, without repeats. */
export const orderedLanguages = (languages: readonly Language[]): Language[] => LANGUAGES.filter((language) => languages.includes(language))
