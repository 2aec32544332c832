import type { CSSProperties } from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import type { ToasterProps as SonnerToasterProps } from 'sonner'

export type ToasterProps = SonnerToasterProps

// Sonner's own CSS is unlayered (beats Tailwind utilities), so colours are set through its CSS variables.
const tokenStyle = {
  'fontFamily': 'var(--font-sans)',
  '--border-radius': 'var(--radius-card)',
  '--normal-bg': '#fff',
  '--normal-border': 'var(--color-ink-200)',
  '--normal-text': 'var(--color-ink-900)',
  '--success-bg': 'var(--color-success-50)',
  '--success-border': 'color-mix(in oklab, var(--color-success-600) 25%, white)',
  '--success-text': 'var(--color-success-700)',
  '--error-bg': 'var(--color-danger-50)',
  '--error-border': 'color-mix(in oklab, var(--color-danger-600) 25%, white)',
  '--error-text': 'var(--color-danger-700)',
  '--warning-bg': 'var(--color-warning-50)',
  '--warning-border': 'color-mix(in oklab, var(--color-warning-700) 25%, white)',
  '--warning-text': 'var(--color-warning-700)',
  '--info-bg': 'var(--color-info-50)',
  '--info-border': 'color-mix(in oklab, var(--color-info-700) 25%, white)',
  '--info-text': 'var(--color-info-700)',
} as CSSProperties

/** Sonner's Toaster in our colours; `ToastHost` (ui/toast.tsx) mounts it on the first toast. */
export default function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      theme="light"
      style={tokenStyle}
      toastOptions={{
        classNames: {
          toast: 'text-sm! shadow-pop! gap-2.5! py-3.5! ps-4! pe-4!',
          title: 'font-semibold!',
          description: 'opacity-90',
          actionButton: 'bg-brand-600! text-white! rounded-control! font-semibold! h-8! px-3!',
          cancelButton: 'rounded-control! h-8! px-3!',
          closeButton: 'size-6!',
        },
      }}
      {...props}
    />
  )
}

export { toast as sonnerToast } from 'sonner'
