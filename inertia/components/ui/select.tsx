import { forwardRef } from 'react'
import type { SelectHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { controlClasses, FieldLabel, FieldMessages, useFieldIds } from '~/components/ui/input'

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function SelectView(
  { invalid = false, className, children, 'aria-invalid': ariaInvalid, ...rest },
  ref
) {
  return (
    <div className="relative">
      <select
        ref={ref}
        aria-invalid={invalid || ariaInvalid || undefined}
        className={controlClasses(invalid, cn('cursor-pointer appearance-none pe-10', className))}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-ink-600"
      />
    </div>
  )
})

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectFieldProps extends SelectProps {
  label: string
  options: SelectOption[]
  error?: string | null
  hint?: string
  /** Adds a first, empty-valued option (e.g. "Choose a city"). */
  placeholder?: string
  wrapperClassName?: string
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectFieldView(
  {
    label,
    options,
    error,
    hint,
    placeholder,
    'id': idProp,
    name,
    invalid,
    wrapperClassName,
    children,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref
) {
  const { id, errorId, hintId, describedBy } = useFieldIds({
    id: idProp,
    name,
    error,
    hint,
    describedBy: ariaDescribedBy,
  })
  return (
    <div className={wrapperClassName}>
      <FieldLabel htmlFor={id} required={rest.required}>
        {label}
      </FieldLabel>
      <Select
        ref={ref}
        id={id}
        name={name}
        invalid={invalid || Boolean(error)}
        aria-describedby={describedBy}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </Select>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  )
})
