import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'

/** What every paged list says about its page (PageMetaTransformer): the leads, the Contact Us messages, the admin tables. */
const PAGE_ONE_OF_FOUR = { total: 4, per_page: 10, current_page: 1, last_page: 1 }

test.group('Paged lists: one pagination shape', (group) => {
  isolated(group)

  test('an admin table says where its page stands as /api does elsewhere, with its sort, on /api and on the admin page', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    await UserFactory.createMany(3)
    const { value } = await User.accessTokens.create(admin)
    const token = value!.release()

    const api = await client
      .get('/api/admin/users')
      .qs({ per_page: 10, page: 1, sort: 'created_at' })
      .bearerToken(token)
    api.assertStatus(200)
    const { meta } = api.body()
    assert.deepEqual(meta, { ...PAGE_ONE_OF_FOUR, sort: 'created_at', dir: 'desc' })

    const page = await client
      .get('/admin')
      .qs({ tab: 'users', per_page: 10, sort: 'name', dir: 'asc' })
      .withInertia()
      .loginAs(admin)
    page.assertInertiaComponent('admin/index')
    assert.deepEqual(page.inertiaProps.table.meta, {
      ...PAGE_ONE_OF_FOUR,
      sort: 'name',
      dir: 'asc',
    })
  })
})
