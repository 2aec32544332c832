/**
 * The traffic bench:load sends (issue 28): a visitor's day on the site, by
 * weight — browsing (home, search pages, a listing, ventures, the large
 * venture), API clients searching, sign-ins and enquiries — and a route with
 * no work behind it that measures the framework alone.
 */
export type MixRoute = {
  name: string
  weight: number
  method?: 'GET' | 'POST'
  paths: string[]
  headers?: Record<string, string>
  bodyTemplate?: Record<string, unknown>
  /** Statuses that count as answered (200 unless said). */
  expect?: number[]
  /** A data route: its floor is its SQL run through mysql2. */
  data: boolean
  /** A server-rendered page: its render cost is measured against its Inertia JSON. */
  page?: boolean
}

export type MixSamples = {
  listings: number[]
  ventures: number[]
  bigVenture: number
  password: string
}

const API_TYPE_BHK_PRICE =
  '/api/properties?country=IN&property_type=apartment&bedrooms=2&min_price=5000000&max_price=10000000'

export function loadMix(samples: MixSamples): MixRoute[] {
  return [
    { name: 'home', weight: 14, paths: ['/'], data: true, page: true },
    {
      name: '/properties filtered',
      weight: 10,
      paths: [
        '/properties?city=Hyderabad&property_type=apartment',
        '/properties?state=Karnataka&bedrooms=3',
        '/properties?min_price=5000000&max_price=10000000',
      ],
      data: true,
      page: true,
    },
    {
      name: '/properties text',
      weight: 5,
      paths: ['/properties?search=gachibowli', '/properties?search=3%20bhk%20villa'],
      data: true,
      page: true,
    },
    {
      name: 'a property',
      weight: 18,
      paths: samples.listings.map((id) => `/properties/${id}`),
      data: true,
      page: true,
    },
    { name: '/ventures', weight: 6, paths: ['/ventures'], data: true, page: true },
    {
      name: 'a venture',
      weight: 4,
      paths: samples.ventures.slice(0, 200).map((id) => `/ventures/${id}`),
      data: true,
      page: true,
    },
    {
      name: 'venture, 2,000 units',
      weight: 2,
      paths: [`/ventures/${samples.bigVenture}`],
      data: true,
      page: true,
    },
    { name: 'api: type+2BHK+price', weight: 10, paths: [API_TYPE_BHK_PRICE], data: true },
    {
      name: 'api: city, price sort',
      weight: 6,
      paths: ['/api/properties?country=IN&city=Hyderabad&sort=price_low'],
      data: true,
    },
    {
      name: 'api: text',
      weight: 6,
      paths: [
        '/api/properties?country=IN&search=kondapur',
        '/api/properties?country=IN&search=metro',
      ],
      data: true,
    },
    { name: 'api: ventures', weight: 5, paths: ['/api/ventures?country=IN'], data: true },
    {
      name: 'sign-in',
      weight: 2,
      method: 'POST',
      paths: ['/api/auth/login'],
      bodyTemplate: { email: '{visitor}', password: samples.password },
      data: true,
    },
    {
      name: 'enquiry',
      weight: 2,
      method: 'POST',
      paths: samples.ventures.map((id) => `/api/ventures/${id}/contact`),
      bodyTemplate: { name: 'Load Visitor', country_code: 'IN', phone: '9{n9}' },
      expect: [200, 201],
      data: true,
    },
    { name: 'empty route (/health)', weight: 2, paths: ['/health'], data: false },
  ]
}
