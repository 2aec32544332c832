import type { OperationTable } from '#services/openapi/operation'
import { accountOperations } from '#services/openapi/operations/account_operations'
import { listingOperations } from '#services/openapi/operations/listing_operations'
import { ventureOperations } from '#services/openapi/operations/venture_operations'
import { paymentOperations } from '#services/openapi/operations/payment_operations'
import { adminOperations } from '#services/openapi/operations/admin_operations'
import { otherOperations } from '#services/openapi/operations/other_operations'
import { alertOperations } from '#services/openapi/operations/alert_operations'

/** Every documented /api operation, by route name. */
export const OPERATIONS: OperationTable = {
  ...accountOperations,
  ...listingOperations,
  ...ventureOperations,
  ...paymentOperations,
  ...adminOperations,
  ...otherOperations,
  ...alertOperations,
}
