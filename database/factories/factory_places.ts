/**
 * Where factory rows stand unless a test says otherwise: a locality of the
 * seeded location tree, with the display location built from its parts.
 */
export const GACHIBOWLI = {
  state: 'Telangana',
  district: 'Rangareddy',
  city: 'Hyderabad',
  area: 'Gachibowli',
  location: 'Gachibowli, Hyderabad, Rangareddy, Telangana',
  countryCode: 'IN',
}

/** The US place of the factories' `us` states. */
export const SHORT_NORTH = {
  state: 'Ohio',
  district: 'Franklin County',
  city: 'Columbus',
  area: 'Short North',
  location: 'Short North, Columbus, Franklin County, Ohio',
  countryCode: 'US',
}
