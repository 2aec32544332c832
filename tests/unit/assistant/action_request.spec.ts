import { test } from '@japa/runner'
import { normalize } from '#services/assistant/normalize'
import { readActionRequest } from '#services/assistant/action_request'
import { resolveShown, type Candidate } from '#services/assistant/shown_listing'
import { interpret } from '#services/assistant/interpreter'
import { seededGazetteer } from '#tests/unit/assistant/seeded_gazetteer'

const read = (text: string) => readActionRequest(normalize(text))

/** Requests in en, hi and te: the action and the position named (null: by words). */
const REQUESTS: [string, 'contact_owner' | 'site_visit', number | null][] = [
  ['contact the owner of the second one', 'contact_owner', 2],
  ['Call the owner of the Kondapur flat', 'contact_owner', null],
  ['please contact the 3rd one', 'contact_owner', 3],
  ['contact the owner of the last one', 'contact_owner', -1],
  ['contact owner of number 2', 'contact_owner', 2],
  ['दूसरे वाले के मालिक से संपर्क करें', 'contact_owner', 2],
  ['कोंडापुर वाले फ्लैट के मालिक से बात कराओ', 'contact_owner', null],
  ['రెండవ దాని యజమానిని సంప్రదించండి', 'contact_owner', 2],
  ['కొండాపూర్ ఫ్లాట్ యజమానికి కాల్ చేయండి', 'contact_owner', null],
  ['book a site visit for the first one', 'site_visit', 1],
  ['schedule a visit to Aurora Heights', 'site_visit', null],
  ['पहले वाले की साइट विज़िट बुक करें', 'site_visit', 1],
  ['मुझे दूसरे प्रोजेक्ट का दौरा करना है', 'site_visit', 2],
  ['మొదటి దానికి సైట్ విజిట్ బుక్ చేయండి', 'site_visit', 1],
  ['రెండో ప్రాజెక్టు సందర్శన బుక్ చేయండి', 'site_visit', 2],
]

/** Searches and product questions stay what they were. */
const NOT_REQUESTS = [
  'how do I contact you',
  'contact support',
  '3 BHK in Kondapur under 1 crore',
  'flats to visit under 50 lakh',
  'सहायता से संपर्क',
  'హైదరాబాద్‌లో 2 బీహెచ్‌కే ఫ్లాట్లు',
]

const candidate = (id: number, title: string, area: string): Candidate => ({
  id,
  title,
  names: [title, area, 'Hyderabad'],
})
const SHOWN = [
  candidate(11, 'Three bedroom flat in Kondapur', 'Kondapur'),
  candidate(12, 'Three bedroom flat in Madhapur', 'Madhapur'),
  candidate(13, 'Two bedroom flat in Gachibowli', 'Gachibowli'),
]

test.group('Assistant: acting on a listing it showed', () => {
  test('reads the action and position of {0}')
    .with(REQUESTS)
    .run(({ assert }, [text, action, ordinal]) => {
      const request = read(text)
      assert.equal(request?.action, action, text)
      assert.equal(request?.ordinal, ordinal, text)
    })

  test('{$self} is not a request to act on a listing')
    .with(NOT_REQUESTS)
    .run(({ assert }, text) => {
      assert.isNull(read(text), text)
    })

  test('the interpreter reads a request before the product topics ("contact" is one)', ({
    assert,
  }) => {
    const reading = interpret('contact the owner of the second one', 'IN', seededGazetteer('IN'))
    assert.equal(reading.type, 'action')
    assert.equal(interpret('how do I contact you', 'IN', seededGazetteer('IN')).type, 'product')
  })

  test('picks by position, by a title or locality word in any script, or asks which one', ({
    assert,
  }) => {
    const pick = (text: string) => resolveShown(read(text)!, SHOWN)
    assert.deepEqual(pick('contact the owner of the second one'), {
      type: 'picked',
      candidate: SHOWN[1],
    })
    assert.deepEqual(pick('contact the owner of the last one'), {
      type: 'picked',
      candidate: SHOWN[2],
    })
    assert.deepEqual(pick('call the owner of the Kondapur flat'), {
      type: 'picked',
      candidate: SHOWN[0],
    })
    assert.deepEqual(pick('कोंडापुर वाले फ्लैट के मालिक से संपर्क करें'), {
      type: 'picked',
      candidate: SHOWN[0],
    })
    assert.deepEqual(pick('గచ్చిబౌలి ఫ్లాట్ యజమానిని సంప్రదించండి'), {
      type: 'picked',
      candidate: SHOWN[2],
    })
    // "Kondapur" names two of these: ambiguous, both offered; "villa" tells them apart.
    const villa = candidate(14, 'Villa with a garden', 'Kondapur')
    const two = [SHOWN[0], villa]
    assert.deepEqual(resolveShown(read('call the owner of the Kondapur one')!, two), {
      type: 'ambiguous',
      candidates: two,
    })
    assert.deepEqual(resolveShown(read('call the owner of the Kondapur villa')!, two), {
      type: 'picked',
      candidate: villa,
    })
    assert.deepEqual(pick('contact the owner'), { type: 'ambiguous', candidates: SHOWN })
    assert.deepEqual(pick('contact the owner of the fifth one'), { type: 'out_of_range', count: 3 })
    assert.deepEqual(resolveShown(read('contact the owner of the second one')!, [SHOWN[0], null]), {
      type: 'gone',
    })
    // A single listing shown needs no naming.
    assert.deepEqual(resolveShown(read('contact the owner')!, [SHOWN[2]]), {
      type: 'picked',
      candidate: SHOWN[2],
    })
  })
})
