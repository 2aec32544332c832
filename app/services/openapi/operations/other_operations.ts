import { leadListValidator, leadStatusValidator } from '#validators/lead'
import { bulkPreviewRefValidator } from '#validators/bulk_upload'
import { chatMessageValidator } from '#validators/chat'
import { contactValidator } from '#validators/contact'
import { anyValue, object, ref, str } from '#transformers/schemas/json_schema'
import { listOf, pageOf, type OperationTable } from '#services/openapi/operation'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const bulkImport = ref('BulkImport')
const preview = { preview_id: 7 }

/** The leads dashboard, bulk upload, the assistant and Contact Us (000 §7, 001 §7). */
export const otherOperations: OperationTable = {
  'api.dashboard.stats': {
    tag: 'Leads',
    summary: 'Your totals: properties, leads, bookings (admins: everything)',
    security: 'bearer',
    ok: { 200: ref('DashboardStats') },
  },
  'api.leads.index': {
    tag: 'Leads',
    summary: 'The leads of your listings and ventures, newest first (admins: every lead)',
    security: 'bearer',
    query: leadListValidator,
    ok: { 200: pageOf(ref('DashboardLead')) },
  },
  'api.leads.status': {
    tag: 'Leads',
    summary: "Change a lead's status (its owner or an admin)",
    security: 'bearer',
    query: leadStatusValidator,
    ok: { 200: ref('DashboardLead') },
    errors: [403, 404, 429],
  },
  'api.bulk_upload.template': {
    tag: 'Bulk upload',
    summary: 'The spreadsheet template, in your language',
    security: 'public',
    ok: { 200: { file: XLSX } },
    errors: [429],
  },
  'api.bulk_upload.preview': {
    tag: 'Bulk upload',
    summary: 'Upload a sheet (.xlsx or .xls, at most 10 MB): its report, nothing written yet',
    security: 'bearer',
    upload: 'file',
    ok: { 200: ref('BulkPreview') },
    errors: [429],
  },
  'api.bulk_upload.process': {
    tag: 'Bulk upload',
    summary:
      'Import a preview: its result within 5 s, else 202 with its progress (?wait=0: at once)',
    security: 'bearer',
    body: bulkPreviewRefValidator,
    example: preview,
    ok: { 200: bulkImport, 202: bulkImport },
    errors: [402, 404, 409, 429],
  },
  'api.bulk_upload.error_copy': {
    tag: 'Bulk upload',
    summary: 'The previewed sheet with an Error column',
    security: 'bearer',
    body: bulkPreviewRefValidator,
    example: preview,
    ok: { 200: { file: XLSX } },
    errors: [404, 409, 429],
  },
  'api.bulk_upload.imports': {
    tag: 'Bulk upload',
    summary: 'Your imports, newest first',
    security: 'bearer',
    ok: { 200: listOf(bulkImport) },
  },
  'api.bulk_upload.imports.show': {
    tag: 'Bulk upload',
    summary: "An import's progress or result",
    security: 'bearer',
    ok: { 200: bulkImport },
    errors: [403, 404],
  },
  'api.bulk_upload.imports.file': {
    tag: 'Bulk upload',
    summary: "An import's uploaded spreadsheet",
    description:
      'With DRIVE_DISK=s3, a 302 to a presigned address of the file that works for 5 minutes (follow it at once, do not keep it); on the local disk, the file.',
    security: 'bearer',
    ok: { 200: { file: XLSX }, 302: null },
    errors: [403, 404, 503],
  },
  'api.bulk_upload.imports.undo': {
    tag: 'Bulk upload',
    summary: 'Undo an import within its undo window (credits refunded)',
    security: 'bearer',
    ok: { 200: bulkImport },
    errors: [403, 404, 409, 429],
  },
  'api.chat.send': {
    tag: 'Assistant',
    summary:
      'Ask the assistant: its answer, the search it ran and the results, or the shown listing it proposes to act on',
    security: 'optionalBearer',
    body: chatMessageValidator,
    example: { message: '3 BHK flats in Gachibowli under 1 crore', country: 'IN' },
    ok: { 200: ref('ChatAnswer') },
    errors: [429],
  },
  'api.contact.submit': {
    tag: 'Contact',
    summary: 'Send a message to the team: its reference id',
    security: 'optionalBearer',
    body: contactValidator,
    example: {
      name: 'Anita Rao',
      email: 'anita@example.in',
      subject: 'Listing a villa',
      inquiry_type: 'general',
      message: 'I would like to list a villa in Kokapet.',
      preferred_contact: 'email',
    },
    ok: { 201: object({ status: str, reference_id: str }) },
    errors: [429],
  },
  'api.openapi': {
    tag: 'Contract',
    summary: 'This document: OpenAPI 3.1, built from the routes, validators and transformers',
    security: 'public',
    ok: { 200: { type: 'object', additionalProperties: anyValue } },
  },
}
