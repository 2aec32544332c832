import { randomInt } from 'node:crypto'
import User from '#models/user'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** No 0/O or 1/I, so a code read aloud or copied by hand stays unambiguous. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const LENGTH = 8

export function randomAgentCode(): string {
  let code = ''
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

/**
 * A fresh agent code that no user has. With 32^8 codes a clash is
 * astronomically rare; the unique index is the final guard.
 */
export async function uniqueAgentCode(client?: QueryClientContract): Promise<string> {
  for (;;) {
    const code = randomAgentCode()
    const taken = await User.query({ client }).where('agent_code', code).select('id').first()
    if (!taken) return code
  }
}
