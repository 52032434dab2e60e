import { z } from 'zod'

/*
 * Every schema shared with the browser imports zod from here. zod 4 compiles object schemas with
 * `new Function` after probing whether eval is allowed; the page's Content-Security-Policy forbids
 * eval, so in the browser the probe itself is reported as a violation. Jitless mode never probes.
 * The server keeps the faster compiled parsers (no policy applies there).
 */
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
