import { forwardRef, useId } from 'react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

/** Shared look of text-like controls (input, select). */
export function controlClasses(invalid?: boolean, className?: string) {
  return cn(
    'block w-full min-h-11 rounded-control border bg-white px-3.5 py-2 text-base text-ink-900 shadow-xs sm:text-sm',
    'placeholder:text-ink-500 transition-[border-color,box-shadow] duration-150',
    'focus:outline-hidden focus-visible:outline-hidden focus:ring-2 focus:ring-offset-0',
    'disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500 read-only:bg-ink-50',
    invalid
      ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-600/30'
      : 'border-ink-300 hover:border-ink-400 focus:border-brand-600 focus:ring-brand-600/30',
    className
  )
}

export const fieldLabelClasses = 'mb-1.5 block text-sm font-medium text-ink-800'
export const fieldHintClasses = 'mt-1.5 text-sm text-ink-600'
export const fieldErrorClasses = 'mt-1.5 flex items-start gap-1 text-sm font-medium text-danger-700'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function InputView(
  { invalid = false, className, type = 'text', 'aria-invalid': ariaInvalid, ...rest },
  ref
) {
  return (
    <input
      ref={ref}
      type={type}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={controlClasses(invalid, className)}
      {...rest}
    />
  )
})

/** ids and aria-describedby for a labelled field. */
export function useFieldIds(opts: {
  id?: string
  name?: string
  error?: string | null
  hint?: string
  describedBy?: string
}) {
  const auto = useId()
  const id =
    opts.id ??
    `${opts.name ? opts.name.replace(/[^\w-]/g, '_') : 'field'}-${auto.replace(/[^\w-]/g, '')}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy =
    [opts.error ? errorId : null, opts.hint ? hintId : null, opts.describedBy]
      .filter(Boolean)
      .join(' ') || undefined
  return { id, errorId, hintId, describedBy }
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className={fieldLabelClasses}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-danger-700">
          *
        </span>
      ) : null}
    </label>
  )
}

export function FieldMessages({
  error,
  hint,
  errorId,
  hintId,
}: {
  error?: string | null
  hint?: string
  errorId: string
  hintId: string
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={fieldHintClasses}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={fieldErrorClasses}>
          {error}
        </p>
      ) : null}
    </>
  )
}

/** What a labelled control (TextField, SelectField) takes beyond the control's own attributes. */
export interface FieldProps {
  label: string
  error?: string | null
  hint?: string
  /** Class of the outer wrapper (`className` goes to the control). */
  wrapperClassName?: string
  invalid?: boolean
}

/** The control's attributes Field reads to tie the label and the messages to it. */
type ControlAttributes = Pick<
  InputHTMLAttributes<HTMLElement>,
  'id' | 'name' | 'required' | 'aria-describedby'
>

/** The ids and state Field gives its control: the label and the messages point at them. */
type Wiring = { 'id': string; 'aria-describedby'?: string; 'invalid': boolean }

/**
 * A control with its label, hint and error, tied together by ids (aria-describedby).
 * `field` is the control's props: Field takes its own and renders the control with the rest.
 */
export function Field<Props extends FieldProps & ControlAttributes>({
  field,
  children,
}: {
  field: Props
  children: (control: Omit<Props, keyof FieldProps> & Wiring) => ReactNode
}) {
  const { label, error, hint, wrapperClassName, invalid, ...control } = field
  const { id, errorId, hintId, describedBy } = useFieldIds({
    id: control.id,
    name: control.name,
    error,
    hint,
    describedBy: control['aria-describedby'],
  })
  return (
    <div className={wrapperClassName}>
      <FieldLabel htmlFor={id} required={control.required}>
        {label}
      </FieldLabel>
      {children({
        ...control,
        'id': id,
        'aria-describedby': describedBy,
        'invalid': invalid || Boolean(error),
      })}
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  )
}

export interface TextFieldProps extends InputProps, FieldProps {
  /** Element inside the input at the right edge, e.g. a show-password button (keep it ~size-9). */
  trailing?: ReactNode
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextFieldView(
  { trailing, className, ...field },
  ref
) {
  return (
    <Field field={field}>
      {(input) => (
        <div className="relative">
          <Input ref={ref} {...input} className={cn(trailing ? 'pe-12' : undefined, className)} />
          {trailing ? (
            <div className="absolute inset-y-0 end-0 flex items-center pe-1 text-ink-600">
              {trailing}
            </div>
          ) : null}
        </div>
      )}
    </Field>
  )
})
