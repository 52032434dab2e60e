/**
 * Where a person in crisis in Nigeria can call now: the one list every "Need help now?" place shows
 * (the /get-help-now page, the intake's safety answer). Each number carries the published source it
 * was checked against and the date; whoever checks a number again (by calling it) updates both.
 */
export type CrisisLine = {
  name: string
  /** As people read and dial it in Nigeria. */
  display: string
  /** The tel: link: E.164 for ordinary numbers; toll-free 0800 numbers as dialled at home, which is how they connect free. */
  href: string
  whatItIs: string
  source: string
  /** YYYY-MM-DD. */
  lastChecked: string
}

export const EMERGENCY_LINE: CrisisLine = {
  name: 'Emergency number',
  display: '112',
  href: 'tel:112',
  whatItIs: 'The national emergency number for police, fire and ambulance, free from any phone.',
  source: 'https://ncc.gov.ng (Emergency Communication Centres)',
  lastChecked: '2026-11-24',
}

export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    name: 'Suicide Research and Prevention Initiative (SURPIN)',
    display: '0800 078 7746',
    href: 'tel:08000787746',
    whatItIs: 'A free (toll-free) line to counsellors for anyone with thoughts of suicide or in mental distress, from the team at the Lagos University Teaching Hospital.',
    source: 'https://healthwise.punchng.com/ngo-launches-toll-free-hotline-for-assistance-on-mental-health',
    lastChecked: '2026-11-24',
  },
  {
    name: 'Mentally Aware Nigeria Initiative (MANI)',
    display: '0809 111 6264',
    href: 'tel:+2348091116264',
    whatItIs: 'Crisis support and referral to psychiatrists and psychologists, from a youth-led mental health organisation.',
    source: 'https://www.bellanaija.com/2023/09/mani-world-suicide-day-2023/',
    lastChecked: '2026-11-24',
  },
  EMERGENCY_LINE,
]

export const NOT_AN_EMERGENCY_SERVICE =
  'Alafia is not an emergency service. If you might act on thoughts of harming yourself or someone else, or you are in danger now, call 112 or go to the nearest hospital emergency department.'
