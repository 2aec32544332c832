import { forwardRef } from 'react'
import type { SelectHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { controlClasses, Field, type FieldProps } from '~/components/ui/input'

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

export interface SelectFieldProps extends SelectProps, FieldProps {
  options: SelectOption[]
  /** Adds a first, empty-valued option (e.g. "Choose a city"). */
  placeholder?: string
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectFieldView(
  { options, placeholder, children, ...field },
  ref
) {
  return (
    <Field field={field}>
      {(select) => (
        <Select ref={ref} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </Select>
      )}
    </Field>
  )
})
