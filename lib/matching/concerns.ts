import type { Specialty } from '@/lib/specialties'

// "What brings you here?": the questionnaire's plain-language choices and the specialties that work
// with each. Pure: the form lists them, the candidate query filters by their specialties, the score
// explains a match with `worksWith`.

export const CONCERNS = [
  {
    value: 'anxiety',
    label: 'Anxiety, stress or low mood',
    worksWith: 'anxiety, stress and low mood',
    specialties: ['Mental Health Counselor', 'Clinical Counseling'],
  },
  {
    value: 'relationship',
    label: 'My relationship or marriage',
    worksWith: 'relationships and marriage',
    specialties: ['Couples Counseling', 'Family & Marriage Counseling'],
  },
  {
    value: 'family',
    label: 'My family, child or teenager',
    worksWith: 'families, children and teenagers',
    specialties: ['Family & Marriage Counseling', 'Child Counseling', 'Adolescent Counseling'],
  },
  { value: 'grief', label: 'Losing someone close to me', worksWith: 'grief and loss', specialties: ['Grief Counseling'] },
  {
    value: 'substances',
    label: 'Alcohol, drugs or a habit I cannot stop',
    worksWith: 'alcohol, drugs and habits',
    specialties: ['Substance Abuse & Behavioral Disorder', 'Rehabilitation Counselor'],
  },
  { value: 'work', label: 'Work, career or studies', worksWith: 'work, career and studies', specialties: ['Career Counseling', 'College Counseling'] },
  { value: 'anger', label: 'Anger I find hard to control', worksWith: 'anger', specialties: ['Anger Management Counseling'] },
  { value: 'eating', label: 'Eating, food or my body', worksWith: 'eating and body image', specialties: ['Eating Disorder'] },
  {
    value: 'crisis',
    label: 'Something hard that happened recently',
    worksWith: 'crises and hard events',
    specialties: ['Crisis Counseling', 'Clinical Counseling'],
  },
  { value: 'faith', label: 'Questions of faith and meaning', worksWith: 'faith and meaning', specialties: ['Faith/Pastoral Counseling'] },
  {
    value: 'unsure',
    label: 'I am not sure yet',
    worksWith: 'everyday worries and low mood',
    specialties: ['Mental Health Counselor', 'Clinical Counseling'],
  },
] as const satisfies readonly { value: string; label: string; worksWith: string; specialties: readonly Specialty[] }[]

export type Concern = (typeof CONCERNS)[number]
export type ConcernValue = Concern['value']

export const CONCERN_VALUES = CONCERNS.map((concern) => concern.value) as [ConcernValue, ...ConcernValue[]]

/** The concern of a value (every ConcernValue has one; the first stands in for the type checker). */
export function concernFor(value: ConcernValue): Concern {
  return CONCERNS.find((concern) => concern.value === value) ?? CONCERNS[0]
}

/** The specialties that work with a concern, the closest first. */
export const specialtiesFor = (value: ConcernValue): readonly Specialty[] => concernFor(value).specialties
