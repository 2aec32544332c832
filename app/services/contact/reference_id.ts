import { randomInt } from 'node:crypto'

/** Crockford's base 32 without I, L, O, U: nothing to misread on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const LENGTH = 8

/**
 * A contact reference such as DH-7KQ2M9XP: 8 random characters (40 bits from
 * the system's CSPRNG), so references are neither sequential nor guessable
 * and one says nothing about how many others exist.
 */
export function newReferenceId(): string {
  let id = ''
  for (let i = 0; i < LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)]
  return `DH-${id}`
}

export const REFERENCE_PATTERN = /^DH-[0-9A-HJKMNP-TV-Z]{8}$/
