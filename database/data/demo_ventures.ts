/**
 * Demo ventures, sign-ins and activity for `node ace demo:seed` (issue 27):
 * every screen has something to show on the first run. All of it is labelled
 * "Demo"; e-mails are example.com, US phones the fictional 555-01xx range.
 * Prices are whole rupees in India and whole dollars in the US.
 */
import type { VentureInput } from '#validators/venture'

/** The password of every demo sign-in (development only: demo:seed refuses in production). */
export const DEMO_PASSWORD = 'demo-password-27'

export type DemoSignIn = {
  key: 'owner' | 'agent' | 'builder' | 'admin'
  name: string
  email: string
  phone: string
  role: 'customer' | 'partner' | 'agent' | 'admin'
  /** A demo credit package bought through the demo gateway (the ledger's purchase). */
  buys?: string
}

export const DEMO_SIGN_INS: DemoSignIn[] = [
  {
    key: 'owner',
    name: 'Demo Owner',
    email: 'demo-owner@example.com',
    phone: '+1 (614) 555-0101',
    role: 'customer',
    buys: 'in_starter',
  },
  {
    key: 'agent',
    name: 'Demo Agent',
    email: 'demo-agent@example.com',
    phone: '+1 (614) 555-0102',
    role: 'agent',
  },
  {
    key: 'builder',
    name: 'Demo Builder',
    email: 'demo-builder@example.com',
    phone: '+1 (614) 555-0103',
    role: 'partner',
    buys: 'in_professional',
  },
  {
    key: 'admin',
    name: 'Demo Admin',
    email: 'demo-admin@example.com',
    phone: '+1 (614) 555-0104',
    role: 'admin',
  },
]

export type DemoTower = {
  name: string
  floors: number
  unitsPerFloor: number
  bedrooms: number
  bathrooms: number
  area: number
  price: number
  /** Units left as drafts (not published, no credits spent). */
  drafts: string[]
  sold: string[]
  blocked: string[]
  /** The unit the demo owner books (reserved by a completed booking). */
  booked?: { unit: string; amount: number }
}

export type DemoVenture = { input: VentureInput; towers: DemoTower[] }

export const DEMO_VENTURES: DemoVenture[] = [
  {
    input: {
      name: 'Demo Lakeview Residences',
      description:
        'Demo venture for trying DreamHomes: two towers of 2 and 3 BHK apartments near the Financial District. Not a real project.',
      builder_name: 'Demo Builder',
      venture_type: 'residential',
      status: 'under_construction',
      property_types: ['apartment'],
      unit_types: ['apartment'],
      amenities: ['swimming_pool', 'gym_fitness', 'clubhouse', 'security_24x7', 'power_backup'],
      approvals: ['bank_loan_approved'],
      price_range: { min: 8_500_000, max: 14_000_000 },
      possession_date: '2028-06',
      total_units: 28,
      state: 'Telangana',
      district: 'Rangareddy',
      city: 'Hyderabad',
      area_name: 'Gachibowli',
      country_code: 'IN',
      phases: [
        { name: 'Phase 1 – Tower A', status: 'under_construction', expected_date: '2027-12' },
        { name: 'Phase 2 – Tower B', status: 'planned', expected_date: '2028-06' },
      ],
      // Kilometres (the Indian market's unit).
      nearby_landmarks: [
        { name: 'Financial District offices', kind: 'office', distance: 2 },
        { name: 'Raidurg Metro Station', kind: 'transit', distance: 4.5 },
        { name: 'Rajiv Gandhi International Airport', kind: 'airport', distance: 30 },
      ],
    },
    towers: [
      {
        name: 'Tower A',
        floors: 4,
        unitsPerFloor: 4,
        bedrooms: 3,
        bathrooms: 3,
        area: 1650,
        price: 12_500_000,
        drafts: [],
        sold: ['101', '102', '201'],
        blocked: ['104'],
        booked: { unit: '103', amount: 100_000 },
      },
      {
        name: 'Tower B',
        floors: 3,
        unitsPerFloor: 4,
        bedrooms: 2,
        bathrooms: 2,
        area: 1180,
        price: 8_500_000,
        drafts: ['301', '302', '303', '304'],
        sold: ['101'],
        blocked: ['204'],
      },
    ],
  },
  {
    input: {
      name: 'Demo Maple Grove Townhomes',
      description:
        'Demo venture for trying DreamHomes: a row of 3-bedroom townhomes in Upper Arlington. Not a real project.',
      builder_name: 'Demo Builder',
      venture_type: 'residential',
      status: 'upcoming',
      property_types: ['apartment'],
      unit_types: ['apartment'],
      amenities: ['gym_fitness', 'car_parking'],
      approvals: [],
      price_range: { min: 410_000, max: 460_000 },
      possession_date: '2028-09',
      total_units: 12,
      state: 'Ohio',
      district: 'Franklin County',
      city: 'Columbus',
      area_name: 'Upper Arlington',
      country_code: 'US',
      phases: [{ name: 'Phase 1 – Building 1', status: 'planned', expected_date: '2028-09' }],
      // Miles (the United States market's unit).
      nearby_landmarks: [
        { name: 'John Glenn Columbus International Airport', kind: 'airport', distance: 14 },
      ],
    },
    towers: [
      {
        name: 'Building 1',
        floors: 3,
        unitsPerFloor: 4,
        bedrooms: 3,
        bathrooms: 2,
        area: 1750,
        price: 430_000,
        drafts: ['303', '304'],
        sold: ['101'],
        blocked: ['202'],
      },
    ],
  },
]

/** Fictional visitors whose enquiries become leads (US 555-01xx numbers, example.com e-mails). */
export const DEMO_ENQUIRERS = [
  { name: 'Demo Visitor Asha', phone: '+1 (614) 555-0111', email: 'asha@example.com' },
  { name: 'Demo Visitor Ben', phone: '+1 (614) 555-0112', email: 'ben@example.com' },
  { name: 'Demo Visitor Chitra', phone: '+1 (614) 555-0113', email: 'chitra@example.com' },
]
