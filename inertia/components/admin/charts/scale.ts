/**
 * The arithmetic of the admin charts, with no chart library: a bar or a line
 * needs a maximum, a few round tick values and a path. Isomorphic and pure.
 */

/** Round ticks from 0 to at least `max` (about `count` steps of 1, 2 or 5 × 10ⁿ); whole steps when `integer`. */
export function niceTicks(max: number, count = 4, integer = true): number[] {
  if (!(max > 0)) return [0, 1]
  const raw = max / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step =
    [1, 2, 2.5, 5, 10]
      .map((factor) => factor * power)
      .find((candidate) => candidate >= raw && (!integer || Number.isInteger(candidate))) ??
    Math.ceil(raw)
  const ticks: number[] = []
  for (let value = 0; value < max + step / 2 && ticks.length <= count + 1; value += step)
    ticks.push(Number(value.toPrecision(12)))
  if (ticks[ticks.length - 1] < max)
    ticks.push(Number((ticks[ticks.length - 1] + step).toPrecision(12)))
  return ticks
}

/** The plot's coordinate space: x from 0 to WIDTH across the weeks, y from 0 (top) to HEIGHT (the zero line). */
export const WIDTH = 1000
export const HEIGHT = 300

/** Points of a series in plot coordinates, for values scaled to `top` (the last tick). */
export function points(values: number[], top: number): [number, number][] {
  const last = Math.max(values.length - 1, 1)
  return values.map((value, index) => [
    round((index / last) * WIDTH),
    round(HEIGHT - (value / top) * HEIGHT),
  ])
}

export function linePath(values: number[], top: number): string {
  return points(values, top)
    .map(([x, y], index) => `${index ? 'L' : 'M'}${x},${y}`)
    .join('')
}

/** The line closed down to the zero line: the area under it. */
export function areaPath(values: number[], top: number): string {
  const line = linePath(values, top)
  return line ? `${line}L${WIDTH},${HEIGHT}L0,${HEIGHT}Z` : ''
}

/** Where a value sits on the y axis, in percent from the top (for HTML tick labels over the SVG). */
export function percentFromTop(value: number, top: number): number {
  return round(100 - (value / top) * 100)
}

function round(value: number) {
  return Math.round(value * 10) / 10
}
