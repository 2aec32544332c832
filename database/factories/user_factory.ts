import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { randomAgentCode } from '#services/accounts/agent_code'

/** Test users. The plain password of every factory user is PASSWORD. */
export const PASSWORD = 'secret123'

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    name: `${faker.person.firstName()} ${faker.person.lastName()}`.replace(/[^\p{L}\s.'-]/gu, ''),
    email: faker.internet.email().toLowerCase(),
    phone: '+91 98765 43210',
    countryCode: 'IN',
    password: PASSWORD,
    role: 'customer' as const,
    agentCode: randomAgentCode(),
    credits: 0,
    walletBalancePaise: 0,
  }))
  .state('admin', (user) => (user.role = 'admin'))
  .state('agent', (user) => (user.role = 'agent'))
  .state('partner', (user) => (user.role = 'partner'))
  .build()
