// The About page's words: vision, mission, the six core values and the services.

export const VISION =
  'A Nigeria where anyone who is struggling can reach trusted, affordable mental health care without shame or stigma.'

export const MISSION =
  'To connect people across Nigeria with verified therapists and counsellors, and to make finding, booking and paying for a session simple, private and safe.'

export type CoreValue = { id: 'security' | 'empathy' | 'reliability' | 'empowerment' | 'navigation' | 'equity'; title: string; description: string }

/** Security, empathy, reliability, empowerment, navigation and equity, in that order. */
export const CORE_VALUES: readonly CoreValue[] = [
  { id: 'security', title: 'Security', description: 'What you share stays between you and your therapist: your details, sessions and payments are kept private and protected.' },
  { id: 'empathy', title: 'Empathy', description: 'We listen without judgement and meet every person where they are, with warmth and respect.' },
  { id: 'reliability', title: 'Reliability', description: 'Every therapist is verified before they can be booked, and the hour you book is kept for you.' },
  { id: 'empowerment', title: 'Empowerment', description: 'Clear information and real choice, so you can take charge of your own wellbeing at your own pace.' },
  { id: 'navigation', title: 'Navigation', description: 'We help you find the right kind of support and guide you to the professional who fits your needs.' },
  { id: 'equity', title: 'Equity', description: 'Good care should reach every Nigerian, whatever their background, gender, income or location.' },
]

/** The services listed on the About page. */
export const SERVICES: readonly string[] = [
  'Clinical and mental health counselling',
  'Substance abuse and addiction counselling',
  'Child and adolescent counselling',
  'Gender issues counselling',
  'Gender awareness therapy',
  'Grief and bereavement counselling',
  'Crisis counselling',
  'Relationship, couple, family and marriage counselling',
]
