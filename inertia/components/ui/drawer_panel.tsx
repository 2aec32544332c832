import { Dialog as HDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { X } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { closeButtonClasses } from '~/components/ui/dialog'
import type { DrawerProps } from '~/components/ui/drawer'

/** Full-height panel sliding in from the side, with header, scrollable body and optional sticky footer. */
export default function DrawerPanelImpl({
  open,
  onClose,
  title,
  side = 'right',
  children,
  footer,
  closeLabel = 'Close',
  width = '26rem',
}: DrawerProps) {
  const isLeft = side === 'left'
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/50 transition-opacity duration-300 ease-out data-closed:opacity-0"
      />
      <div className={cn('fixed inset-y-0 flex max-w-full', isLeft ? 'left-0' : 'right-0')}>
        <DialogPanel
          transition
          style={{ maxWidth: width }}
          className={cn(
            'flex h-full w-screen flex-col bg-white shadow-pop transition-transform duration-300 ease-out',
            isLeft ? 'data-closed:-translate-x-full' : 'data-closed:translate-x-full'
          )}
        >
          <div className="flex shrink-0 items-center justify-between gap-3 border-b border-ink-100 py-2 ps-5 pe-2">
            <DialogTitle className="truncate text-lg font-semibold text-ink-900">
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className={closeButtonClasses}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">
            {children}
          </div>
          {footer ? (
            <div className="shrink-0 border-t border-ink-100 bg-white px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
              {footer}
            </div>
          ) : null}
        </DialogPanel>
      </div>
    </HDialog>
  )
}
