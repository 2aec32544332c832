import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Lead from '#models/lead'
import { UserFactory } from '#database/factories/user_factory'
import { LeadFactory } from '#database/factories/lead_factory'
import { isolated } from '#tests/helpers/db'

type ForeignKey = { column: string; table: string; onDelete: string }

/** leads' foreign keys and indexed columns, on SQLite or MySQL. */
async function leadsSchema() {
  const connection = db.connection()
  if (connection.dialect.name === 'mysql') {
    const [fks] = await connection.rawQuery(
      `SELECT k.COLUMN_NAME AS col, k.REFERENCED_TABLE_NAME AS ref, r.DELETE_RULE AS del
       FROM information_schema.KEY_COLUMN_USAGE k JOIN information_schema.REFERENTIAL_CONSTRAINTS r
         ON r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA
       WHERE k.TABLE_SCHEMA = DATABASE() AND k.TABLE_NAME = 'leads' AND k.REFERENCED_TABLE_NAME IS NOT NULL`
    )
    const [indexes] = await connection.rawQuery(
      `SELECT INDEX_NAME AS name, GROUP_CONCAT(COLUMN_NAME ORDER BY SEQ_IN_INDEX) AS cols FROM information_schema.STATISTICS
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'leads' GROUP BY INDEX_NAME`
    )
    const [columns] = await connection.rawQuery(
      `SELECT IS_NULLABLE AS nullable FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'leads' AND COLUMN_NAME = 'owner_id'`
    )
    return {
      foreignKeys: (fks as { col: string; ref: string; del: string }[]).map((fk): ForeignKey => ({
        column: fk.col,
        table: fk.ref,
        onDelete: fk.del,
      })),
      indexes: (indexes as { cols: string }[]).map((index) => index.cols),
      ownerNullable: columns[0].nullable === 'YES',
    }
  }
  const fks = (await connection.rawQuery(`PRAGMA foreign_key_list('leads')`)) as {
    from: string
    table: string
    on_delete: string
  }[]
  const list = (await connection.rawQuery(`PRAGMA index_list('leads')`)) as { name: string }[]
  const indexes: string[] = []
  for (const index of list) {
    const info = (await connection.rawQuery(`PRAGMA index_info('${index.name}')`)) as {
      name: string
    }[]
    indexes.push(info.map((column) => column.name).join(','))
  }
  const columns = (await connection.rawQuery(`PRAGMA table_info('leads')`)) as {
    name: string
    notnull: number
  }[]
  return {
    foreignKeys: fks.map((fk): ForeignKey => ({
      column: fk.from,
      table: fk.table,
      onDelete: fk.on_delete,
    })),
    indexes,
    ownerNullable: columns.find((column) => column.name === 'owner_id')!.notnull === 0,
  }
}

test.group('Migration 0071: leads.owner_id is optional', (group) => {
  isolated(group)

  test('owner_id takes null; its foreign key, the other keys and the indexes are still there', async ({
    assert,
  }) => {
    const schema = await leadsSchema()
    assert.isTrue(schema.ownerNullable)
    assert.deepInclude(schema.foreignKeys, {
      column: 'owner_id',
      table: 'users',
      onDelete: 'CASCADE',
    })
    assert.deepInclude(schema.foreignKeys, {
      column: 'property_id',
      table: 'properties',
      onDelete: 'SET NULL',
    })
    assert.deepInclude(schema.foreignKeys, {
      column: 'user_id',
      table: 'users',
      onDelete: 'SET NULL',
    })
    assert.deepInclude(schema.foreignKeys, {
      column: 'venture_id',
      table: 'ventures',
      onDelete: 'SET NULL',
    })
    assert.include(schema.indexes, 'owner_id,created_at')
    assert.include(schema.indexes, 'property_id,contact_phone,created_at')
    assert.include(schema.indexes, 'venture_id,contact_phone,created_at')
  })

  test('an owner lead still goes when its owner is deleted; a marketplace lead stays', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const owned = await LeadFactory.merge({
      ownerId: owner.id,
      source: 'property_contact',
    }).create()
    const marketplace = await LeadFactory.merge({ ownerId: null, source: 'contact_form' }).create()
    await owner.delete()
    assert.isNull(await Lead.find(owned.id))
    assert.isNotNull(await Lead.find(marketplace.id))
  })

  test('a lead that names a missing owner is still refused (the foreign key is enforced)', async ({
    assert,
  }) => {
    await assert.rejects(() => LeadFactory.merge({ ownerId: 987654 }).create())
  })
})
