import Property from '#models/property'
import Venture from '#models/venture'
import { indicSkeleton, latinSkeleton } from '#services/assistant/skeleton'
import type { ActionRequest } from '#services/assistant/action_request'

/** What the assistant showed last (the panel sends it back with the next message): the list and its cards' ids in order. */
export type Shown = { kind: 'properties' | 'ventures'; ids: number[] }

/** A shown listing the user may mean: its id, title and the words it is recognised by. */
export type Candidate = { id: number; title: string; names: (string | null)[] }

/** Which shown listing an action request means, or why it cannot be told. */
export type Resolution =
  | { type: 'picked'; candidate: Candidate }
  | { type: 'ambiguous'; candidates: Candidate[] }
  | { type: 'out_of_range'; count: number }
  | { type: 'gone' }

const publicVentures = (ids: number[]) =>
  Venture.query().whereIn('id', ids).where('is_public', true).whereNull('deleted_at')
const publicListings = (ids: number[]) =>
  Property.query().whereIn('id', ids).where('listing_state', 'active').whereNull('deleted_at')

/**
 * The shown listings still public, in the order shown (null for one that is
 * gone since): listings (active, not deleted) or ventures (public, not deleted).
 */
export async function shownCandidates(shown: Shown): Promise<(Candidate | null)[]> {
  const ids = [...new Set(shown.ids)]
  const rows: Candidate[] = []
  if (shown.kind === 'ventures') {
    const ventures = await publicVentures(ids)
    for (const v of ventures)
      rows.push({
        id: v.id,
        title: v.name,
        names: [v.name, v.area, v.city, v.location, v.builderName],
      })
  } else {
    const listings = await publicListings(ids)
    for (const p of listings)
      rows.push({ id: p.id, title: p.title, names: [p.title, p.area, p.city, p.location] })
  }
  return shown.ids.map((id) => rows.find((row) => row.id === id) ?? null)
}

/** The words of a candidate's names, lower-cased, with their consonant skeletons. */
function nameWords(candidate: Candidate) {
  const words = candidate.names
    .filter((name): name is string => Boolean(name))
    .flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u))
    .filter((word) => word.length >= 3)
  return { words: new Set(words), skeletons: new Set(words.map(latinSkeleton)) }
}

/** How many of the user's words name the candidate (Hindi and Telugu words by their consonant skeleton). */
function score(words: string[], candidate: Candidate): number {
  const names = nameWords(candidate)
  return words.filter((word) => {
    if (/^[a-z]+$/.test(word)) return word.length >= 3 && names.words.has(word)
    const skeleton = indicSkeleton(word)
    return skeleton.length >= 3 && names.skeletons.has(skeleton)
  }).length
}

/**
 * Picks the listing meant: by position ("the second one"), else by the words
 * that name only one of them best ("the Kondapur flat"), else the only one
 * shown. Several equally named, or none named among several: ambiguous.
 */
export function resolveShown(request: ActionRequest, shown: (Candidate | null)[]): Resolution {
  if (request.ordinal !== null) {
    const index = request.ordinal === -1 ? shown.length - 1 : request.ordinal - 1
    if (index < 0 || index >= shown.length) return { type: 'out_of_range', count: shown.length }
    const candidate = shown[index]
    return candidate ? { type: 'picked', candidate } : { type: 'gone' }
  }
  const live = shown.filter((candidate): candidate is Candidate => candidate !== null)
  if (live.length === 0) return { type: 'gone' }
  const scored = live.map((candidate) => ({ candidate, score: score(request.words, candidate) }))
  const best = Math.max(...scored.map((entry) => entry.score))
  const top = scored.filter((entry) => entry.score === best).map((entry) => entry.candidate)
  if (top.length === 1) return { type: 'picked', candidate: top[0] }
  return { type: 'ambiguous', candidates: top }
}
