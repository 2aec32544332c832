import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  createFtsTable,
  createPhoneDigitsTable,
  dropFtsTable,
  dropPhoneDigitsTable,
} from '#database/sqlite_fts'

/**
 * Issue 28: the admin Users and Leads searches were LIKE scans (333-1,800 ms
 * p95 at 100,000 rows). Each table gets a text index over its name and
 * e-mail (MySQL FULLTEXT, SQLite FTS5 kept in step by triggers, as the
 * listings have) and, on MySQL, its phone's digits reversed in an indexed
 * virtual column, so "the number ends with these digits" is a range read
 * (typed with or without the country code, spaces or brackets). SQLite
 * keeps the digits in an FTS5 trigram table, where the same LIKE reads the
 * index.
 *
 * The FULLTEXT index is built without InnoDB's stopwords ("com", "who",
 * "will"...): with them, `+com*` found nobody whose e-mail ends in .com.
 * The search leaves those words out as well, so an index rebuilt with them
 * (a restored dump) still answers.
 */
const PEOPLE_SEARCH = [
  { table: 'users', text: ['name', 'email'], phone: 'phone', phoneKey: 'phone_key' },
  {
    table: 'leads',
    text: ['contact_name', 'contact_email'],
    phone: 'contact_phone',
    phoneKey: 'contact_phone_key',
  },
]

export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      const mysql = db.dialect.name === 'mysql'
      for (const { table, text, phone, phoneKey } of PEOPLE_SEARCH) {
        if (!mysql) {
          await createFtsTable(db, table, text)
          await createPhoneDigitsTable(db, table, phone)
          continue
        }
        await db.rawQuery('SET SESSION innodb_ft_enable_stopword = OFF')
        await db.rawQuery(
          `ALTER TABLE ${table} ADD FULLTEXT INDEX ${table}_text_idx (${text.join(', ')})`
        )
        await db.rawQuery('SET SESSION innodb_ft_enable_stopword = ON')
        await db.rawQuery(
          `ALTER TABLE ${table} ADD COLUMN ${phoneKey} VARCHAR(32) AS (REVERSE(REGEXP_REPLACE(${phone}, '[^0-9]', ''))) VIRTUAL, ADD INDEX ${table}_${phoneKey}_idx (${phoneKey})`
        )
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      for (const { table, phoneKey } of PEOPLE_SEARCH) {
        if (db.dialect.name !== 'mysql') {
          await dropFtsTable(db, table)
          await dropPhoneDigitsTable(db, table)
          continue
        }
        await db.rawQuery(
          `ALTER TABLE ${table} DROP INDEX ${table}_${phoneKey}_idx, DROP COLUMN ${phoneKey}, DROP INDEX ${table}_text_idx`
        )
      }
    })
  }
}
