/** Series colours: Tailwind classes for the SVG marks and the legend swatch (brand green, then accent orange). */
export const PALETTE = [
  { stroke: 'stroke-brand-600', fill: 'fill-brand-500', swatch: 'bg-brand-600' },
  { stroke: 'stroke-accent-500', fill: 'fill-accent-400', swatch: 'bg-accent-500' },
] as const

/** Marks every chart's SVG; tests/unit/admin_chart_bundle.spec.ts looks for it in public pages' chunks. */
export const CHART_MARK = 'dh-admin-chart'
