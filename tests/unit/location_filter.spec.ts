import { test } from '@japa/runner'
import {
  chooseLocation,
  EMPTY_LOCATION,
  joinLocation,
  locationOptions,
} from '#rules/location_filter'

const tree = {
  Telangana: {
    Rangareddy: { Hyderabad: ['HITEC City', 'Gachibowli'] },
    Hyderabad: { Hyderabad: ['Banjara Hills'] },
  },
  Karnataka: { 'Bengaluru Urban': { Bengaluru: ['Koramangala'] } },
}

test.group('Location filter rules (000 §4, §5)', () => {
  test('a state clears district, city and area; a district clears city and area; a city clears area', ({
    assert,
  }) => {
    const full = {
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Hyderabad',
      area: 'HITEC City',
    }
    assert.deepEqual(chooseLocation(full, 'state', 'Karnataka'), {
      state: 'Karnataka',
      district: '',
      city: '',
      area: '',
    })
    assert.deepEqual(chooseLocation(full, 'district', 'Hyderabad'), {
      state: 'Telangana',
      district: 'Hyderabad',
      city: '',
      area: '',
    })
    assert.deepEqual(chooseLocation(full, 'city', 'Hyderabad'), { ...full, area: '' })
    assert.deepEqual(chooseLocation(full, 'area', 'Gachibowli'), { ...full, area: 'Gachibowli' })
  })

  test('joined as area, city, district (skipped when equal to the city), state', ({ assert }) => {
    assert.equal(
      joinLocation({
        state: 'Telangana',
        district: 'Rangareddy',
        city: 'Hyderabad',
        area: 'HITEC City',
      }),
      'HITEC City, Hyderabad, Rangareddy, Telangana'
    )
    assert.equal(
      joinLocation({ state: 'Telangana', district: 'Hyderabad', city: 'Hyderabad', area: '' }),
      'Hyderabad, Telangana'
    )
    assert.equal(joinLocation(EMPTY_LOCATION), '')
  })

  test('each select offers the children of what is chosen above it', ({ assert }) => {
    assert.deepEqual(locationOptions(tree, EMPTY_LOCATION), {
      states: ['Telangana', 'Karnataka'],
      districts: [],
      cities: [],
      areas: [],
    })
    assert.deepEqual(
      locationOptions(tree, {
        state: 'Telangana',
        district: 'Rangareddy',
        city: 'Hyderabad',
        area: '',
      }),
      {
        states: ['Telangana', 'Karnataka'],
        districts: ['Rangareddy', 'Hyderabad'],
        cities: ['Hyderabad'],
        areas: ['HITEC City', 'Gachibowli'],
      }
    )
  })
})
