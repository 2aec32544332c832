import { ventureSearchValidator } from '#validators/venture_search'
import {
  ventureUnitsPageValidator,
  ventureUnitsQueryValidator,
  ventureValidator,
} from '#validators/venture'
import { ventureLeadValidator } from '#validators/venture_lead'
import { ventureVisibilityValidator } from '#validators/venture_visibility'
import { generateUnitsValidator, towerValidator } from '#validators/tower'
import { publishUnitsValidator, ventureUnitValidator } from '#validators/venture_unit'
import { int, object, ref } from '#transformers/schemas/json_schema'
import {
  cursorPageOf,
  detailBody,
  listOf,
  pageOf,
  type OperationTable,
} from '#services/openapi/operation'

const owned = ref('VentureOwned')
const lead = { name: 'Ravi Kumar', phone: '9876543210', email: 'ravi@example.in' }
const venture = {
  name: 'Lakeview Residences',
  description: 'Three towers by the lake, 2 and 3 BHK.',
  builder: 'prestige_group',
  venture_type: 'residential',
  status: 'under_construction',
  location: 'Kondapur, Hyderabad',
  state: 'Telangana',
  district: 'Hyderabad',
  city: 'Hyderabad',
  phases: [
    { name: 'Phase 1 – Towers A and B', status: 'under_construction', expected_date: '2027-06' },
    'Phase 2 – Tower C',
  ],
  nearby_landmarks: [
    { name: 'Kondapur MMTS Station', kind: 'transit', distance: 1.5 },
    { name: 'Botanical Garden', kind: 'park', distance: 2.25, distance_unit: 'km' },
  ],
}
/** Issue 27: rules of both writes that the body's schema cannot say. */
const reraRule =
  "'RERA Approved' in `approvals` needs a `rera_number` (sent or already stored): without one the answer is 422 on `rera_number`. `images` (the first is the cover) and `master_plan_images` are addresses from POST /api/uploads/images or an allowed https host. A landmark's `distance` is read in its `distance_unit`, else in the unit of the venture's market (km; mi in the United States), and answered in the market's unit; a phase or landmark sent as a line of text is one with that name alone."

const tower = { name: 'Tower A', floors: 12, units_per_floor: 4, tower_type: 'residential' }
const unit = {
  unit_name: 'A-101',
  unit_type: 'apartment',
  floor: 1,
  bedrooms: 2,
  area: 1200,
  price: 6500000,
}

/** Ventures: public reads, leads for the developer, the builder's writes (000 §7, 001 §7). */
export const ventureOperations: OperationTable = {
  'api.ventures.index': {
    tag: 'Ventures',
    summary: 'Search the public ventures (keyset pages)',
    security: 'public',
    query: ventureSearchValidator,
    ok: { 200: cursorPageOf(ref('Venture')) },
  },
  'api.ventures.show': {
    tag: 'Ventures',
    summary: 'A public venture with its towers',
    security: 'public',
    ok: { 200: ref('VentureWithTowers') },
    errors: [404, 429],
  },
  'api.ventures.units': {
    tag: 'Ventures',
    summary:
      "A venture's listed units, by tower and floor (numbered pages, 100 a page unless per_page says)",
    security: 'public',
    query: ventureUnitsPageValidator,
    ok: { 200: pageOf(ref('VentureUnit')) },
    errors: [404, 429],
  },
  'api.ventures.site_visits': {
    tag: 'Ventures',
    summary: 'Book a site visit (a lead for the developer; 200 when it repeats a recent one)',
    security: 'optionalBearer',
    body: ventureLeadValidator,
    example: lead,
    ok: { 201: detailBody, 200: detailBody },
    errors: [404, 429],
  },
  'api.ventures.contact': {
    tag: 'Ventures',
    summary: 'Contact the developer (a lead; 200 when it repeats a recent one)',
    security: 'optionalBearer',
    body: ventureLeadValidator,
    example: lead,
    ok: { 201: detailBody, 200: detailBody },
    errors: [404, 429],
  },
  'api.ventures.store': {
    tag: 'Venture builder',
    summary: 'Create a venture (a draft until its units are published)',
    description: reraRule,
    security: 'bearer',
    body: ventureValidator,
    example: venture,
    ok: { 201: owned },
    errors: [429],
  },
  'api.ventures.update': {
    tag: 'Venture builder',
    summary: 'Replace a venture (owner or admin)',
    description: reraRule,
    security: 'bearer',
    body: ventureValidator,
    example: venture,
    ok: { 200: owned },
    errors: [403, 404, 429],
  },
  'api.ventures.visibility': {
    tag: 'Venture builder',
    summary: 'Make a venture private or public again (owner or admin)',
    description:
      'Private: the venture and its units leave search and their pages answer 404; live units keep their paid expiry. Public again: units whose 30 paid days still run are live again at no cost, the others are expired and are published (1 credit each) with Publish units.',
    security: 'bearer',
    body: ventureVisibilityValidator,
    example: { is_public: false },
    ok: { 200: owned },
    errors: [403, 404, 429],
  },
  'api.ventures.destroy': {
    tag: 'Venture builder',
    summary: 'Delete a venture (owner or admin)',
    security: 'bearer',
    ok: { 204: null },
    errors: [403, 404, 429],
  },
  'api.my_ventures': {
    tag: 'Venture builder',
    summary: 'Your ventures, drafts included',
    security: 'bearer',
    ok: { 200: listOf(owned) },
  },
  'api.ventures.towers.store': {
    tag: 'Venture builder',
    summary: 'Add a tower',
    security: 'bearer',
    body: towerValidator,
    example: tower,
    ok: { 201: ref('Tower') },
    errors: [403, 404, 429],
  },
  'api.ventures.towers.update': {
    tag: 'Venture builder',
    summary: 'Change a tower',
    security: 'bearer',
    body: towerValidator,
    example: tower,
    ok: { 200: ref('Tower') },
    errors: [403, 404, 429],
  },
  'api.ventures.towers.destroy': {
    tag: 'Venture builder',
    summary: 'Delete a tower',
    security: 'bearer',
    ok: { 204: null },
    errors: [403, 404, 409, 429],
  },
  'api.ventures.towers.generate': {
    tag: 'Venture builder',
    summary: "Generate a tower's units (floors × units per floor) as free drafts",
    security: 'bearer',
    body: generateUnitsValidator,
    example: { floors: 12, units_per_floor: 4, bedrooms: 2, price: 6500000 },
    ok: { 201: object({ created: int }) },
    errors: [403, 404, 429],
  },
  'api.ventures.units.index': {
    tag: 'Venture builder',
    summary: 'Every unit of a venture, drafts included',
    security: 'bearer',
    query: ventureUnitsQueryValidator,
    ok: { 200: listOf(ref('VentureUnitOwned')) },
    errors: [403, 404, 429],
  },
  'api.ventures.units.store': {
    tag: 'Venture builder',
    summary: 'Add a unit (a free draft)',
    security: 'bearer',
    body: ventureUnitValidator,
    example: unit,
    ok: { 201: ref('VentureUnitOwned') },
    errors: [403, 404, 409, 429],
  },
  'api.ventures.units.update': {
    tag: 'Venture builder',
    summary: 'Change a unit',
    security: 'bearer',
    body: ventureUnitValidator,
    example: unit,
    ok: { 200: ref('VentureUnitOwned') },
    errors: [403, 404, 409, 429],
  },
  'api.ventures.units.destroy': {
    tag: 'Venture builder',
    summary: 'Delete a unit',
    security: 'bearer',
    ok: { 204: null },
    errors: [403, 404, 429],
  },
  'api.ventures.units.publish': {
    tag: 'Venture builder',
    summary: 'Publish units for 1 credit each (all or nothing; 402 when short)',
    security: 'bearer',
    body: publishUnitsValidator,
    example: { unit_ids: [1, 2, 3] },
    ok: { 200: object({ published: int, credits_charged: int }) },
    errors: [402, 403, 404, 429],
  },
}
