import { numberFormat } from './intl.js'

/**
 * Rounds a real count down the way the spec writes its stats ("10,000+"):
 * exact below 10, otherwise down to one significant digit (two from 10,000)
 * with a "+", so the number never claims more than the data has.
 */
export function niceCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0'
  if (n < 10) return String(Math.floor(n))
  const magnitude = 10 ** Math.floor(Math.log10(n))
  const step = n >= 10_000 ? magnitude / 10 : magnitude
  const floored = Math.floor(n / step) * step
  return `${numberFormat('en-US').format(floored)}+`
}
