import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

/**
 * An editable list of entries (a venture's phases and landmarks, issue 27):
 * each row a fieldset named by `legendOf` with its own fields, moved up or
 * down or removed by buttons that say which row they act on; an Add button
 * below while fewer than `max`.
 */
export function RowList<Row>({
  title,
  hint,
  rows,
  max,
  blank,
  onChange,
  legendOf,
  addLabel,
  emptyText,
  error,
  children,
}: {
  title: string
  hint: string
  rows: Row[]
  max: number
  blank: Row
  onChange: (rows: Row[]) => void
  legendOf: (index: number) => string
  addLabel: string
  emptyText: string
  error?: string | null
  children: (row: Row, index: number, update: (patch: Partial<Row>) => void) => ReactNode
}) {
  const t = useT()
  const titleId = useId()
  const update = (index: number) => (patch: Partial<Row>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows]
    ;[next[index], next[index + by]] = [next[index + by], next[index]]
    onChange(next)
  }
  const iconButton = 'size-11 shrink-0 px-0'

  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h3 id={titleId} className="text-base font-semibold text-ink-900">
          {title}
        </h3>
        <p className="text-sm text-ink-600">{hint}</p>
      </div>
      {rows.length === 0 && <p className="text-sm text-ink-600">{emptyText}</p>}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={index}>
            <fieldset className="rounded-control border border-ink-200 p-3">
              <legend className="sr-only">{legendOf(index)}</legend>
              <div className="flex items-center gap-1">
                <span className="min-w-0 flex-1 text-sm font-semibold text-ink-800" aria-hidden>
                  {legendOf(index)}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className={iconButton}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('venture_builder.rows.move_up', { item: legendOf(index) })}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className={iconButton}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('venture_builder.rows.move_down', { item: legendOf(index) })}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className={`${iconButton} text-danger-700`}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                  aria-label={t('venture_builder.rows.remove', { item: legendOf(index) })}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                {children(row, index, update(index))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
      {rows.length < max && (
        <Button
          variant="outline"
          onClick={() => onChange([...rows, { ...blank }])}
          iconLeft={<Plus className="size-4" aria-hidden />}
        >
          {addLabel}
        </Button>
      )}
    </section>
  )
}
