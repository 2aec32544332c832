import db from '@adonisjs/lucid/services/db'
import type { StrictValues } from '@adonisjs/lucid/types/querybuilder'
import PropertySearch, {
  type PreparedSearch,
  type PropertyFilters,
} from '#services/listings/property_search'
import VentureSearch, { type VentureFilters } from '#services/ventures/venture_search'
import {
  add,
  liveSubjects,
  prefilter,
  type Pairs,
  type Subject,
} from '#services/alerts/alert_prefilter'
import { residualFilters } from '#services/alerts/saved_searches'
import { sqlTime } from '#services/db/sql_time'
import type { SavedSearchKind } from '#models/saved_search'

type Prepared =
  { kind: 'ventures'; filters: VentureFilters } | { kind: 'properties'; prepared: PreparedSearch }

/** Pairs whose searches leave the same filters to the page's query: one query for all. */
type Group = {
  filters: Record<string, unknown>
  subjects: Set<number>
  pairs: [number, number][]
}

/** The filters as one string whatever the order of their keys. */
function stableKey(filters: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((key) => [key, filters[key]])
  )
}

/** Searches whose filters are read at once. */
const READ_CHUNK = 500
/** Queries run as one statement (SQLite allows 500 terms in a compound SELECT)... */
const BRANCHES = 100
/** ...and at most this many bound values (SQLite allows 32,766). */
const BINDINGS = 10_000
/** Match rows written by one INSERT (4 values each). */
const INSERT_CHUNK = 2_000

/**
 * Which saved searches a batch of listings (or ventures) that just went live
 * match (issue 31). Three steps:
 * 1. the pre-filter (alert_prefilter.ts): the searches of the subjects'
 *    (country, city, type) or open, by index, the price band in memory;
 * 2. a candidate search that filters on the pre-filter's columns only is
 *    decided by it: no query;
 * 3. the others are verified by the search page's own query
 *    (PropertySearch / VentureSearch `filtered`) with each search's filters,
 *    restricted to its candidate ids: no second implementation of the
 *    filters. Up to BRANCHES such queries run as one statement
 *    (UNION ALL), each branch tagged with its search's id.
 * New matches are written to saved_search_matches; one already there (a
 * renewal, a republished venture) is not written again: announced once.
 * Returns the searches (other than 'off' ones) that gained matches.
 */
export default class AlertMatcher {
  /** Milliseconds spent per step since this matcher was made (bench:alerts prints them). */
  readonly timings = { prefilter: 0, verify: 0, record: 0, matches: 0 }

  async match(kind: SavedSearchKind, ids: number[]): Promise<number[]> {
    let started = performance.now()
    const lap = (step: 'prefilter' | 'verify' | 'record') => {
      const now = performance.now()
      this.timings[step] += now - started
      started = now
    }
    const subjects = await liveSubjects(kind, ids)
    if (!subjects.length) return []
    const { decided, pending, frequencies } = await prefilter(kind, subjects)
    lap('prefilter')
    const found = await this.#verifyAll(kind, pending, subjects)
    lap('verify')
    for (const [searchId, subjectIds] of decided)
      found.set(searchId, [...subjectIds, ...(found.get(searchId) ?? [])])
    const touched = [...found.keys()].filter((id) => frequencies.get(id) !== 'off')
    this.timings.matches += await this.#record(found, frequencies)
    lap('record')
    return touched
  }

  /** The ids among `ids` the search page's query finds with these filters (one search). */
  async verify(kind: SavedSearchKind, filters: any, ids: number[]): Promise<number[]> {
    const rows = await this.#pageQuery(await this.#prepare(kind, filters), ids)
      .clearSelect()
      .select(`${kind}.id`)
      .pojo<{ id: number }>()
    return rows.map((row) => Number(row.id))
  }

  /** The filters as the page's query takes them (a property search plans its text first). */
  async #prepare(kind: SavedSearchKind, filters: any): Promise<Prepared> {
    if (kind === 'ventures') return { kind, filters: filters as VentureFilters }
    return { kind, prepared: await new PropertySearch().prepare(filters as PropertyFilters) }
  }

  /** The page's filtered query of a search, restricted to `ids` (a builder: not awaited here). */
  #pageQuery(search: Prepared, ids: number[]) {
    if (search.kind === 'ventures')
      return new VentureSearch().filtered(search.filters).whereIn('ventures.id', ids)
    return new PropertySearch().filtered(search.prepared).whereIn('properties.id', ids)
  }

  /**
   * The pending pairs the page's queries confirm. Pairs whose searches leave
   * the same filters to the query (residualFilters: the city, type and price
   * band are the pre-filter's, decided already) share one query over all
   * their listings; up to BRANCHES such queries run as one statement.
   */
  async #verifyAll(kind: SavedSearchKind, pending: Pairs, subjects: Subject[]): Promise<Pairs> {
    const cities = new Map(subjects.map((subject) => [subject.id, subject.city]))
    const groups = new Map<string, Group>()
    const searchIds = [...pending.keys()]
    for (let start = 0; start < searchIds.length; start += READ_CHUNK) {
      const searches = await db
        .from('saved_searches')
        .whereIn('id', searchIds.slice(start, start + READ_CHUNK))
        .select('id', 'filters')
      for (const search of searches) {
        const filters =
          typeof search.filters === 'string' ? JSON.parse(search.filters) : search.filters
        const residual = residualFilters(kind, filters)
        const withCity = { ...residual, city: filters.city }
        const keys = [stableKey(residual), stableKey(withCity)]
        for (const subjectId of pending.get(search.id)!) {
          // A city the pre-filter matched only case-blind is left to the query.
          const exact = !filters.city || filters.city === cities.get(subjectId)
          const key = keys[exact ? 0 : 1]
          let group = groups.get(key)
          if (!group) {
            group = { filters: exact ? residual : withCity, subjects: new Set(), pairs: [] }
            groups.set(key, group)
          }
          group.subjects.add(subjectId)
          group.pairs.push([Number(search.id), subjectId])
        }
      }
    }

    const verified: Pairs = new Map()
    const list = [...groups.values()]
    let branches: { sql: string; bindings: readonly unknown[] }[] = []
    let first = 0
    let bound = 0
    const flush = async (next: number) => {
      if (branches.length) {
        const union = branches.map((branch) => branch.sql).join(' UNION ALL ')
        const bindings = branches.flatMap((branch) => branch.bindings) as StrictValues[]
        const sql = `SELECT group_index, subject_id FROM (${union}) AS verified`
        const result = await db.rawQuery(sql, bindings)
        // mysql2 answers [rows, fields], better-sqlite3 the rows.
        const rows: { group_index: number; subject_id: number }[] =
          db.connection().dialect.name === 'mysql' ? result[0] : result
        const found = new Set(rows.map((row) => `${row.group_index}:${row.subject_id}`))
        for (let index = first; index < next; index++) {
          for (const [searchId, subjectId] of list[index].pairs)
            if (found.has(`${index}:${subjectId}`)) add(verified, searchId, subjectId)
        }
      }
      branches = []
      bound = 0
      first = next
    }
    for (const [index, group] of list.entries()) {
      const prepared = await this.#prepare(kind, group.filters)
      const branch = this.#pageQuery(prepared, [...group.subjects])
        .clearSelect()
        .select(db.raw(`${index} as group_index`), `${kind}.id as subject_id`)
        .toSQL()
      if (branches.length >= BRANCHES || bound + branch.bindings.length > BINDINGS)
        await flush(index)
      branches.push(branch)
      bound += branch.bindings.length
    }
    await flush(list.length)
    return verified
  }

  /**
   * New rows only (one that exists is left alone: INSERT OR IGNORE / INSERT
   * IGNORE on the key (search, subject)), INSERT_CHUNK a statement, in key
   * order (each statement lands in runs of the key, not at random: several
   * times faster) and in one transaction (SQLite syncs once). Written by
   * hand: knex writes a SQLite multi-row insert with ON CONFLICT as a
   * compound SELECT (500 rows at most). An 'off' search's matches count as
   * told (never mailed later). Returns the rows offered.
   */
  async #record(found: Pairs, frequencies: Map<number, string>): Promise<number> {
    if (!found.size) return 0
    const now = sqlTime()
    let offered = 0
    await db.transaction(async (trx) => {
      const verb = trx.dialect.name === 'mysql' ? 'INSERT IGNORE' : 'INSERT OR IGNORE'
      let values: (string | number | null)[] = []
      const flush = async () => {
        if (!values.length) return
        const rows = values.length / 4
        await trx.rawQuery(
          `${verb} INTO saved_search_matches (saved_search_id, subject_id, created_at, notified_at) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?)').join(', ')}`,
          values as StrictValues[] // nulls bind as NULL
        )
        offered += rows
        values = []
      }
      for (const searchId of [...found.keys()].sort((a, b) => a - b)) {
        const told = frequencies.get(searchId) === 'off' ? now : null
        for (const subjectId of found.get(searchId)!.sort((a, b) => a - b)) {
          values.push(searchId, subjectId, now, told)
          if (values.length >= INSERT_CHUNK * 4) await flush()
        }
      }
      await flush()
    })
    return offered
  }
}
