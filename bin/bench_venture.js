/*
|--------------------------------------------------------------------------
| A public venture with N units, for bin/seat_map_bench.js and bin/lighthouse.js
|--------------------------------------------------------------------------
|
| Inserts rows straight into a throwaway SQLite database (node:sqlite) that
| the scripts migrated and seeded with `node ace db:seed` and `demo:seed`,
| before the server starts. The columns are those of
| app/services/bench/bench_ventures.ts (the bench:ventures seed) and
| tests/helpers/ventures.ts: the venture is public and published, its derived
| counts (unit_count, total_units) set, its JSON lists '[]'; every unit is a
| listed `properties` row (listing_state 'active', published, not expired)
| with venture_id, tower_id, unit_number and floor. Deterministic: the same
| statuses and sizes on every run. Clearly demo data (owner: a demo owner).
|
*/
import { DatabaseSync } from 'node:sqlite'
import { BENCH_UNIT_STATUSES } from '../app/services/bench/bench_unit_statuses.ts'

const NOW = '2025-06-01 00:00:00'

/**
 * Adds one public venture in Gachibowli, Hyderabad: `towers` towers of
 * `units / towers` units each, `perFloor` units a floor (unit 1204 is floor
 * 12, position 4). Returns the venture's id.
 */
export function seedVenture(
  sqlitePath,
  { units, towers = 1, perFloor = 20, name = 'Lakeview Heights (demo)' }
) {
  if (units % towers !== 0) throw new Error(`${units} units do not split into ${towers} towers`)
  const perTower = units / towers
  const floors = Math.ceil(perTower / perFloor)
  const db = new DatabaseSync(sqlitePath)
  try {
    const owner =
      db.prepare("SELECT id FROM users WHERE country_code = 'IN' ORDER BY id LIMIT 1").get() ??
      db.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get()
    if (!owner) throw new Error('No user to own the venture: did db:seed and demo:seed run?')
    // The last placeholders of both inserts: state, district, city, area and location in
    // Gachibowli, Hyderabad, then published_at, created_at and updated_at.
    const placeAndTimes = [
      'Telangana',
      'Rangareddy',
      'Hyderabad',
      'Gachibowli',
      'Gachibowli, Hyderabad, Rangareddy, Telangana',
      NOW,
      NOW,
      NOW,
    ]
    const minPrice = 6_500_000
    db.exec('BEGIN')
    const venture = db
      .prepare(
        `INSERT INTO ventures (owner_id, name, description, builder, builder_name, venture_type, status, property_types, unit_types,
          amenities, approvals, images, master_plan_images, phases, nearby_landmarks, rera_number, launch_month, possession_month,
          min_price, max_price, price_sort_asc, price_sort_desc, planned_units, unit_count, unit_configs, total_units, state, district, city, area, location,
          country_code, is_public, published_at, created_at, updated_at)
         VALUES (?, ?, ?, 'others', 'Lakeview Developers (demo)', 'residential', 'under_construction', '["apartment"]', '["apartment"]',
          '["swimming_pool","gym_fitness","clubhouse","children_play_area"]', '["rera_approved"]', '[]', '[]', '[]', '[]', NULL, '2024-03', '2027-12',
          ?, ?, ?, ?, ?, ?, '["2bhk","3bhk","4bhk"]', ?, ?, ?, ?, ?, ?, 'IN', 1, ?, ?, ?)`
      )
      .run(
        owner.id,
        name,
        `Demo data: ${towers} residential ${towers === 1 ? 'tower' : 'towers'} of ${floors} floors with 2, 3 and 4 BHK apartments, a clubhouse, a pool and a gym near the Financial District.`,
        minPrice,
        minPrice * 3,
        // The price sort keys (Venture priceSortKeys): a raw insert skips the model's hook.
        minPrice,
        minPrice,
        units,
        units,
        units,
        ...placeAndTimes
      ).lastInsertRowid
    const tower = db.prepare(
      `INSERT INTO towers (venture_id, name, floors, units_per_floor, tower_type, created_at, updated_at) VALUES (?, ?, ?, ?, 'residential', ?, ?)`
    )
    const unit = db.prepare(
      `INSERT INTO properties (owner_id, venture_id, tower_id, unit_number, floor, unit_type, title, property_type, price, area_sqft, bedrooms,
        bathrooms, status, description, amenities, images, state, district, city, area, location, country_code, listing_state, published_at,
        expires_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'apartment', ?, 'apartment', ?, ?, ?, ?, ?, ?, '[]', '[]', ?, ?, ?, ?, ?, 'IN', 'active', ?, '2037-12-31 00:00:00', ?, ?)`
    )
    let n = 0
    for (let t = 0; t < towers; t++) {
      const towerName = `Tower ${String.fromCharCode(65 + (t % 26))}${t >= 26 ? Math.floor(t / 26) : ''}`
      const towerId = tower.run(venture, towerName, floors, perFloor, NOW, NOW).lastInsertRowid
      for (let i = 0; i < perTower; i++, n++) {
        const floor = Math.floor(i / perFloor) + 1
        const unitNumber = String(floor * 100 + (i % perFloor) + 1)
        const bedrooms = 2 + (n % 3)
        unit.run(
          owner.id,
          venture,
          towerId,
          unitNumber,
          floor,
          `${name} · ${towerName} ${unitNumber}`,
          minPrice + bedrooms * 1_500_000 + floor * 20_000,
          600 + bedrooms * 350,
          bedrooms,
          bedrooms - 1,
          BENCH_UNIT_STATUSES[(n * 7 + floor) % BENCH_UNIT_STATUSES.length],
          `Demo data: ${bedrooms} BHK apartment ${unitNumber}, ${towerName}.`,
          ...placeAndTimes
        )
      }
    }
    db.exec('COMMIT')
    return Number(venture)
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  } finally {
    db.close()
  }
}
