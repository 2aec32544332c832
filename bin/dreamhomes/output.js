import { isScalar, scalarProperties } from './contract.js'

/**
 * What a command shows, laid out from the answer's schema in the document:
 * scalar fields as `name: value` lines, nested objects one level down
 * (`user.email`), arrays of objects as tables whose columns are the items'
 * scalar properties. `--json` prints the answer itself instead.
 */

/** @param {unknown} value */
export function printJson(value) {
  process.stdout.write(JSON.stringify(value, null, 2) + '\n')
}

/** @param {unknown} value */
function cell(value) {
  if (value === null || value === undefined) return '-'
  if (Array.isArray(value)) return value.join(', ')
  return String(value)
}

/**
 * A plain-text table; `columns` are property names, in order.
 * @param {Record<string, unknown>[]} rows
 * @param {string[]} columns
 */
export function table(rows, columns) {
  const cells = rows.map((row) => columns.map((column) => cell(row[column])))
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...cells.map((line) => line[i].length))
  )
  const line = (/** @type {string[]} */ values) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join('  ')
      .trimEnd()
  return [line(columns), ...cells.map(line)].join('\n')
}

/**
 * The columns of a table of items: their schema's scalar properties and
 * arrays of scalars; `prefer` narrows a wide one to those of its names the
 * schema has (all of them when none is left).
 * @param {any} itemSchema
 * @param {string[]} [prefer]
 */
export function columnsOf(itemSchema, prefer = []) {
  const all = Object.entries(itemSchema?.properties ?? {})
    .filter(([, p]) => isScalar(p) || ([p?.type].flat().includes('array') && isScalar(p.items)))
    .map(([name]) => name)
  const chosen = prefer.filter((name) => all.includes(name))
  return chosen.length > 0 ? chosen : all
}

/**
 * An answer laid out by its schema (see above).
 * @param {any} value
 * @param {any} schema
 * @param {{ columns?: string[] }} [options]
 * @returns {string}
 */
export function render(value, schema, options = {}) {
  const lines = []
  const blocks = []
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const item = value?.[name]
    const p = /** @type {any} */ (property)
    const types = [p?.type].flat()
    if (types.includes('array') && [p.items?.type].flat().includes('object')) {
      const rows = Array.isArray(item) ? item : []
      // Rows of an open shape (a sheet's sample rows) are their own columns.
      const columns = p.items.properties
        ? columnsOf(p.items, options.columns)
        : [...new Set(rows.flatMap((row) => Object.keys(row)))]
      if (rows.length) blocks.push(`${name}:\n${table(rows, columns)}`)
      else lines.push(`${name}: -`)
    } else if (types.includes('object') && p.properties) {
      for (const key of scalarProperties(p)) lines.push(`${name}.${key}: ${cell(item?.[key])}`)
    } else if (types.includes('array') && isScalar(p.items)) {
      const list = Array.isArray(item) ? item : []
      lines.push(list.length ? `${name}:\n${list.map((v) => `  ${v}`).join('\n')}` : `${name}: -`)
    } else if (isScalar(p)) {
      lines.push(`${name}: ${cell(item)}`)
    }
  }
  return [lines.join('\n'), ...blocks].filter(Boolean).join('\n\n')
}
