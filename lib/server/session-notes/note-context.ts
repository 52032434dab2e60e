import 'server-only'
import { sealContext } from '../crypto/health-data'

/** A note's authenticated context: the SessionNote row it was sealed for. */
export const noteContext = (id: string) => sealContext('SessionNote', 'noteCiphertext', id)
