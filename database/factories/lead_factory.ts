import factory from '@adonisjs/lucid/factories'
import Lead from '#models/lead'
import { PropertyFactory } from '#database/factories/property_factory'
import { VentureFactory } from '#database/factories/venture_factory'

/** Test leads: a new enquiry about a listing (give it an owner, and a property or a venture). */
export const LeadFactory = factory
  .define(Lead, ({ faker }) => ({
    contactName: 'Asha Rao',
    contactPhone: `+91 9${faker.string.numeric(4)} ${faker.string.numeric(5)}`,
    contactEmail: faker.internet.email().toLowerCase(),
    message: 'Is it still available? I would like to visit this weekend.',
    status: 'new' as const,
    source: 'property_contact',
    enquiryCount: 1,
  }))
  .state('siteVisit', (lead) => (lead.source = 'site_visit'))
  .relation('property', () => PropertyFactory)
  .relation('venture', () => VentureFactory)
  .build()
