import { test } from '@japa/runner'
import { DomainError } from '#exceptions/domain_error'
import {
  ImportAlreadyRunningError,
  PreviewNotFoundError,
  PreviewProcessedError,
  PreviewStaleError,
  refusalKey,
  UndoRefusedError,
  UnitReservedMeanwhileError,
} from '#services/bulk/bulk_errors'
import { SpreadsheetRejectedError } from '#services/bulk/file_guard'
import { ReaderLimitError, UnreadableSpreadsheetError } from '#services/bulk/spreadsheet_reader'
import { ZipRefusedError } from '#services/bulk/zip_archive'

/** The bulk upload's refusals (issue 25): DomainErrors the exception handler renders, with their status and message key. */
test.group('Bulk upload refusals', () => {
  test('each is a DomainError with its status, and refusalKey names its message', ({ assert }) => {
    const cases: [DomainError, number, string][] = [
      [new SpreadsheetRejectedError('bomb', 'sheet1.xml: ratio'), 422, 'bulk_upload.file.bomb'],
      [new ZipRefusedError('encrypted', 'entry encrypted'), 422, 'bulk_upload.file.encrypted'],
      [new ReaderLimitError('out of memory'), 422, 'bulk_upload.file.unreadable'],
      [new UnreadableSpreadsheetError('bad'), 422, 'bulk_upload.file.unreadable'],
      [new ImportAlreadyRunningError(7), 409, 'bulk_upload.errors.already_running'],
      [new UndoRefusedError('expired'), 409, 'bulk_upload.undo.refused_expired'],
      [new UnitReservedMeanwhileError(), 409, 'bulk_upload.errors.reserved_meanwhile'],
      [new PreviewNotFoundError(), 404, 'bulk_upload.errors.preview_not_found'],
      [new PreviewProcessedError(3), 409, 'bulk_upload.errors.preview_processed'],
      [new PreviewStaleError(), 409, 'bulk_upload.errors.preview_stale'],
    ]
    for (const [error, status, key] of cases) {
      assert.instanceOf(error, DomainError)
      assert.equal(error.status, status, key)
      assert.equal(refusalKey(error), key)
    }
  })

  test('a running import and a processed preview name their import in the /api body; the reader keeps its detail', ({
    assert,
  }) => {
    assert.deepEqual(new ImportAlreadyRunningError(7).body, { import_id: 7 })
    assert.deepEqual(new PreviewProcessedError(3).body, { import_id: 3 })
    assert.equal(
      new SpreadsheetRejectedError('bomb', 'sheet1.xml: ratio').detail,
      'sheet1.xml: ratio'
    )
    assert.equal(new ZipRefusedError('content', 'bad header').reason, 'content')
  })

  test('an unexpected error is no refusal', ({ assert }) => {
    assert.isNull(refusalKey(new Error('disk full')))
    assert.isNull(refusalKey('text'))
  })
})
