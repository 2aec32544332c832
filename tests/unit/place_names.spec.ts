import { test } from '@japa/runner'
import { INDIA_LOCATIONS } from '#database/data/locations_in'
import { INDIA_PLACE_NAMES } from '#database/data/location_names_in'
import { interpret, type Interpretation } from '#services/assistant/interpreter'
import { PlaceNames } from '#services/locations/place_names'
import type { TreeNode } from '#services/locations/location_tree'
import { seededGazetteer } from '#tests/unit/assistant/seeded_gazetteer'

/** A few nodes of the tree, as LocationTree loads them. */
function nodes(): TreeNode[] {
  const all: TreeNode[] = []
  const add = (level: TreeNode['level'], name: string, parent: TreeNode | null) => {
    const [hi, te] = INDIA_PLACE_NAMES[name] ?? ['', '']
    const node: TreeNode = {
      ...{ id: all.length + 1, countryCode: 'IN', level, name, lat: 0, lng: 0 },
      nameHi: hi || null,
      nameTe: te || null,
      parent,
      children: [],
    }
    parent?.children.push(node)
    all.push(node)
    return node
  }
  const telangana = add('state', 'Telangana', null)
  const city = add('city', 'Hyderabad', add('district', 'Rangareddy', telangana))
  add('area', 'Kondapur', city)
  add('area', 'Mokila', city)
  // A place without local names: shown and searched in English.
  add('area', 'Nowhere Nagar', city)
  return all
}

test.group('Place names in Hindi and Telugu', () => {
  test('a page language shows its names, English where a place has none', ({ assert }) => {
    const names = new PlaceNames(nodes())
    assert.equal(names.name('Hyderabad', 'hi'), 'हैदराबाद')
    assert.equal(names.name('Hyderabad', 'te'), 'హైదరాబాద్')
    assert.equal(names.name('Hyderabad', 'en'), 'Hyderabad')
    assert.equal(names.label('Kondapur, Hyderabad, Telangana', 'te'), 'కొండాపూర్, హైదరాబాద్, తెలంగాణ')
    assert.equal(names.label('Nowhere Nagar, Hyderabad', 'hi'), 'Nowhere Nagar, हैदराबाद')
    assert.equal(names.labeller('en')('Kondapur, Hyderabad'), 'Kondapur, Hyderabad')
    assert.deepInclude(names.messages('hi'), { Kondapur: 'कोंडापुर' })
    assert.notProperty(names.messages('hi'), 'Nowhere Nagar')
    assert.deepEqual(names.messages('en'), {})
  })

  test('a search typed in Devanagari or Telugu reads as the English names', ({ assert }) => {
    const names = new PlaceNames(nodes())
    assert.equal(names.toEnglish('हैदराबाद में 2 BHK').trim(), 'Hyderabad  में 2 BHK')
    assert.equal(names.toEnglish('కొండాపూర్').trim(), 'Kondapur')
    // A Telugu case ending written onto the name, with or without the joiner.
    assert.match(names.toEnglish('హైదరాబాద్‌లో ఫ్లాట్'), /^ Hyderabad +లో ఫ్లాట్$/)
    assert.equal(names.englishOf('మోకిల'), 'Mokila')
    // Latin text is left as typed; an unknown word stays.
    assert.equal(names.toEnglish('Kondapur villas'), 'Kondapur villas')
    assert.equal(names.toEnglish('बगीचा'), 'बगीचा')
  })

  test('every state, district and city of the India tree has both names', ({ assert }) => {
    const missing: string[] = []
    for (const state of INDIA_LOCATIONS) {
      for (const name of [
        state.name,
        ...state.districts.flatMap((d) => [d.name, ...d.cities.map((c) => c.name)]),
      ]) {
        const [hi, te] = INDIA_PLACE_NAMES[name] ?? ['', '']
        if (!/[\u0900-\u097F]/.test(hi) || !/[\u0C00-\u0C7F]/.test(te)) missing.push(name)
      }
    }
    assert.deepEqual(missing, [])
  })

  test('the assistant reads place names the tree spells in Hindi or Telugu', ({ assert }) => {
    const gazetteer = seededGazetteer('IN')
    for (const [q, filters] of [
      [
        'सिकंदराबाद में फ्लैट',
        { state: 'Telangana', district: 'Hyderabad', city: 'Hyderabad', area: 'Secunderabad' },
      ],
      [
        'చార్మినార్ దగ్గర ఇల్లు',
        { state: 'Telangana', district: 'Hyderabad', city: 'Hyderabad', area: 'Charminar' },
      ],
      ['नई दिल्ली में घर', { state: 'Delhi', city: 'New Delhi' }],
    ] as const) {
      const reading = interpret(q, 'IN', gazetteer) as Extract<Interpretation, { type: 'search' }>
      assert.equal(reading.type, 'search', q)
      assert.containSubset(reading.filters, filters, q)
    }
  })
})
