import { Suspense, useState, type ReactNode } from 'react'
import { cn, focusRing } from '~/components/ui/cn'
import { lazyWithPreload } from '~/lib/lazy'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  description?: string
  children: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean
  closeLabel?: string
  /** Extra classes for the panel. */
  className?: string
}

export const closeButtonClasses = cn(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-pill text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900',
  focusRing
)

const DialogPanelImpl = lazyWithPreload(() => import('~/components/ui/dialog_panel'))

/** Starts fetching the dialog's code, e.g. when the pointer reaches what opens one. */
export const preloadDialog = DialogPanelImpl.preload

/**
 * Modal dialog. A bottom sheet on phones, a centered card from `sm` up. The whole
 * overlay scrolls when the panel is taller than the viewport. Its code (Headless
 * UI) loads the first time it opens, then it stays mounted so closing animates.
 */
export function Dialog(props: DialogProps) {
  if (!useOpenedOnce(props.open)) return null
  return (
    <Suspense fallback={null}>
      <DialogPanelImpl {...props} />
    </Suspense>
  )
}

/** True from the first render where `open` is true: overlays mount on first use only. */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
