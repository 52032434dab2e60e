'use client'

import { createContext } from 'react'

/**
 * Where the waitlist sits in the booking widget: under a notice that the therapist has no free hour
 * at all (it is then the way forward, and says so), or under the hours for a patient none of them suits.
 */
export const WaitlistEmphasis = createContext<'nothing-free' | 'nothing-suits'>('nothing-suits')
