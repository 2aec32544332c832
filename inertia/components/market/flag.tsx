/**
 * Country flags as inline SVG: emoji flags do not render on Windows and on
 * machines without an emoji font.
 */
export function Flag({ code, className = 'h-3.5 w-5' }: { code: string; className?: string }) {
  if (code === 'US') {
    return (
      <svg
        viewBox="0 0 20 14"
        className={`${className} shrink-0 rounded-[2px] ring-1 ring-ink-200`}
        aria-hidden
      >
        <rect width="20" height="14" fill="#fff" />
        {[0, 2, 4, 6, 8, 10, 12].map((y) => (
          <rect key={y} y={y * (14 / 13)} width="20" height={14 / 13} fill="#b22234" />
        ))}
        <rect width="8.5" height={(14 / 13) * 7} fill="#3c3b6e" />
      </svg>
    )
  }
  if (code === 'IN') {
    return (
      <svg
        viewBox="0 0 21 14"
        className={`${className} shrink-0 rounded-[2px] ring-1 ring-ink-200`}
        aria-hidden
      >
        <rect width="21" height="4.67" fill="#ff9933" />
        <rect y="4.67" width="21" height="4.67" fill="#fff" />
        <rect y="9.33" width="21" height="4.67" fill="#138808" />
        <circle cx="10.5" cy="7" r="1.7" fill="none" stroke="#000080" strokeWidth="0.45" />
        <circle cx="10.5" cy="7" r="0.35" fill="#000080" />
      </svg>
    )
  }
  return null
}
