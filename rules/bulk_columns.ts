import { BUILDER_UNIT_STATUSES, FACINGS, UNIT_TYPES } from './venture_options.js'

/**
 * The columns of the bulk-upload data sheet (001 §5 Bulk upload file, issue
 * 15), in template order. The header row defines them: headers match without
 * regard to case, spaces or underscores, and `aliases` accepts older names.
 * Place columns name a place of the location tree; they are read for new
 * ventures only (an existing venture keeps its place).
 */
export const BULK_COLUMNS = [
  { name: 'Venture_Name', required: true },
  { name: 'State', required: true },
  { name: 'District', required: false },
  { name: 'City', required: true },
  { name: 'Area_Name', required: false },
  { name: 'Tower_Name', required: true },
  { name: 'Floor', required: true },
  { name: 'Unit_ID', required: true, aliases: ['Unit_Number', 'Unit'] },
  { name: 'Unit_Type', required: true },
  { name: 'BHK', required: false, aliases: ['Bedrooms'] },
  { name: 'Bathrooms', required: false },
  { name: 'Area', required: true, aliases: ['Area_Sqft', 'Area_Sq_Ft'] },
  { name: 'Price', required: true, aliases: ['Price_INR', 'Price_Rupees'] },
  { name: 'Facing', required: false },
  { name: 'Status', required: false },
] as const

export type BulkColumn = (typeof BULK_COLUMNS)[number]['name']

/** The values a dropdown of the template offers (and validation accepts, in any case). */
export const BULK_ENUMS: Partial<Record<BulkColumn, readonly string[]>> = {
  Unit_Type: UNIT_TYPES,
  Facing: FACINGS,
  Status: BUILDER_UNIT_STATUSES,
}

/** 001 §5 / §9: .xlsx or .xls, at most 10 MB. */
export const BULK_EXTENSIONS = ['xlsx', 'xls'] as const
export const BULK_MAX_BYTES = 10 * 1024 * 1024
/** Unit rows one file may hold (a 10 MB file holds about 100,000 rows; the job is sized for 50,000). */
export const BULK_MAX_ROWS = 50_000
/** Rows of the preview's sample (001 §9). */
export const BULK_SAMPLE_ROWS = 5
/** Days after completion during which the owner may undo an import. */
export const BULK_UNDO_DAYS = 7

/** A sample row of the preview (001 §3 Bulk preview response). */
export type BulkSampleRow = {
  Venture_Name: string
  Tower_Name: string
  Unit_ID: string
  Unit_Type: string
  BHK: number | null
  Price: number
}
