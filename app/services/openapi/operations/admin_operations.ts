import {
  adminListValidator,
  masterDataItemValidator,
  masterDataTypeValidator,
  retireValidator,
  roleValidator,
  adminCreditGrantValidator,
  listingExpiryValidator,
} from '#validators/admin'
import { contactSubmissionsPageValidator } from '#validators/contact'
import { ref, type Schema } from '#transformers/schemas/json_schema'
import { pageOf, type Operation, type OperationTable } from '#services/openapi/operation'

const masterDataType = (
  masterDataTypeValidator.toJSONSchema() as { properties: Record<string, any> }
).properties.params.properties.type as Schema

/** An admin table: paged, sorted and searched by the server. */
function table(summary: string, item: string): Operation {
  return {
    tag: 'Admin',
    summary,
    security: 'bearer',
    query: adminListValidator,
    ok: { 200: pageOf(ref(item), 'AdminPageMeta') },
    errors: [403],
  }
}

/** An admin write of one record, audited. */
function write(summary: string, ok: Operation['ok'], more: Partial<Operation> = {}): Operation {
  return { tag: 'Admin', summary, security: 'bearer', ok, errors: [403, 404, 429], ...more }
}

/** 422: an admin's own account is not changed here (OwnAccountError). */
const own = { errors: [403, 404, 422, 429] } satisfies Partial<Operation>
const item = ref('MasterDataItem')
const masterData = { params: { type: masterDataType } }
const place = { name: 'Gachibowli', parent_id: 12, display_order: 3 }

/** The admin panel's calls (001 §7): every one checks the admin role on the server (403 for others). */
export const adminOperations: OperationTable = {
  'api.admin.users.index': table('Users, deleted ones with show=deleted', 'AdminUser'),
  'api.admin.properties.index': table('Properties, deleted ones too', 'AdminProperty'),
  'api.admin.ventures.index': table('Ventures, deleted ones too', 'AdminVenture'),
  'api.admin.leads.index': table('Every lead', 'AdminLead'),
  'api.admin.bookings.index': table('Bookings', 'AdminBooking'),
  'api.admin.audit_logs.index': table('The audit log', 'AuditLogEntry'),
  'api.admin.master_data.index': {
    ...table('Property types, amenities or places (location_type for a level)', 'MasterDataItem'),
    query: [masterDataTypeValidator, adminListValidator],
    ...masterData,
  },
  'api.admin.users.role': write(
    "Change a user's role",
    { 200: ref('AdminUser') },
    { body: roleValidator, example: { role: 'agent' } }
  ),
  'api.admin.users.destroy': write(
    'Delete a user (their listings go with them)',
    { 204: null },
    own
  ),
  'api.admin.users.restore': write('Restore a deleted user', { 200: ref('AdminUser') }, own),
  'api.admin.properties.destroy': write('Delete a listing', { 204: null }),
  'api.admin.properties.restore': write('Restore a deleted listing', { 204: null }),
  'api.admin.ventures.destroy': write('Delete a venture', { 204: null }),
  'api.admin.ventures.restore': write('Restore a deleted venture', { 204: null }),
  'api.admin.master_data.store': write(
    'Add a property type, amenity or place',
    { 201: item },
    { body: masterDataItemValidator, query: masterDataTypeValidator, example: place, ...masterData }
  ),
  'api.admin.master_data.update': write(
    'Change an item',
    { 200: item },
    { body: masterDataItemValidator, example: place, ...masterData }
  ),
  'api.admin.master_data.destroy': write(
    'Delete an unused item',
    { 204: null },
    {
      ...masterData,
      // The type in the path is validated (masterDataTypeValidator): 422 for an unknown one.
      errors: [403, 404, 409, 422, 429],
    }
  ),
  'api.admin.master_data.retire': write(
    'Retire an item (or bring it back)',
    { 200: item },
    { body: retireValidator, example: { retired: true }, ...masterData }
  ),
  'api.admin.credits.grants': write(
    'Grant credits to an account by e-mail (audited as credits.grant)',
    { 201: ref('CreditGrant') },
    {
      body: adminCreditGrantValidator,
      example: { email: 'priya@example.in', amount: 5, reason: 'Diwali goodwill' },
    }
  ),
  'api.admin.listings.expire': write(
    'Run the listing expiry job now; dry_run lists what would expire and changes nothing',
    { 200: ref('ListingExpiryRun') },
    { body: listingExpiryValidator, example: { dry_run: true }, errors: [403, 429] }
  ),
  'api.admin.contact_submissions': {
    tag: 'Admin',
    summary: 'Contact Us messages, newest first',
    security: 'bearer',
    query: contactSubmissionsPageValidator,
    ok: { 200: pageOf(ref('ContactSubmission')) },
    errors: [403],
  },
}
