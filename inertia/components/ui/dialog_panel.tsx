import {
  Description,
  Dialog as HDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react'
import { X } from 'lucide-react'
import { cn } from '~/components/ui/cn'
import { closeButtonClasses, type DialogProps } from '~/components/ui/dialog'

const sizes = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const

/**
 * The Headless UI modal behind `Dialog` (loaded the first time one opens).
 * Modal dialog. A bottom sheet on phones, a centered card from `sm` up. The whole
 * overlay scrolls when the panel is taller than the viewport.
 */
export default function DialogPanelImpl({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  hideTitle = false,
  closeLabel = 'Close',
  className,
}: DialogProps) {
  return (
    <HDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-ink-950/50 transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 w-screen overflow-y-auto overscroll-contain">
        <div className="flex min-h-full items-end justify-center pt-12 sm:items-center sm:p-6">
          <DialogPanel
            transition
            className={cn(
              'relative w-full rounded-t-card bg-white shadow-pop sm:rounded-card',
              'px-5 pt-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] sm:p-6',
              'transition duration-200 ease-out data-closed:translate-y-8 data-closed:opacity-0',
              'sm:data-closed:translate-y-0 sm:data-closed:scale-95',
              sizes[size],
              className
            )}
          >
            {hideTitle ? (
              <>
                <DialogTitle className="sr-only">{title}</DialogTitle>
                {description ? <Description className="sr-only">{description}</Description> : null}
              </>
            ) : (
              <div className="mb-4 pe-10">
                <DialogTitle className="text-lg font-semibold leading-snug text-ink-900 sm:text-xl">
                  {title}
                </DialogTitle>
                {description ? (
                  <Description className="mt-1 text-sm text-ink-600">{description}</Description>
                ) : null}
              </div>
            )}
            {children}
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className={cn(
                closeButtonClasses,
                'absolute end-3 top-3 bg-white/90 sm:end-4 sm:top-4'
              )}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </DialogPanel>
        </div>
      </div>
    </HDialog>
  )
}
