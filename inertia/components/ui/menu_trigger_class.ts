import { cn, focusRing } from '~/components/ui/cn'

/**
 * The classes of a menu's button, apart from Headless UI (ui/menu.tsx), so a
 * deferred menu's placeholder (ui/deferred_widget.tsx) looks exactly the same.
 */
export function menuTriggerClass({
  unstyled = false,
  className,
}: {
  unstyled?: boolean
  className?: string
}) {
  return cn(
    unstyled
      ? 'rounded-pill'
      : 'inline-flex min-h-10 items-center gap-2 rounded-pill border border-ink-200 bg-white px-3 text-sm font-medium text-ink-800 hover:shadow-card data-open:shadow-card [&>svg]:size-5 [&>svg]:shrink-0',
    focusRing,
    className
  )
}
