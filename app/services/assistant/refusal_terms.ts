/**
 * The grounds the assistant refuses to search by, and the shape of each
 * language's table (refusal_terms_en.ts, _hi.ts, _te.ts). Diet is a proxy
 * for religion and caste ("vegetarians only") and is reported as religion;
 * race and colour, and community, are reported with ethnicity; marital
 * status with family status. Community words (community, समाज, వర్గం) are
 * groups reported as ethnicity, but an area word does not make them a
 * condition ("gated community in a quiet area").
 */
export type RefusalGround =
  'religion' | 'caste' | 'ethnicity' | 'origin' | 'family' | 'sex' | 'disability'

export type RefusalTerms = {
  /** Refused wherever they occur: the words name the ground itself (caste, धर्म, కులం). */
  strong: Partial<Record<RefusalGround, string[]>>
  /** Groups of people: refused only next to a restricting or excluding word ("Hindus only", "no bachelors"). */
  groups: Partial<Record<RefusalGround | 'community', string[]>>
  /** Restricting words: only, सिर्फ, మాత్రమే. Not used for sex ("ladies hostel only" is a kind of building). */
  only: string[]
  /** Excluding words: no, without, avoid, नहीं, बिना, వద్దు, లేని. */
  not: string[]
  /** Area words: a group named with an area is a condition on neighbours ("Hispanic neighborhood"). */
  places: string[]
  /** People named by colour, matched as written (stemming "blacks" would give "black granite"). */
  colourPeople: string[]
  /** Colours that name people when followed by a people, skin or area word ("white neighborhood", गोरी चमड़ी). */
  colours: string[]
  colourNouns: string[]
  /** Words that may stand between a colour and its noun ("fair who-are tenants", తెల్లగా ఉండే అద్దెదారులు). */
  colourLinks: string[]
  /** Renting or selling words: "only" next to a sex group and one of these is a condition ("rent only to men"). */
  letting: string[]
  /** Single-sex shared accommodation (hostel, PG): a sex group there is the kind of building, never a condition. */
  shared: string[]
}
