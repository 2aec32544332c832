import { test } from '@japa/runner'
import Lead from '#models/lead'
import User from '#models/user'
import LeadPolicy from '#policies/lead_policy'
import { ROLES, type Role } from '#rules/roles'

const user = (id: number, role: Role) => Object.assign(new User(), { id, role })
const lead = (ownerId: number | null) => Object.assign(new Lead(), { id: 1, ownerId })

/**
 * "May change this lead" for every role, for a lead of user 7 and for a lead
 * of the marketplace itself (no owner: the contact form), which only admins
 * see and change. The owner column becomes nullable in another branch; the
 * rule does not wait for it.
 */
test.group('LeadPolicy.update', () => {
  const policy = new LeadPolicy()
  const cases: { role: Role; own: boolean; marketplace: boolean; others: boolean }[] = [
    { role: 'customer', own: true, marketplace: false, others: false },
    { role: 'partner', own: true, marketplace: false, others: false },
    { role: 'agent', own: true, marketplace: false, others: false },
    { role: 'admin', own: true, marketplace: true, others: true },
  ]

  test('covers every role', ({ assert }) => {
    assert.sameMembers(
      cases.map((c) => c.role),
      [...ROLES]
    )
  })

  test('{role}')
    .with(cases)
    .run(({ assert }, { role, own, marketplace, others }) => {
      assert.equal(policy.update(user(7, role), lead(7)), own, 'own lead')
      assert.equal(
        policy.update(user(7, role), lead(null)),
        marketplace,
        'marketplace lead (no owner)'
      )
      assert.equal(policy.update(user(7, role), lead(8)), others, "someone else's lead")
    })
})
