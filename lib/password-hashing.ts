import type { Options } from '@node-rs/argon2'

/**
 * OWASP Password Storage Cheat Sheet: argon2id with 19 MiB of memory, 2 iterations, 1 lane.
 * Shared by the app (lib/server/auth/password.ts) and the seed's factories, so demo hashes match.
 * `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
 */
export const ARGON2ID_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }
