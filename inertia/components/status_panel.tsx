import type { ReactNode } from 'react'

/** A centred message for full-page states: coming soon, not found, denied. */
export function StatusPanel({
  icon,
  title,
  body,
  children,
  code,
}: {
  icon: ReactNode
  title: string
  body: string
  children?: ReactNode
  code?: string
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      {code && <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700">{code}</p>}
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <p className="mt-3 text-base text-ink-600">{body}</p>
      {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>}
    </section>
  )
}
