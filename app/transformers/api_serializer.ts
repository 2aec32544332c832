import { BaseSerializer } from '@adonisjs/core/transformers'

/**
 * /api bodies are the transformed objects themselves, with no wrapper key,
 * as the clients of 000 §7 expect (`{token, user}`, a bare user).
 */
class ApiSerializer extends BaseSerializer<{ Wrap: undefined }> {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData
  }
}

export const apiSerializer = new ApiSerializer()
