import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { CliFailure, EXIT } from './failure.js'

const addFormats = /** @type {any} */ (addFormatsModule)

/**
 * One server's /api as its OpenAPI document describes it: operations by
 * operationId (method and path), their request schemas to check what the
 * client sends, their response schemas to show what comes back. The client
 * holds no copy of a route or a shape.
 */
export class Contract {
  /**
   * @param {any} document
   * @param {(key: string, vars?: Record<string, unknown>) => string} t
   */
  constructor(document, t) {
    this.document = document
    this.t = t
    /** @type {Map<string, { method: string, path: string, operation: any }>} */
    this.operations = new Map()
    for (const [path, item] of Object.entries(document.paths ?? {}))
      for (const [method, operation] of Object.entries(/** @type {any} */ (item)))
        if (operation?.operationId)
          this.operations.set(operation.operationId, {
            method: method.toUpperCase(),
            path,
            operation,
          })
    // Coercion turns the command line's text into the schema's types ("5" → 5), in place.
    this.ajv = new Ajv2020({ allErrors: true, coerceTypes: true, strict: false })
    addFormats(this.ajv)
  }

  /** @param {string} operationId */
  find(operationId) {
    return this.operations.get(operationId)
  }

  /**
   * A schema with its `$ref`s to components replaced, at any depth.
   * @param {any} schema
   * @returns {any}
   */
  resolve(schema) {
    if (Array.isArray(schema)) return schema.map((item) => this.resolve(item))
    if (!schema || typeof schema !== 'object') return schema
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/components/schemas/', '')
      return this.resolve(this.document.components?.schemas?.[name])
    }
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, this.resolve(v)]))
  }

  /**
   * The JSON schema of an answer of `operation` with `status`, if it has one.
   * @param {any} operation
   * @param {number} status
   */
  responseSchema(operation, status) {
    return this.resolve(operation.responses?.[status]?.content?.['application/json']?.schema)
  }

  /**
   * Checks (and coerces, in place) a value against a schema of the document;
   * a mismatch is a usage error with the schema's own words.
   * @param {any} schema
   * @param {any} value
   * @returns {any} the value, coerced
   */
  check(schema, value) {
    const validate = this.ajv.compile(this.resolve(schema))
    if (validate(value)) return value
    const problems = (validate.errors ?? []).map((error) => {
      const field =
        error.params?.missingProperty ??
        error.params?.additionalProperty ??
        error.instancePath.replace(/^\//, '').replaceAll('/', '.')
      return `${field}: ${error.message}`
    })
    throw new CliFailure(
      EXIT.usage,
      this.t('error.invalid_input', { problems: problems.join('; ') }),
      this.t('hint.usage')
    )
  }

  /**
   * The path of an operation with its parameters, each checked against its
   * schema in the document.
   * @param {{ path: string, operation: any }} found
   * @param {Record<string, unknown>} params
   */
  pathOf(found, params) {
    const pathParams = (found.operation.parameters ?? []).filter(
      (/** @type {any} */ p) => p.in === 'path'
    )
    const schema = {
      type: 'object',
      properties: Object.fromEntries(pathParams.map((/** @type {any} */ p) => [p.name, p.schema])),
      required: pathParams.map((/** @type {any} */ p) => p.name),
    }
    const values = this.check(schema, { ...params })
    return found.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(values[name])))
  }
}

/**
 * The scalar properties of an object schema (what fits in a table cell), in
 * the document's order.
 * @param {any} schema
 * @returns {string[]}
 */
export function scalarProperties(schema) {
  return Object.entries(schema?.properties ?? {})
    .filter(([, property]) => isScalar(property))
    .map(([name]) => name)
}

/** @param {any} schema */
export function isScalar(schema) {
  const types = [schema?.type ?? []].flat()
  return types.some((type) => ['string', 'integer', 'number', 'boolean'].includes(type))
}
