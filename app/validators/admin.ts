import vine from '@vinejs/vine'
import { ROLES } from '#rules/roles'
import {
  LOCATION_LEVELS,
  MASTER_DATA_TYPES,
  type MasterDataType,
} from '#services/admin/master_data'
import { COUNTRY_CODES } from '#rules/countries'
import { ADMIN_TABS } from '#rules/admin_tabs'
import { optionOf } from '#validators/rules/spec_shapes'

/** The admin panel's ?tab=, and on the master data tab ?type= and ?location_type=. */
export const adminPanelValidator = vine.create({
  tab: vine.enum(ADMIN_TABS).optional(),
  type: vine.enum(Object.keys(MASTER_DATA_TYPES) as MasterDataType[]).optional(),
  location_type: vine.enum(LOCATION_LEVELS).optional(),
})

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const

/** A page of an admin table: ?page=&per_page=&sort=&dir=&q=&show= (unknown sort keys fall back to the default). */
export const adminListValidator = vine.create({
  page: vine.number().withoutDecimals().range([1, 100_000]).optional(),
  per_page: vine
    .number()
    .in([...ADMIN_PAGE_SIZES])
    .optional(),
  sort: vine.string().trim().maxLength(40).optional(),
  dir: vine.enum(['asc', 'desc'] as const).optional(),
  q: vine.string().trim().maxLength(100).optional(),
  show: vine.enum(['live', 'deleted', 'all'] as const).optional(),
  actor: vine.string().trim().maxLength(255).optional(),
  target_type: vine.string().trim().maxLength(32).optional(),
  target_id: vine.number().withoutDecimals().positive().optional(),
})

/** PUT /api/admin/users/{id}/role (001 §7), body role (a value of 001 §1, or its label: 'Agent'). */
export const roleValidator = vine.create({
  role: vine.enum(ROLES).parse(optionOf(ROLES)),
})

/** The type in /api/admin/master-data/{type}, and location_type for places (001 §7). */
export const masterDataTypeValidator = vine.create({
  params: vine.object({
    type: vine.enum(Object.keys(MASTER_DATA_TYPES) as (keyof typeof MASTER_DATA_TYPES)[]),
  }),
  location_type: vine.enum(LOCATION_LEVELS).optional(),
})

/** Body of POST/PUT /api/admin/master-data/{type}: the columns of 001 §2 (and a place's parent). */
export const masterDataItemValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(64),
  label: vine.string().trim().maxLength(120).optional().nullable(),
  category: vine.string().trim().maxLength(32).optional().nullable(),
  description: vine.string().trim().maxLength(500).optional().nullable(),
  icon: vine.string().trim().maxLength(64).optional().nullable(),
  display_order: vine.number().withoutDecimals().range([0, 100_000]).optional().nullable(),
  parent_id: vine.number().withoutDecimals().positive().optional().nullable(),
  country_code: vine.enum(COUNTRY_CODES).optional().nullable(),
  lat: vine.number().range([-90, 90]).optional().nullable(),
  lng: vine.number().range([-180, 180]).optional().nullable(),
})

export const retireValidator = vine.create({
  retired: vine.boolean(),
})

/** POST /api/admin/credits/grants: credits for an account, by e-mail, with the admin's reason (audited). */
export const adminCreditGrantValidator = vine.create({
  email: vine.string().trim().toLowerCase().email().maxLength(255),
  amount: vine.number().withoutDecimals().range([1, 100_000]),
  reason: vine.string().trim().minLength(3).maxLength(200),
})

/** POST /api/admin/listings/expire: `dry_run` lists what would expire and changes nothing. */
export const listingExpiryValidator = vine.create({
  dry_run: vine.boolean({ strict: true }),
})
