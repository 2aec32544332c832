import { forwardRef } from 'react'
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cn, focusRing } from '~/components/ui/cn'
import { SpinnerIcon } from '~/components/ui/spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonClassOptions {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  className?: string
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap select-none ' +
  'transition-colors duration-150 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ' +
  focusRing

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:hover:bg-brand-600',
  secondary:
    'bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200 disabled:hover:bg-brand-50',
  outline:
    'border border-ink-300 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50 active:bg-ink-100 disabled:hover:bg-white',
  ghost:
    'bg-transparent text-ink-700 hover:bg-ink-100 hover:text-ink-900 active:bg-ink-200 disabled:hover:bg-transparent',
  danger:
    'bg-danger-600 text-white shadow-sm hover:bg-danger-700 active:bg-danger-700 disabled:hover:bg-danger-600',
}

// Mobile touch targets are >= 40px; `sm` shrinks to 36px from the sm breakpoint up.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm sm:min-h-9',
  md: 'min-h-11 px-4 text-sm sm:text-[0.9375rem]',
  lg: 'min-h-12 px-6 text-base',
}

/** Class string of a button, for links styled as buttons: `<Link className={buttonClasses({ variant: 'outline' })}>`. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonClassOptions = {}) {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', className)
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner in place of `iconLeft`, disables the button and sets aria-busy. */
  loading?: boolean
  iconLeft?: ReactNode
  iconRight?: ReactNode
  fullWidth?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function ButtonView(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    iconLeft,
    iconRight,
    fullWidth = false,
    className,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref
) {
  const iconSize = size === 'lg' ? 'size-5' : 'size-4'
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...rest}
    >
      {loading ? (
        <SpinnerIcon className={iconSize} />
      ) : iconLeft ? (
        <span aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-[1.15em]">
          {iconLeft}
        </span>
      ) : null}
      {children}
      {iconRight ? (
        <span aria-hidden="true" className="inline-flex shrink-0 [&>svg]:size-[1.15em]">
          {iconRight}
        </span>
      ) : null}
    </button>
  )
})
