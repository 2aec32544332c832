import { test } from '@japa/runner'
import { breach, operation, operations } from '#tests/helpers/conformance/contract'
import { conformanceGroup } from '#tests/helpers/conformance/setup'
import { send } from '#tests/helpers/conformance/send'
import { makeWorld } from '#tests/helpers/conformance/world'
import { VALID_CASES, VALID_REQUESTS } from '#tests/helpers/conformance/valid_cases'

/**
 * Issue 26 "Every response checked", valid requests: each operation of
 * GET /api/openapi.json called as a real client would (the document's
 * examples, rows made with the factories, the caller it is meant for), its
 * answer the documented success, valid against the operation's schema.
 */
test.group('Conformance: a valid request to every operation answers as documented', (group) => {
  const fake = conformanceGroup(
    group,
    () => `${Object.keys(VALID_CASES).length} operations, ${VALID_REQUESTS.length} valid requests`
  )

  test('every operation of the document has a valid case, and every case an operation', ({
    assert,
  }) => {
    assert.sameMembers(
      Object.keys(VALID_CASES),
      operations().map((op) => op.id)
    )
  })

  for (const [title, build] of VALID_REQUESTS) {
    test(title, async ({ client, assert }) => {
      const id = title.split(' ')[0]
      const op = operation(id)
      const world = await makeWorld()
      const { status, ...call } = await build({ client, world, fake })
      const seen = await send(client, world, op, call)
      const problem =
        seen.status === status
          ? breach(op, seen)
          : `${status} expected, got ${seen.status}: ${seen.text.slice(0, 500)}`
      assert.isNull(problem, `${title}: ${problem}`)
    })
  }
})
