import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import { signedUrlFor, urlFor } from '@adonisjs/core/services/url_builder'
import SavedSearch, { type AlertFrequency } from '#models/saved_search'
import Notification from '#models/notification'
import User from '#models/user'
import SearchAlertMail, { type AlertSection } from '#mails/search_alert_mail'
import { appOrigin } from '#services/site/site_hosts'
import { sqlTime } from '#services/db/sql_time'
import { formatListingPrice } from '#rules/money'
import { currencyOf } from '#rules/countries'

/** The matches of one search a mail lists; the count says how many there are in all. */
const ITEMS_SHOWN = 10

type Told = { search: SavedSearch; section: AlertSection; items: { id: number; title: string }[] }

/**
 * Tells owners of saved searches about their new matches (issue 31): the
 * matches not told yet are claimed (notified_at set, so a match is told
 * once), then an in-app notification per search and one mail: per search
 * for 'instant', per account for the daily and weekly digests.
 */
export default class AlertNotifier {
  /** Instant alerts of these searches (the ones the matcher just gave matches). */
  async instant(searchIds: number[]): Promise<number> {
    if (!searchIds.length) return 0
    const searches = await SavedSearch.query()
      .whereIn('id', searchIds)
      .where('frequency', 'instant')
    let sent = 0
    for (const search of searches) {
      const told = await this.#tell(search, await localeOf(search.userId))
      if (!told) continue
      await this.#send(search.userId, [told], 'instant')
      sent++
    }
    return sent
  }

  /** The digest of every daily (or weekly) search with matches not told yet: one mail an account. */
  async digest(frequency: Exclude<AlertFrequency, 'instant' | 'off'>): Promise<number> {
    const pending = db
      .from('saved_search_matches')
      .whereNull('notified_at')
      .select('saved_search_id')
    const searches = await SavedSearch.query()
      .where('frequency', frequency)
      .whereIn('id', pending)
      .orderBy('user_id')
      .orderBy('id')
    const byUser = new Map<number, Told[]>()
    for (const search of searches) {
      const told = await this.#tell(search, await localeOf(search.userId))
      if (told) byUser.set(search.userId, [...(byUser.get(search.userId) ?? []), told])
    }
    for (const [userId, told] of byUser) await this.#send(userId, told, frequency)
    return byUser.size
  }

  /** Claims the search's untold matches and writes its in-app notification; null when none are left. */
  async #tell(search: SavedSearch, locale: string): Promise<Told | null> {
    const rows = await db
      .from('saved_search_matches')
      .where('saved_search_id', search.id)
      .whereNull('notified_at')
      .orderBy('created_at')
      .orderBy('subject_id')
      .select('subject_id')
    if (!rows.length) return null
    for (let start = 0; start < rows.length; start += 500)
      await db
        .from('saved_search_matches')
        .where('saved_search_id', search.id)
        .whereIn(
          'subject_id',
          rows.slice(start, start + 500).map((row) => row.subject_id)
        )
        .whereNull('notified_at')
        .update({ notified_at: sqlTime() })
    const ids = rows.map((row) => Number(row.subject_id))
    const items = await this.#items(search.kind, ids.slice(0, ITEMS_SHOWN), locale)
    await Notification.create({
      userId: search.userId,
      kind: 'saved_search',
      data: {
        saved_search_id: search.id,
        name: search.name,
        kind: search.kind,
        count: ids.length,
        items: items.map(({ id, title }) => ({ id, title })),
      },
    })
    const origin = appOrigin()
    const section: AlertSection = {
      name: search.name,
      count: ids.length,
      items: items.map((item) => ({ ...item, link: `${origin}${item.path}` })),
      open: `${origin}${urlFor('saved_searches.open', { id: search.id })}`,
      unsubscribe: unsubscribeLink(search.id),
    }
    return { search, section, items }
  }

  async #items(kind: string, ids: number[], locale: string) {
    if (kind === 'ventures') {
      const rows = await db
        .from('ventures')
        .whereIn('id', ids)
        .select('id', 'name', 'min_price', 'country_code', 'city')
      return rows.map((row) => ({
        id: Number(row.id),
        title: String(row.name),
        price:
          row.min_price === null
            ? ''
            : formatListingPrice(Number(row.min_price), currencyOf(row.country_code)),
        place: row.city ?? '',
        path: urlFor('ventures.show', { id: row.id }),
      }))
    }
    const rows = await db
      .from('properties')
      .whereIn('id', ids)
      .select('id', 'title', 'price', 'area_sqft', 'country_code', 'city', 'area')
    return rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      price: `${formatListingPrice(Number(row.price), currencyOf(row.country_code))} · ${areaText(row, locale)}`,
      place: [row.area, row.city].filter(Boolean).join(', '),
      path: urlFor('properties.show', { id: row.id }),
    }))
  }

  async #send(userId: number, told: Told[], digest: 'instant' | 'daily' | 'weekly') {
    const user = await User.query().where('id', userId).whereNull('deleted_at').first()
    if (!user) return
    try {
      await mail.sendLater(
        new SearchAlertMail(
          user,
          told.map((t) => t.section),
          digest,
          user.locale ?? 'en'
        )
      )
    } catch (error) {
      logger.error({ err: error, userId }, 'a saved-search alert could not be queued')
    }
  }
}

/** The signed one-click unsubscribe link of a search (tampered or unsigned: refused). */
export function unsubscribeLink(searchId: number): string {
  return `${appOrigin()}${signedUrlFor('saved_searches.unsubscribe', { id: searchId }, { purpose: 'unsubscribe' })}`
}

/** "1,200 sq ft" ("12,00,000" grouping in India), in the listing's market. */
function areaText(row: { area_sqft: unknown; country_code: string }, locale: string): string {
  const area = new Intl.NumberFormat(row.country_code === 'IN' ? 'en-IN' : 'en-US').format(
    Number(row.area_sqft)
  )
  return i18nManager.locale(locale).t('saved_searches.mail.area', { area })
}

async function localeOf(userId: number): Promise<string> {
  const row = await db.from('users').where('id', userId).select('locale').first()
  return row?.locale ?? 'en'
}
