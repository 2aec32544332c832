import type { Role } from './roles.js'

/**
 * Who posted a listing, from the account's role (never what the poster
 * typed), so buyers can tell brokers from owners (issue 10). Admin accounts
 * are the marketplace's own staff, so their listings say 'DreamHomes team'.
 */
export const POSTER_KINDS = ['owner', 'agent', 'builder', 'dreamhomes'] as const
export type PosterKind = (typeof POSTER_KINDS)[number]

const KIND_OF_ROLE: Record<Role, PosterKind> = {
  customer: 'owner',
  agent: 'agent',
  partner: 'builder',
  admin: 'dreamhomes',
}

export function posterKind(role: Role): PosterKind {
  return KIND_OF_ROLE[role] ?? 'owner'
}
