import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'

const valid = {
  name: 'Lakshmi Reddy',
  email: 'lakshmi@example.in',
  phone: '9849012345',
  password: 'telangana1',
}

/**
 * Every registration message of 000 §5, as /api answers it: 422 with the
 * field's message, and nothing written.
 */
const cases: { title: string; body: Record<string, unknown>; field: string; message: string }[] = [
  {
    title: 'email missing',
    body: { email: undefined },
    field: 'email',
    message: 'Email is required',
  },
  { title: 'email blank', body: { email: '  ' }, field: 'email', message: 'Email is required' },
  {
    title: 'email malformed',
    body: { email: 'lakshmi@' },
    field: 'email',
    message: 'Please enter a valid email address',
  },
  {
    title: 'phone missing',
    body: { phone: undefined },
    field: 'phone',
    message: 'Phone number is required',
  },
  {
    title: 'phone too short for India',
    body: { phone: '98490 123' },
    field: 'phone',
    message: 'Phone number must be 10-13 digits for India',
  },
  {
    title: 'phone too long for the US',
    body: { phone: '212 555 0123 99', country_code: 'US' },
    field: 'phone',
    message: 'Phone number must be 10-11 digits for United States',
  },
  {
    title: 'Indian mobile must start 6-9',
    body: { phone: '5849012345' },
    field: 'phone',
    message: 'Invalid phone number format. Example: 98765 43210',
  },
  {
    title: 'UK pattern',
    body: { phone: '0000000000', country_code: 'GB' },
    field: 'phone',
    message: 'Invalid phone number format. Example: 07911 123456',
  },
  {
    title: 'Australia range',
    body: { phone: '04123', country_code: 'AU' },
    field: 'phone',
    message: 'Phone number must be 9-12 digits for Australia',
  },
  {
    title: 'unknown country, too short',
    body: { phone: '12345', country_code: 'BR' },
    field: 'phone',
    message: 'Phone number must be between 7-15 digits',
  },
  { title: 'name missing', body: { name: undefined }, field: 'name', message: 'Name is required' },
  {
    title: 'name too short',
    body: { name: 'L' },
    field: 'name',
    message: 'Name must be at least 2 characters long',
  },
  {
    title: 'name 50 characters',
    body: { name: 'L'.repeat(50) },
    field: 'name',
    message: 'Name must be less than 50 characters long',
  },
  {
    title: 'name with digits',
    body: { name: 'Lakshmi 2' },
    field: 'name',
    message: 'Name can only contain letters, spaces, hyphens, dots and apostrophes',
  },
  {
    title: 'password missing',
    body: { password: undefined },
    field: 'password',
    message: 'Password is required',
  },
  {
    title: 'password too short',
    body: { password: 'ab12' },
    field: 'password',
    message: 'Password must be at least 6 characters long',
  },
  {
    title: 'password 100 characters',
    body: { password: 'a1'.repeat(50) },
    field: 'password',
    message: 'Password must be less than 100 characters long',
  },
  {
    title: 'password without a number',
    body: { password: 'onlyletters' },
    field: 'password',
    message: 'Password must contain at least one letter and one number',
  },
  {
    title: 'password without a letter',
    body: { password: '12345678' },
    field: 'password',
    message: 'Password must contain at least one letter and one number',
  },
]

test.group('Registration validation messages (000 §5)', (group) => {
  isolated(group)

  test('{title}')
    .with(cases)
    .run(async ({ client, assert }, { body, field, message }) => {
      const response = await client.post(urlFor('api.auth.register')).json({ ...valid, ...body })
      response.assertStatus(422)
      const errors = response.body().errors as { field: string; message: string }[]
      assert.deepInclude(
        errors.map((e) => ({ field: e.field, message: e.message })),
        { field, message }
      )
      assert.lengthOf(await User.all(), 0)
    })

  test('names in Devanagari and Telugu script, with dots, hyphens and apostrophes, are accepted', async ({
    client,
  }) => {
    for (const [i, name] of ['लक्ष्मी रेड्डी', 'లక్ష్మి రెడ్డి', "K. D'Souza-Rao"].entries()) {
      await expectStatus(
        client
          .post(urlFor('api.auth.register'))
          .json({ ...valid, name, email: `n${i}@example.in` }),
        201
      )
    }
  })

  test('valid phones are reformatted per country', async ({ client }) => {
    const response = await client
      .post(urlFor('api.auth.register'))
      .json({ ...valid, phone: '(212) 555.0123', country_code: 'us' })
    response.assertStatus(201)
    response.assertBodyContains({ user: { phone: '+1 (212) 555-0123' } })
  })

  test('login requires an email that looks like one', async ({ client }) => {
    const response = await client
      .post(urlFor('api.auth.login'))
      .json({ email: 'x', password: 'whatever1' })
    response.assertStatus(422)
    response.assertBodyContains({ detail: 'Please enter a valid email address' })
  })
})
