import Notification from '#models/notification'
import SavedSearch from '#models/saved_search'
import type { ValidCase } from '#tests/helpers/conformance/valid_call'
import type { World } from '#tests/helpers/conformance/world'

/** A saved search of the world's customer, to rename or delete. */
async function customersSearch(world: World) {
  const search = await SavedSearch.create({
    userId: world.users.customer.user.id,
    name: 'Flats in Hyderabad',
    kind: 'properties',
    filters: { country: 'IN', city: 'Hyderabad' },
    frequency: 'daily',
    countryCode: 'IN',
    cityKey: 'hyderabad',
  })
  return { id: search.id }
}

/** Saved searches and notifications (issue 31): one valid request each. */
export const alertCases: Record<string, ValidCase> = {
  'api.saved_searches.index': () => ({ actor: 'customer', status: 200 }),
  'api.saved_searches.store': () => ({
    actor: 'customer',
    body: {
      name: '2 BHK in Hyderabad',
      kind: 'properties',
      filters: { city: 'Hyderabad', property_type: 'apartment', bedrooms: 2 },
      frequency: 'instant',
    },
    status: 201,
  }),
  'api.saved_searches.update': async ({ world }) => ({
    actor: 'customer',
    params: await customersSearch(world),
    body: { name: 'Flats near the lake', frequency: 'weekly' },
    status: 200,
  }),
  'api.saved_searches.destroy': async ({ world }) => ({
    actor: 'customer',
    params: await customersSearch(world),
    status: 204,
  }),
  'api.notifications.index': () => ({ actor: 'customer', qs: { page: 1 }, status: 200 }),
  'api.notifications.read': async ({ world }) => {
    const note = await Notification.create({
      userId: world.users.customer.user.id,
      kind: 'saved_search',
      data: {
        saved_search_id: 1,
        name: 'Flats in Hyderabad',
        kind: 'properties',
        count: 1,
        items: [],
      },
    })
    return { actor: 'customer', body: { ids: [note.id] }, status: 200 }
  },
}
