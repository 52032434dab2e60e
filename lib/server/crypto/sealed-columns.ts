import 'server-only'

/**
 * Every column that holds sealed health data, with the key-id column beside it and the row id that
 * is part of its context (sealContext(table, ciphertext, id)). The rotation command re-seals exactly
 * these, and the database-wide plaintext test writes through each feature that fills them: a feature
 * that adds a sealed column adds its entry here.
 */
export type SealedColumn = {
  /** The table's SQL name (the Prisma model name). */
  table: string
  /** The uuid primary key. */
  id: string
  ciphertext: string
  keyId: string
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  // Secure messages: each message's body (decision 030).
  { table: 'Message', id: 'id', ciphertext: 'bodyCiphertext', keyId: 'keyId' },
  // A patient's intake answers for one therapist (decision 029).
  { table: 'Intake', id: 'id', ciphertext: 'answersCiphertext', keyId: 'answersKeyId' },
  // A therapist's private session notes (decision 029).
  { table: 'SessionNote', id: 'id', ciphertext: 'noteCiphertext', keyId: 'noteKeyId' },
]
