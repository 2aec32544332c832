import vine from '@vinejs/vine'
import { LEAD_STATUSES } from '#models/lead'
import { LEAD_SOURCE_FILTER_KEYS } from '#rules/lead_sources'
import { MAX_LEADS_PER_PAGE } from '#services/leads/lead_dashboard'

/** PUT …/leads/{id}/status?status= (000 §7): one of the five statuses. */
export const leadStatusValidator = vine.create({
  status: vine.enum(LEAD_STATUSES),
})

/** The dashboard's filters and page (GET /api/leads and /dashboard). */
export const leadListValidator = vine.create({
  status: vine.enum(LEAD_STATUSES).optional(),
  source: vine.enum(LEAD_SOURCE_FILTER_KEYS).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  per_page: vine.number().withoutDecimals().min(1).max(MAX_LEADS_PER_PAGE).optional(),
})
