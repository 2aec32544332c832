import { test } from '@japa/runner'
import { interpret, type Interpretation } from '#services/assistant/interpreter'
import { seededGazetteer } from '#tests/unit/assistant/seeded_gazetteer'
import type { CountryCode } from '#rules/countries'

const gazetteers = { IN: seededGazetteer('IN'), US: seededGazetteer('US') }

const HYD = { state: 'Telangana', city: 'Hyderabad' }
const area = (name: string, district = 'Rangareddy') => ({
  state: 'Telangana',
  district,
  city: 'Hyderabad',
  area: name,
})
const KONDAPUR = area('Kondapur')
const GACHIBOWLI = area('Gachibowli')
const WHITEFIELD = {
  state: 'Karnataka',
  district: 'Bengaluru Urban',
  city: 'Bengaluru',
  area: 'Whitefield',
}
const BENGALURU = { state: 'Karnataka', district: 'Bengaluru Urban', city: 'Bengaluru' }
const PUNE = { state: 'Maharashtra', district: 'Pune', city: 'Pune' }
const COLUMBUS = { state: 'Ohio', district: 'Franklin County', city: 'Columbus' }
const L = 100_000
const CR = 10_000_000

type Row = {
  q: string
  country?: CountryCode
  kind?: 'properties' | 'ventures'
  filters: Record<string, unknown>
}

/** Questions and the filters of GET /api/properties (or /api/ventures) each must produce. */
const SEARCHES: Row[] = [
  // English
  { q: '3 BHK in Hyderabad under 1 crore', filters: { bedrooms: 3, max_price: 1 * CR, ...HYD } },
  { q: 'villas near Whitefield', filters: { property_type: 'villa', ...WHITEFIELD } },
  {
    q: 'ready to move projects by Prestige',
    kind: 'ventures',
    filters: { status: 'ready_to_move', builder: 'prestige_group' },
  },
  {
    q: 'plots between 20 and 40 lakh in Kondapur',
    filters: { property_type: 'plot', min_price: 20 * L, max_price: 40 * L, ...KONDAPUR },
  },
  {
    q: '2 bedroom apartment in Columbus under $300k',
    country: 'US',
    filters: { property_type: 'apartment', bedrooms: 2, max_price: 300_000, ...COLUMBUS },
  },
  { q: 'villas near Whitefeild', filters: { property_type: 'villa', ...WHITEFIELD } },
  {
    q: '2bhk flat in Gachibowli below 80L',
    filters: { property_type: 'apartment', bedrooms: 2, max_price: 80 * L, ...GACHIBOWLI },
  },
  {
    q: 'independent house in Hyderbad around 1.5 crore',
    filters: {
      property_type: 'independent_house',
      min_price: 1.35 * CR,
      max_price: 1.65 * CR,
      ...HYD,
    },
  },
  { q: 'farm land under 50 lakhs', filters: { property_type: 'farmland', max_price: 50 * L } },
  {
    q: 'commercial office space in Bangalore',
    filters: { property_type: 'commercial', ...BENGALURU },
  },
  {
    q: 'apartments above 2 crore in Kokapet',
    filters: { property_type: 'apartment', min_price: 2 * CR, ...area('Kokapet') },
  },
  { q: '5+ BHK villa', filters: { property_type: 'villa', bedrooms: 5 } },
  { q: '6 bhk house', filters: { property_type: 'independent_house', bedrooms: 5 } },
  {
    q: 'under construction flats in Pune',
    filters: { property_type: 'apartment', status: 'under_construction', ...PUNE },
  },
  {
    q: 'ready to move 3 bhk flats in Kondapur',
    filters: { property_type: 'apartment', bedrooms: 3, status: 'available', ...KONDAPUR },
  },
  {
    q: 'plots between ₹20,00,000 and ₹40,00,000',
    filters: { property_type: 'plot', min_price: 20 * L, max_price: 40 * L },
  },
  {
    q: 'flats from 50 lakh to 1 crore in Madhapur',
    filters: {
      property_type: 'apartment',
      min_price: 50 * L,
      max_price: 1 * CR,
      ...area('Madhapur'),
    },
  },
  { q: 'villa budget 3 cr', filters: { property_type: 'villa', max_price: 3 * CR } },
  {
    q: 'two bedroom apartments in Gachibowli',
    filters: { property_type: 'apartment', bedrooms: 2, ...GACHIBOWLI },
  },
  {
    q: 'upcoming projects with swimming pool in Pune',
    kind: 'ventures',
    filters: { status: 'upcoming', amenities: ['swimming_pool'], ...PUNE },
  },
  {
    q: 'Godrej projects with gym and clubhouse',
    kind: 'ventures',
    filters: { builder: 'godrej_properties', amenities: ['gym_fitness', 'clubhouse'] },
  },
  {
    q: '3 BHK projects in Hyderabad under 2 crore',
    kind: 'ventures',
    filters: { unit_configs: ['3bhk'], max_price: 2 * CR, ...HYD },
  },
  {
    q: 'villa projects by Sobha in Whitefield',
    kind: 'ventures',
    filters: { property_types: ['villa'], builder: 'sobha_developers', ...WHITEFIELD },
  },
  {
    q: 'penthouses in Bengaluru',
    kind: 'ventures',
    filters: { property_types: ['penthouse'], ...BENGALURU },
  },
  {
    q: 'new launch projects in Hyderabad',
    kind: 'ventures',
    filters: { status: 'upcoming', ...HYD },
  },
  {
    q: 'homes around $500k in Columbus',
    country: 'US',
    filters: { min_price: 450_000, max_price: 550_000, ...COLUMBUS },
  },
  {
    q: 'condos in Short North under 400k',
    country: 'US',
    filters: { property_type: 'apartment', max_price: 400_000, ...COLUMBUS, area: 'Short North' },
  },
  {
    q: '3 bed house in Columbus between $250k and $350k',
    country: 'US',
    filters: {
      property_type: 'independent_house',
      bedrooms: 3,
      min_price: 250_000,
      max_price: 350_000,
      ...COLUMBUS,
    },
  },
  {
    q: 'houses over 1.2M in Columbus',
    country: 'US',
    filters: { property_type: 'independent_house', min_price: 1_200_000, ...COLUMBUS },
  },
  { q: 'villas under a crore', filters: { property_type: 'villa', max_price: 1 * CR } },
  {
    q: 'plots in Kondapur at least 30 lakh',
    filters: { property_type: 'plot', min_price: 30 * L, ...KONDAPUR },
  },
  { q: 'apartment in HITEC City', filters: { property_type: 'apartment', ...area('HITEC City') } },
  {
    q: 'flats in Jubilee Hills',
    filters: { property_type: 'apartment', ...area('Jubilee Hills', 'Hyderabad') },
  },
  // Hindi
  {
    q: 'हैदराबाद में 1 करोड़ से कम 3 बीएचके फ्लैट',
    filters: { property_type: 'apartment', bedrooms: 3, max_price: 1 * CR, ...HYD },
  },
  { q: 'व्हाइटफील्ड के पास विला', filters: { property_type: 'villa', ...WHITEFIELD } },
  {
    q: 'प्रेस्टीज के रेडी टू मूव प्रोजेक्ट',
    kind: 'ventures',
    filters: { status: 'ready_to_move', builder: 'prestige_group' },
  },
  {
    q: 'कोंडापुर में 20 से 40 लाख के बीच प्लॉट',
    filters: { property_type: 'plot', min_price: 20 * L, max_price: 40 * L, ...KONDAPUR },
  },
  { q: 'हैदराबाद में ५० लाख से कम २ बीएचके', filters: { bedrooms: 2, max_price: 50 * L, ...HYD } },
  {
    q: 'दो बेडरूम फ्लैट गचीबौली में',
    filters: { property_type: 'apartment', bedrooms: 2, ...GACHIBOWLI },
  },
  { q: 'पचास लाख से कम प्लॉट', filters: { property_type: 'plot', max_price: 50 * L } },
  {
    q: 'डेढ़ करोड़ के आसपास विला',
    filters: { property_type: 'villa', min_price: 1.35 * CR, max_price: 1.65 * CR },
  },
  { q: 'कम से कम 2 करोड़ का घर', filters: { property_type: 'independent_house', min_price: 2 * CR } },
  {
    q: 'पुणे में निर्माणाधीन फ्लैट',
    filters: { property_type: 'apartment', status: 'under_construction', ...PUNE },
  },
  {
    q: 'बेंगलुरु में स्विमिंग पूल वाले प्रोजेक्ट',
    kind: 'ventures',
    filters: { amenities: ['swimming_pool'], ...BENGALURU },
  },
  {
    q: 'गोदरेज के प्रोजेक्ट 1 करोड़ तक',
    kind: 'ventures',
    filters: { builder: 'godrej_properties', max_price: 1 * CR },
  },
  { q: 'खेत 30 लाख से कम', filters: { property_type: 'farmland', max_price: 30 * L } },
  { q: 'हैदराबाद में किराए पर फ्लैट', filters: { property_type: 'apartment', ...HYD } },
  {
    q: 'हैदराबाद में 80 लाख से 1.2 करोड़ के बीच 3 बीएचके',
    filters: { bedrooms: 3, min_price: 80 * L, max_price: 1.2 * CR, ...HYD },
  },
  {
    q: 'कोलंबस में $300k से कम 2 बेडरूम अपार्टमेंट',
    country: 'US',
    filters: { property_type: 'apartment', bedrooms: 2, max_price: 300_000, ...COLUMBUS },
  },
  {
    q: 'बंजारा हिल्स में 3 करोड़ से कम विला',
    filters: { property_type: 'villa', max_price: 3 * CR, ...area('Banjara Hills', 'Hyderabad') },
  },
  {
    q: 'इलेक्ट्रॉनिक सिटी में 2 बीएचके',
    filters: { bedrooms: 2, ...BENGALURU, area: 'Electronic City' },
  },
  {
    q: 'मुंबई में 5 करोड़ से ज्यादा के फ्लैट',
    filters: {
      property_type: 'apartment',
      min_price: 5 * CR,
      state: 'Maharashtra',
      city: 'Mumbai',
    },
  },
  // Telugu
  { q: 'హైదరాబాద్ లో 1 కోటి లోపు 3 బీహెచ్కే', filters: { bedrooms: 3, max_price: 1 * CR, ...HYD } },
  { q: 'వైట్ఫీల్డ్ దగ్గర విల్లాలు', filters: { property_type: 'villa', ...WHITEFIELD } },
  {
    q: 'ప్రెస్టీజ్ రెడీ టు మూవ్ ప్రాజెక్టులు',
    kind: 'ventures',
    filters: { status: 'ready_to_move', builder: 'prestige_group' },
  },
  {
    q: 'కొండాపూర్ లో 20 నుండి 40 లక్షల మధ్య ప్లాట్లు',
    filters: { property_type: 'plot', min_price: 20 * L, max_price: 40 * L, ...KONDAPUR },
  },
  {
    q: 'కొండాపూర్ లో ౫౦ లక్షల లోపు ౨ బీహెచ్కే ఫ్లాట్',
    filters: { property_type: 'apartment', bedrooms: 2, max_price: 50 * L, ...KONDAPUR },
  },
  {
    q: 'గచ్చిబౌలి లో రెండు బెడ్రూమ్ ఫ్లాట్',
    filters: { property_type: 'apartment', bedrooms: 2, ...GACHIBOWLI },
  },
  { q: 'కోటి లోపు విల్లా', filters: { property_type: 'villa', max_price: 1 * CR } },
  { q: 'యాభై లక్షల లోపు ప్లాట్లు', filters: { property_type: 'plot', max_price: 50 * L } },
  { q: 'రెండున్నర కోట్లు పైన విల్లాలు', filters: { property_type: 'villa', min_price: 2.5 * CR } },
  {
    q: 'సుమారు 80 లక్షల ఫ్లాట్ హైదరాబాద్ లో',
    filters: { property_type: 'apartment', min_price: 72 * L, max_price: 88 * L, ...HYD },
  },
  {
    q: 'పూణే లో నిర్మాణంలో ఉన్న ఫ్లాట్లు',
    filters: { property_type: 'apartment', status: 'under_construction', ...PUNE },
  },
  {
    q: 'బెంగళూరు లో స్విమ్మింగ్ పూల్ ఉన్న ప్రాజెక్టులు',
    kind: 'ventures',
    filters: { amenities: ['swimming_pool'], ...BENGALURU },
  },
  { q: 'హైదరాబాద్ లో అద్దెకు ఇల్లు', filters: { property_type: 'independent_house', ...HYD } },
  {
    q: 'తెలంగాణ లో పది లక్షల లోపు వ్యవసాయ భూమి',
    filters: { property_type: 'farmland', max_price: 10 * L, state: 'Telangana' },
  },
  {
    q: 'కొలంబస్ లో $300k లోపు 2 బెడ్రూమ్ అపార్ట్మెంట్',
    country: 'US',
    filters: { property_type: 'apartment', bedrooms: 2, max_price: 300_000, ...COLUMBUS },
  },
  {
    q: 'హైదరాబాద్ లో 50 లక్షల నుండి 1 కోటి మధ్య 2 బీహెచ్కే',
    filters: { bedrooms: 2, min_price: 50 * L, max_price: 1 * CR, ...HYD },
  },
  {
    q: 'జూబ్లీ హిల్స్ లో ఇండిపెండెంట్ హౌస్',
    filters: { property_type: 'independent_house', ...area('Jubilee Hills', 'Hyderabad') },
  },
  {
    q: 'నార్సింగి లో 80 లక్షల లోపు ఫ్లాట్లు',
    filters: { property_type: 'apartment', max_price: 80 * L, ...area('Narsingi') },
  },
  {
    q: 'గోద్రెజ్ ప్రాజెక్టులు జిమ్ తో',
    kind: 'ventures',
    filters: { builder: 'godrej_properties', amenities: ['gym_fitness'] },
  },
]

test.group('Assistant interpreter: questions become list filters', () => {
  test('{q}')
    .with(SEARCHES)
    .run(({ assert }, row) => {
      const reading = interpret(row.q, row.country ?? 'IN', gazetteers[row.country ?? 'IN'])
      assert.equal(reading.type, 'search', JSON.stringify(reading))
      const search = reading as Extract<Interpretation, { type: 'search' }>
      assert.equal(search.kind, row.kind ?? 'properties')
      assert.deepEqual(search.filters, row.filters)
    })

  test('the table covers at least 60 questions in English, Hindi and Telugu', ({ assert }) => {
    assert.isAtLeast(SEARCHES.length, 60)
    assert.isAtLeast(SEARCHES.filter((r) => /[\u0900-\u097F]/.test(r.q)).length, 15)
    assert.isAtLeast(SEARCHES.filter((r) => /[\u0C00-\u0C7F]/.test(r.q)).length, 15)
  })
})

test.group('Assistant interpreter: refusals', () => {
  test('{q} → refused ({ground})')
    .with([
      { q: '2 BHK in Hyderabad for Hindu families only', ground: 'religion' },
      { q: 'flats where no Muslims live', ground: 'religion' },
      { q: 'vegetarian only society in Whitefield', ground: 'religion' },
      { q: 'Brahmin only apartments', ground: 'caste' },
      { q: 'villas in our community only', ground: 'ethnicity' },
      { q: 'homes in a Hispanic neighborhood of Columbus', ground: 'ethnicity' },
      { q: 'no foreigners', ground: 'origin' },
      { q: 'apartments for families only, no bachelors', ground: 'family' },
      { q: 'house in Columbus with no kids allowed', ground: 'family' },
      { q: 'हैदराबाद में सिर्फ हिंदू परिवारों के लिए फ्लैट', ground: 'religion' },
      { q: 'ब्राह्मण सोसाइटी में घर', ground: 'caste' },
      { q: 'बैचलर नहीं, सिर्फ परिवार', ground: 'family' },
      { q: 'ముస్లింలు లేని అపార్ట్మెంట్', ground: 'religion' },
      { q: 'మా కులం వారికి మాత్రమే ఇల్లు', ground: 'caste' },
      { q: 'బ్యాచిలర్స్ కి ఇవ్వని ఫ్లాట్లు', ground: 'family' },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(interpret(row.q, 'IN', gazetteers.IN), {
        type: 'refusal',
        ground: row.ground as any,
      })
    })

  test('amenity and place words that merely look alike are not refused', ({ assert }) => {
    for (const q of [
      'villas in a gated community',
      'projects with children play area',
      'Whitefield flats',
    ]) {
      assert.equal(interpret(q, 'IN', gazetteers.IN).type, 'search', q)
    }
  })
})

test.group('Assistant interpreter: product questions', () => {
  test('{q} → {topic}')
    .with([
      { q: 'How much do credits cost?', topic: 'credits' },
      { q: 'what credit packages do you have', topic: 'credits' },
      { q: 'How do I post my property?', topic: 'posting' },
      { q: 'can I sell my villa here', topic: 'posting' },
      { q: 'bulk upload excel size limit', topic: 'bulk_upload' },
      { q: 'How do I contact support?', topic: 'contact' },
      { q: 'What are your business hours?', topic: 'hours' },
      { q: 'क्रेडिट की कीमत क्या है', topic: 'credits' },
      { q: 'प्रॉपर्टी पोस्ट कैसे करें', topic: 'posting' },
      { q: 'बल्क अपलोड फ़ाइल', topic: 'bulk_upload' },
      { q: 'आपसे संपर्क कैसे करें', topic: 'contact' },
      { q: 'క్రెడిట్ల ధర ఎంత', topic: 'credits' },
      { q: 'ప్రాపర్టీ పోస్ట్ ఎలా చేయాలి', topic: 'posting' },
      { q: 'మీ పని వేళలు ఏమిటి', topic: 'hours' },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(interpret(row.q, 'IN', gazetteers.IN), {
        type: 'product',
        topic: row.topic as any,
      })
    })
})

test.group('Assistant interpreter: what it cannot map', () => {
  test('a question with nothing to search by is not turned into a search', ({ assert }) => {
    for (const q of ['hello there', 'what is the weather', 'नमस्ते', 'ఎలా ఉన్నారు'])
      assert.deepEqual(interpret(q, 'IN', gazetteers.IN), { type: 'unknown' }, q)
  })

  test('rent, amenities of single listings and unknown words are noted, not invented', ({
    assert,
  }) => {
    const rent = interpret('flats for rent in Gachibowli', 'IN', gazetteers.IN) as any
    assert.deepEqual(rent.filters, { property_type: 'apartment', ...GACHIBOWLI })
    assert.include(rent.notes, 'rent')
    const pool = interpret('villas with pool near Whitefield', 'IN', gazetteers.IN) as any
    assert.deepEqual(pool.filters, { property_type: 'villa', ...WHITEFIELD })
    assert.include(pool.notes, 'amenities_projects_only')
    const odd = interpret('villas in Atlantis', 'IN', gazetteers.IN) as any
    assert.deepEqual(odd.filters, { property_type: 'villa' })
    assert.deepEqual(odd.ignored, ['atlantis'])
  })

  test('an amount in the other currency is converted at the fallback rate and noted', ({
    assert,
  }) => {
    const reading = interpret('villa under $120k', 'IN', gazetteers.IN) as any
    assert.deepEqual(reading.filters, {
      property_type: 'villa',
      max_price: Math.round(120_000 * 83.25),
    })
    assert.include(reading.notes, 'converted')
  })

  test('removed chips drop their filters', ({ assert }) => {
    const reading = interpret('3 BHK in Hyderabad under 1 crore', 'IN', gazetteers.IN, [
      'place',
      'budget',
    ]) as any
    assert.deepEqual(reading.filters, { bedrooms: 3 })
    assert.deepEqual(
      reading.chips.map((c: any) => c.key),
      ['bedrooms']
    )
  })

  test('reading a question against the whole tree takes milliseconds', ({ assert }) => {
    // CPU time of this thread, not the clock: a loaded machine's other processes do not count.
    const started = process.threadCpuUsage()
    for (const row of SEARCHES)
      interpret(row.q, row.country ?? 'IN', gazetteers[row.country ?? 'IN'])
    const used = process.threadCpuUsage(started)
    const perQuestion = (used.user + used.system) / 1000 / SEARCHES.length
    console.log(
      `  interpreter: ${perQuestion.toFixed(2)} ms per question (${SEARCHES.length} questions)`
    )
    assert.isBelow(perQuestion, 25)
  })
})
