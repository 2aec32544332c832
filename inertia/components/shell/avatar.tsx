/** Initials in a circle; no invented photos. */
export function Avatar({ name, size = 'sm' }: { name: string; size?: 'sm' | 'md' }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 ${size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm'}`}
    >
      {initials}
    </span>
  )
}
