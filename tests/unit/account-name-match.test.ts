import { describe, expect, it } from 'vitest'
import { accountNameMatches, matchedNameWords, nameWords } from '@/lib/payouts/account-name-match'

// lib/payouts/account-name-match.ts: whether the bank's name for an account is the therapist's own.

describe('name words', () => {
  it('ignore case, punctuation, accents and titles, and keep each word once', () => {
    expect(nameWords('Dr. Adaéze O. Okafor-Nwosu')).toEqual(['adaeze', 'o', 'okafor', 'nwosu'])
    expect(nameWords('CHIEF (MRS) BOLA, ADE')).toEqual(['bola', 'ade'])
    expect(nameWords('Prof Rev Pastor Miss Ms Mr Ada Ada')).toEqual(['ada'])
    expect(nameWords('  ')).toEqual([])
  })
})

describe('an account name matches the therapist', () => {
  it.each([
    ['ADA CHIOMA OKAFOR', 'Ada Okafor'],
    ['OKAFOR, ADA CHIOMA', 'Ada Okafor'],
    ['okafor ada', 'Dr. Ada Okafor'],
    ['DR ADA OKAFOR', 'Mrs Ada Okafor'],
    ['OKAFOR ADA', 'Ada Chioma Okafor'],
    ['ADEBAYO OLUWASEUN', 'Oluwaseun Adebayo'],
    // One letter off in a word of five letters or more.
    ['OKAFOR CHIOMAH', 'Chioma Okafor'],
    ['OLUWASEUN ADEBAYOO', 'Oluwaseun Adebayo'],
    ['OLUWASEUN ADEBAY', 'Oluwaseun Adebayo'],
    ['OLUWASEAN ADEBAYO', 'Oluwaseun Adebayo'],
    // A one-word name needs its one word.
    ['TEMITOPE ENTERPRISES', 'Temitope'],
  ])('%s for %s', (accountName, fullName) => {
    expect(accountNameMatches(accountName, fullName)).toBe(true)
  })
})

describe('an account name does not match', () => {
  it.each([
    ['SANDBOX ACCOUNT HOLDER', 'Ada Okafor'],
    // Only one of the therapist's words: a namesake, a relative.
    ['ADA NWOSU', 'Ada Okafor'],
    ['CHUKWU OKAFOR', 'Ada Chioma Okafor'],
    // Short words must be equal: Ada is not Ade, Bola is not Bala.
    ['ADE OKAFOR', 'Ada Okafor'],
    ['BALA ADE', 'Bola Ada'],
    // Two letters off is another name.
    ['OKAFOR CHIAMAKA', 'Chioma Okafor'],
    ['OLUWASEUN ADEBOYE', 'Seun Adebayo'],
    // Titles are not name words.
    ['DR MRS', 'Dr Mrs Ada'],
    ['ANYONE', ''],
    ['TEMI ENTERPRISES', 'Temitope'],
  ])('%s for %s', (accountName, fullName) => {
    expect(accountNameMatches(accountName, fullName)).toBe(false)
  })

  it('never counts one account word for two of the therapist’s', () => {
    expect(matchedNameWords('ADA', 'Ada Ada Okafor')).toEqual(['ada'])
    expect(accountNameMatches('ADA', 'Ada Ada Okafor')).toBe(false)
  })
})
