import { test } from '@japa/runner'
import { contactProblems, type ContactFields } from '#rules/contact_rules'
import { newReferenceId, REFERENCE_PATTERN } from '#services/contact/reference_id'

const valid: ContactFields = {
  name: 'Priya',
  email: 'priya@example.com',
  phone: '',
  subject: 'Hello',
  inquiry_type: 'general',
  property_type: '',
  location: '',
  budget: '',
  message: 'A question',
  preferred_contact: 'email',
}

test.group('Contact form rules (the page checks before sending)', () => {
  test('a complete form has no problem', ({ assert }) => {
    assert.deepEqual(contactProblems(valid), [])
  })

  test('each rule of 001 §5 gives its own problem, in the order of the form', ({ assert }) => {
    const problems = contactProblems({
      ...valid,
      name: ' ',
      email: 'nope',
      subject: '',
      inquiry_type: 'property',
      message: '',
    })
    assert.deepEqual(
      problems.map((p) => p.key),
      [
        'name.required',
        'email.email',
        'subject.required',
        'property_type.required',
        'message.required',
      ]
    )
  })

  test('a phone is needed for a call or WhatsApp, and must look like one', ({ assert }) => {
    assert.deepEqual(
      contactProblems({ ...valid, preferred_contact: 'whatsapp' }).map((p) => p.key),
      ['phone.required']
    )
    assert.deepEqual(
      contactProblems({ ...valid, phone: '12ab' }).map((p) => p.key),
      ['phone.regex']
    )
    assert.deepEqual(
      contactProblems({ ...valid, phone: '+91 (987) 654-3210', preferred_contact: 'phone' }),
      []
    )
  })
})

test.group('Contact reference ids', () => {
  test('are well formed, unique and spread over the whole alphabet (not a counter)', ({
    assert,
  }) => {
    const ids = Array.from({ length: 2000 }, newReferenceId)
    for (const id of ids) assert.match(id, REFERENCE_PATTERN)
    assert.equal(new Set(ids).size, ids.length)
    const firstChars = new Set(ids.map((id) => id[3]))
    assert.isAtLeast(firstChars.size, 30, 'the leading character varies as much as the last')
  })
})
