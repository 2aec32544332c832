import { test } from '@japa/runner'
import ReverseGeocoder, { distanceKm } from '#services/locations/reverse_geocoder'
import type LocationTree from '#services/locations/location_tree'
import type { TreeNode } from '#services/locations/location_tree'

/** A two-area tree: Telangana → Rangareddy → Hyderabad → {HITEC City, Gachibowli}. */
function fakeTree(): LocationTree {
  const node = (
    level: TreeNode['level'],
    name: string,
    lat: number,
    lng: number,
    parent: TreeNode | null
  ): TreeNode => {
    const created: TreeNode = {
      id: Math.random(),
      countryCode: 'IN',
      level,
      name,
      nameHi: null,
      nameTe: null,
      lat,
      lng,
      parent,
      children: [],
    }
    parent?.children.push(created)
    return created
  }
  const state = node('state', 'Telangana', 17.8, 79.1, null)
  const district = node('district', 'Rangareddy', 17.29, 78.2, state)
  const city = node('city', 'Hyderabad', 17.385, 78.4867, district)
  const hitec = node('area', 'HITEC City', 17.4435, 78.3772, city)
  const gachibowli = node('area', 'Gachibowli', 17.4401, 78.3489, city)
  return {
    nodes: async () => [state, district, city, hitec, gachibowli],
  } as unknown as LocationTree
}

test.group('Reverse geocoder', () => {
  test('haversine distance', ({ assert }) => {
    assert.closeTo(distanceKm(17.4435, 78.3772, 17.4401, 78.3489), 3.03, 0.05)
    assert.equal(distanceKm(10, 10, 10, 10), 0)
  })

  test('the nearest area fills the detected-location record', async ({ assert }) => {
    const found = await new ReverseGeocoder(fakeTree()).locate(17.445, 78.38)
    assert.containSubset(found, {
      country: 'India',
      country_code: 'IN',
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Hyderabad',
      area: 'HITEC City',
      provider: 'dreamhomes-local',
      coordinates_accuracy: 'area',
      full_address: 'HITEC City, Hyderabad, Rangareddy, Telangana, India',
    })
    assert.isAbove(found!.confidence, 0.9)
  })

  test('confidence falls with distance; beyond the area radius the city answers', async ({
    assert,
  }) => {
    const near = await new ReverseGeocoder(fakeTree()).locate(17.4435, 78.3772)
    const farther = await new ReverseGeocoder(fakeTree()).locate(17.47, 78.4)
    assert.isAbove(near!.confidence, farther!.confidence)

    const cityOnly = await new ReverseGeocoder(fakeTree()).locate(17.3, 78.6)
    assert.containSubset(cityOnly, { city: 'Hyderabad', area: null, coordinates_accuracy: 'city' })
  })

  test('far away is outside the service area', async ({ assert }) => {
    assert.isNull(await new ReverseGeocoder(fakeTree()).locate(51.5074, -0.1278))
  })
})
