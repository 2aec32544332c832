import { createHash } from 'node:crypto'
import BulkImport from '#models/bulk_import'
import type User from '#models/user'
import CreditLedger from '#services/credits/credit_ledger'
import { analyseFile, type Analysis } from '#services/bulk/import_analysis'
import { countsOf, type PlanCounts } from '#services/bulk/import_plan'
import { guardSpreadsheet } from '#services/bulk/file_guard'
import { issueText } from '#services/bulk/issue_text'
import { keepImportFile } from '#services/bulk/import_files'
import importJobs, { type ImportJobs } from '#services/bulk/import_jobs'
import { ImportAlreadyRunningError } from '#services/bulk/bulk_errors'
import { BULK_SAMPLE_ROWS, type BulkSampleRow } from '#rules/bulk_columns'

export type BulkPreview = {
  issues: string[]
  counts: PlanCounts | null
  sample: BulkSampleRow[]
  creditsAvailable: number
  fileHash: string
}

/**
 * Bulk upload of units (001 §2 Bulk upload): preview a file, start its
 * import as a job, and list the owner's imports. Free of HTTP: the
 * controllers and `node ace import:units` use the same methods.
 */
export default class BulkUploads {
  constructor(
    private jobs: ImportJobs = importJobs,
    private ledger = new CreditLedger()
  ) {}

  /** Validation report, counts, sample rows and the user's credits; writes nothing. */
  async preview(user: User, fileName: string, bytes: Buffer, locale: string): Promise<BulkPreview> {
    const analysis = await analyseFile(user.id, fileName, bytes)
    return this.#report(analysis, user, bytes, locale)
  }

  /**
   * Queues the import of a file (the checks that need no reading run here,
   * so a wrong file is refused at once). A second request for the same file
   * while its import is queued or running is refused (`active_key`).
   */
  async start(user: User, fileName: string, bytes: Buffer, locale: string): Promise<BulkImport> {
    const kind = await guardSpreadsheet(fileName, bytes)
    const fileHash = hashOf(bytes)
    const activeKey = `${user.id}:${fileHash}`
    let job: BulkImport
    try {
      job = await BulkImport.create({
        userId: user.id,
        fileName: fileName.slice(0, 255),
        fileHash,
        fileSize: bytes.length,
        state: 'queued',
        activeKey,
        locale,
        errors: [],
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const running = await BulkImport.query().where('active_key', activeKey).first()
      throw new ImportAlreadyRunningError(running?.id ?? null)
    }
    job.filePath = await keepImportFile(job.id, kind, bytes)
    await job.save()
    this.jobs.enqueue(job.id)
    return job
  }

  /** The owner's imports, newest first. */
  history(user: User, limit = 20) {
    return BulkImport.query().where('user_id', user.id).orderBy('id', 'desc').limit(limit)
  }

  async #report(
    analysis: Analysis,
    user: User,
    bytes: Buffer,
    locale: string
  ): Promise<BulkPreview> {
    const plan = analysis.plan
    return {
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
      fileHash: hashOf(bytes),
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
