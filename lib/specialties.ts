// The fixed list of 15 specialties, spelled as the product uses them. The database holds
// the same list in a CHECK constraint (prisma/migrations/*_init).
export const SPECIALTIES = [
  'Substance Abuse & Behavioral Disorder',
  'Mental Health Counselor',
  'Rehabilitation Counselor',
  'Family & Marriage Counseling',
  'Career Counseling',
  'Couples Counseling',
  'Grief Counseling',
  'Child Counseling',
  'College Counseling',
  'Crisis Counseling',
  'Adolescent Counseling',
  'Clinical Counseling',
  'Eating Disorder',
  'Anger Management Counseling',
  'Faith/Pastoral Counseling',
] as const

export type Specialty = (typeof SPECIALTIES)[number]
export const MAX_SPECIALTIES = 5
