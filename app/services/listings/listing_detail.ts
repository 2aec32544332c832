import type Property from '#models/property'
import { PRICE_HISTORY_SHOWN } from '#services/listings/price_history'

/**
 * What a listing's detail (the page and GET /api/properties/{id}) shows
 * besides its own columns: who posted it, its venture and tower for a unit,
 * and its newest price changes (PropertyTransformer.forDetail).
 */
export async function loadDetail(property: Property): Promise<Property> {
  await Promise.all([
    property.load('owner'),
    property.load('priceChanges', (changes) =>
      changes.orderBy('changed_at', 'desc').orderBy('id', 'desc').limit(PRICE_HISTORY_SHOWN)
    ),
    ...(property.ventureId ? [property.load('venture'), property.load('tower')] : []),
  ])
  return property
}
