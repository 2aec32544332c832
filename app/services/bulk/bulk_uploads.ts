import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import BulkImport from '#models/bulk_import'
import BulkPreview from '#models/bulk_preview'
import type User from '#models/user'
import CreditLedger from '#services/credits/credit_ledger'
import { DomainError } from '#exceptions/domain_error'
import { analyseFile } from '#services/bulk/import_analysis'
import { countsOf, type PlanCounts } from '#services/bulk/import_plan'
import { issueText } from '#services/bulk/issue_text'
import importJobs, { type ImportJobs } from '#services/bulk/import_jobs'
import {
  ImportAlreadyRunningError,
  PreviewProcessedError,
  PreviewStaleError,
} from '#services/bulk/bulk_errors'
import {
  isStale,
  ownPreview,
  packPayload,
  planSignature,
  sweepPreviews,
  unpackPayload,
} from '#services/bulk/bulk_previews'
import { errorCopyWorkbook } from '#services/bulk/workbooks'
import { bulkFileDownload, keepBulkFile } from '#services/bulk/bulk_files'
import { BULK_SAMPLE_ROWS, type BulkSampleRow } from '#rules/bulk_columns'

/** What a preview found (BulkPreviewTransformer is its answer); `id` is what "process" takes. */
export type BulkPreviewReport = {
  id: number
  issues: string[]
  counts: PlanCounts | null
  sample: BulkSampleRow[]
  creditsAvailable: number
  fileHash: string
}

/**
 * Bulk upload of units (001 §2 Bulk upload, issue 25): a file is uploaded,
 * guarded and read once, at preview, and what was read is kept; processing
 * names that preview, and imports exactly what it showed, at most once.
 * Free of HTTP: the controllers and `node ace import:units` use the same methods.
 */
export default class BulkUploads {
  constructor(
    private jobs: ImportJobs = importJobs,
    private ledger = new CreditLedger()
  ) {}

  /** Validation report, counts, sample rows and the user's credits; keeps the preview, writes nothing else. */
  async preview(
    user: User,
    fileName: string,
    bytes: Buffer,
    locale: string
  ): Promise<BulkPreviewReport> {
    const analysis = await analyseFile(user.id, fileName, bytes)
    const plan = analysis.plan
    await sweepPreviews()
    // After the sweep, which may delete an older copy of the same file.
    await keepBulkFile(user.id, hashOf(bytes), fileName, bytes)
    const preview = await BulkPreview.create({
      userId: user.id,
      fileName: fileName.slice(0, 255),
      fileHash: hashOf(bytes),
      fileSize: bytes.length,
      totalRows: plan?.units.length ?? 0,
      issueCount: analysis.issues.length,
      payload: packPayload({
        rows: plan ? plan.units.map(({ row, values }) => ({ row, values })) : null,
        signature: plan ? planSignature(plan) : null,
        issues: analysis.issues,
        sheet: plan ? null : analysis.sheet,
        headerRow: analysis.headerRow,
      }),
    })
    return {
      id: preview.id,
      issues: analysis.issues.map((issue) => issueText(issue, locale)),
      counts: plan ? countsOf(plan) : null,
      sample: (plan?.units ?? []).slice(0, BULK_SAMPLE_ROWS).map(({ values }) => ({
        Venture_Name: values.Venture_Name,
        Tower_Name: values.Tower_Name,
        Unit_ID: values.Unit_ID,
        Unit_Type: values.Unit_Type,
        BHK: values.BHK ?? null,
        Price: Math.round(values.Price),
      })),
      creditsAvailable: await this.ledger.balanceOf(user.id),
      fileHash: preview.fileHash,
    }
  }

  /**
   * Queues the import of the user's preview: refused when the preview is
   * another's (404), was already processed (409), or is older than
   * PREVIEW_TTL_MS (409); a preview with problems ends at once as a failed
   * import listing them. Each preview is processed once (`preview_id` is
   * unique), and a second preview of a file whose import is queued or
   * running is refused (`active_key`). The job plans the previewed rows
   * again and refuses them when the plan changed meanwhile.
   */
  async start(user: User, previewId: number, locale: string): Promise<BulkImport> {
    const preview = await ownPreview(user.id, previewId)
    await this.#refuseProcessed(preview.id)
    if (isStale(preview) || !preview.payload) throw new PreviewStaleError()
    const fields = {
      userId: user.id,
      previewId: preview.id,
      fileName: preview.fileName,
      fileHash: preview.fileHash,
      fileSize: preview.fileSize,
      totalRows: preview.totalRows,
      locale,
    }
    if (preview.issueCount > 0) {
      const issues = unpackPayload(preview.payload)?.issues ?? []
      return this.#create(preview, {
        ...fields,
        state: 'failed',
        activeKey: null,
        errors: issues.slice(0, 1000).map((issue) => issueText(issue, locale)),
        finishedAt: DateTime.now(),
      })
    }
    const job = await this.#create(preview, {
      ...fields,
      state: 'queued',
      activeKey: `${user.id}:${preview.fileHash}`,
      errors: [],
    })
    this.jobs.enqueue(job.id)
    return job
  }

  /** The sheet of the user's preview with an Error column naming each row's problems (and a sheet for the file's own). */
  async errorCopy(
    user: User,
    previewId: number,
    locale: string
  ): Promise<{ fileName: string; bytes: Buffer }> {
    const preview = await ownPreview(user.id, previewId)
    const payload = unpackPayload(preview.payload)
    if (!payload) throw new PreviewStaleError()
    if (!payload.sheet) throw new DomainError('bulk_upload.errors.no_problems')
    const byRow = new Map<number, string[]>()
    const general: string[] = []
    for (const issue of payload.issues) {
      const text = issueText({ ...issue, row: undefined }, locale)
      if (issue.row === undefined) general.push(text)
      else
        byRow.set(issue.row, [
          ...(byRow.get(issue.row) ?? []),
          issue.column ? `${issue.column}: ${text}` : text,
        ])
    }
    const bytes = await errorCopyWorkbook(payload.sheet, payload.headerRow, byRow, general, locale)
    return { fileName: preview.fileName, bytes }
  }

  /** The uploaded file of an import (its reader authorized): a presigned redirect on S3, else its bytes. */
  file(job: BulkImport) {
    return bulkFileDownload(job)
  }

  /** The owner's imports, newest first. */
  history(user: User, limit = 20) {
    return BulkImport.query().where('user_id', user.id).orderBy('id', 'desc').limit(limit)
  }

  async #refuseProcessed(previewId: number) {
    const processed = await BulkImport.query().where('preview_id', previewId).select('id').first()
    if (processed) throw new PreviewProcessedError(processed.id)
  }

  /** The import row; the unique indexes refuse a preview processed twice and a file imported twice at once. */
  async #create(preview: BulkPreview, fields: Partial<BulkImport>): Promise<BulkImport> {
    try {
      // Read back: the counters the insert left to their defaults (0) are in the answer too.
      const job = await BulkImport.create(fields)
      return await job.refresh()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      await this.#refuseProcessed(preview.id)
      const running = await BulkImport.query()
        .where('active_key', fields.activeKey ?? '')
        .first()
      throw new ImportAlreadyRunningError(running?.id ?? null)
    }
  }
}

export function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** MySQL ER_DUP_ENTRY, SQLite SQLITE_CONSTRAINT_UNIQUE. */
function isUniqueViolation(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: string; errno?: number }
  return errno === 1062 || code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
