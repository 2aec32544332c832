import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#services/db/sql_time'

/** A listing's price went from `from` to `to` (whole units of its currency). */
export type PriceChange = { propertyId: number; from: number; to: number }

/** Cards say 'Price reduced' this many days after a cut. */
export const PRICE_REDUCED_DAYS = 14

/** How many changes, newest first, a listing's detail (page and /api) carries. */
export const PRICE_HISTORY_SHOWN = 10

const INSERT_CHUNK = 500

/**
 * A listing's price history (issue 31), the one place that writes it. Every
 * way a price changes comes here, inside the transaction that writes the new
 * price: a model save of a listing (Property's hooks: the owner's edit on the
 * page and through PUT/PATCH /api/properties/{id}, a builder's unit edit on
 * the page and through /api) and the bulk upload's unit updates, which write
 * rows without the model (import_writer.ts). A save that leaves the price as
 * it was records nothing.
 *
 * `properties.price_reduced_at` goes with it: the time of the last cut (a
 * raise clears it), so the public search shows the 'Price reduced' badge from
 * the listing's own row, never a join on this table.
 */
export default class PriceHistory {
  /** What `price_reduced_at` becomes after a change: now for a cut, null for a raise. */
  static reducedAt(change: Pick<PriceChange, 'from' | 'to'>, at: DateTime): DateTime | null {
    return change.to < change.from ? at : null
  }

  /** Whether a listing last cut at `reducedAt` still shows 'Price reduced' at `now`. */
  static recentlyReduced(reducedAt: DateTime | null | undefined, now = DateTime.now()): boolean {
    return Boolean(reducedAt && reducedAt > now.minus({ days: PRICE_REDUCED_DAYS }))
  }

  /** Appends the changes that really change a price, stamped `at`. */
  static async record(
    trx: QueryClientContract | TransactionClientContract,
    changes: PriceChange[],
    at: DateTime
  ) {
    const rows = changes
      .filter((change) => change.from !== change.to)
      .map((change) => ({
        property_id: change.propertyId,
        old_price: change.from,
        new_price: change.to,
        changed_at: sqlTime(at),
      }))
    for (let i = 0; i < rows.length; i += INSERT_CHUNK)
      await trx
        .insertQuery()
        .table('listing_price_changes')
        .multiInsert(rows.slice(i, i + INSERT_CHUNK))
  }

  /**
   * The price a listing has in the database now, read inside the caller's
   * transaction after it locked the row: the true 'from' even when the model
   * was read before another edit.
   */
  static async storedPrice(
    propertyId: number,
    trx?: TransactionClientContract | null
  ): Promise<number | null> {
    const row = await (trx ?? db).from('properties').where('id', propertyId).select('price').first()
    return row ? Number(row.price) : null
  }
}
