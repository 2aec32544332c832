import { propertySearchValidator } from '#validators/property_search'
import { listingValidator } from '#validators/listing'
import { contactRevealValidator } from '#validators/contact_reveal'
import { favoriteValidator } from '#validators/favorites'
import { int, object, ref, str } from '#transformers/schemas/json_schema'
import { cursorPageOf, listOf, type OperationTable } from '#services/openapi/operation'

const owned = ref('PropertyOwned')
const listing = {
  title: '3 BHK apartment near Hitech City',
  property_type: 'apartment',
  price: 8500000,
  area: 1650,
  bedrooms: 3,
  bathrooms: 3,
  location: 'Madhapur, Hyderabad',
  state: 'Telangana',
  district: 'Hyderabad',
  city: 'Hyderabad',
  status: 'available',
  description: 'East facing, two covered parking spaces, five minutes from the metro.',
  amenities: ['parking', 'lift'],
  images: [],
}

/** Properties, the owner's listings, uploads and favourites (000 §7, 001 §7). */
export const listingOperations: OperationTable = {
  'api.properties.index': {
    tag: 'Properties',
    summary: 'Search the listed properties (keyset pages)',
    security: 'public',
    query: propertySearchValidator,
    ok: { 200: cursorPageOf(ref('Property')) },
  },
  'api.properties.show': {
    tag: 'Properties',
    summary: 'A listed property',
    security: 'public',
    ok: { 200: ref('PropertyDetail') },
    errors: [404, 410],
  },
  'api.properties.store': {
    tag: 'Properties',
    summary: 'Post a listing: published for 1 credit, or a free draft with "draft": true',
    security: 'bearer',
    body: listingValidator,
    example: listing,
    ok: { 201: owned },
    errors: [402, 429],
  },
  'api.properties.update': {
    tag: 'Properties',
    summary: 'Replace a listing (owner or admin)',
    security: 'bearer',
    body: listingValidator,
    example: listing,
    ok: { 200: owned },
    errors: [403, 404],
  },
  'api.properties.patch': {
    tag: 'Properties',
    summary: 'Change some fields of a listing (owner or admin)',
    security: 'bearer',
    body: listingValidator,
    partial: true,
    example: { price: 8200000 },
    ok: { 200: owned },
    errors: [403, 404],
  },
  'api.properties.destroy': {
    tag: 'Properties',
    summary: 'Delete a listing (owner or admin)',
    security: 'bearer',
    ok: { 204: null },
    errors: [403, 404],
  },
  'api.properties.publish': {
    tag: 'Properties',
    summary: 'Publish a draft or renew an expired listing for 1 credit',
    security: 'bearer',
    ok: { 200: owned },
    errors: [402, 403, 404, 409],
  },
  'api.properties.renew': {
    tag: 'Properties',
    summary: '30 more days for an expired or expiring listing, 1 credit',
    security: 'bearer',
    ok: { 200: ref('PropertyRenewal') },
    errors: [402, 403, 404, 409],
  },
  'api.properties.restore': {
    tag: 'Properties',
    summary: 'Bring a deleted listing back (admin)',
    security: 'bearer',
    ok: { 200: owned },
    errors: [403, 404],
  },
  'api.properties.contact': {
    tag: 'Properties',
    summary: "The owner's name, phone and e-mail (recorded for the owner)",
    security: 'bearer',
    body: contactRevealValidator,
    example: { channel: 'call' },
    ok: { 200: ref('OwnerContact') },
    errors: [404, 410, 429],
  },
  'api.my_properties': {
    tag: 'Properties',
    summary: 'Your listings, drafts and expired included, newest first',
    security: 'bearer',
    ok: { 200: listOf(owned) },
  },
  'api.uploads.image': {
    tag: 'Properties',
    summary: 'Upload a listing photo (JPEG, PNG or WebP, at most 8 MB)',
    security: 'bearer',
    upload: 'image',
    ok: { 201: object({ url: str }) },
    errors: [429],
  },
  'api.favorites.index': {
    tag: 'Favorites',
    summary: 'Your saved properties, newest first',
    security: 'bearer',
    ok: { 200: listOf(object({ property_id: int, property: ref('PropertyCard') })) },
  },
  'api.favorites.store': {
    tag: 'Favorites',
    summary: 'Save a property',
    security: 'bearer',
    body: favoriteValidator,
    example: { property_id: 1 },
    ok: { 201: object({ property_id: int }) },
    errors: [404, 429],
  },
  'api.favorites.destroy': {
    tag: 'Favorites',
    summary: 'Forget a saved property (by its property id)',
    security: 'bearer',
    ok: { 204: null },
    errors: [429],
  },
}
