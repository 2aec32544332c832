import type { ComponentProps, ElementType, ReactNode } from 'react'
import {
  Menu as HMenu,
  MenuButton,
  MenuHeading as HMenuHeading,
  MenuItem,
  MenuItems,
  MenuSection as HMenuSection,
  MenuSeparator as HMenuSeparator,
} from '@headlessui/react'
import { cn } from '~/components/ui/cn'
import { menuTriggerClass } from '~/components/ui/menu_trigger_class'

type HMenuProps = ComponentProps<typeof HMenu>

/** headlessui Menu rendered as a `relative` div by default. */
export function Menu({
  className,
  ...rest
}: Omit<HMenuProps, 'className'> & { className?: string }) {
  return <HMenu as="div" className={cn('relative inline-block text-left', className)} {...rest} />
}

export type MenuTriggerProps = Omit<ComponentProps<typeof MenuButton>, 'className'> & {
  className?: string
  /** Drop the default pill look (e.g. for an avatar-only trigger); focus ring is kept. */
  unstyled?: boolean
}

/** Styled MenuButton (pill with border, like an account menu). Props pass through. */
export function MenuTrigger({ className, unstyled = false, ...rest }: MenuTriggerProps) {
  return <MenuButton className={menuTriggerClass({ unstyled, className })} {...rest} />
}

export type MenuPanelProps = Omit<ComponentProps<typeof MenuItems>, 'className'> & {
  className?: string
}

/** Dropdown card, anchored "bottom end" by default. */
export function MenuPanel({ className, anchor = 'bottom end', ...rest }: MenuPanelProps) {
  return (
    <MenuItems
      anchor={anchor}
      transition
      className={cn(
        'z-50 min-w-64 max-w-[calc(100vw-1rem)] origin-top-right rounded-card border border-ink-100 bg-white p-1.5 shadow-pop',
        '[--anchor-gap:0.5rem] [--anchor-padding:0.5rem] focus:outline-hidden',
        'transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0',
        className
      )}
      {...rest}
    />
  )
}

export interface MenuLinkProps {
  href?: string
  onClick?: () => void
  icon?: ReactNode
  children: ReactNode
  trailing?: ReactNode
  /** Element/component to render (e.g. Inertia's `Link`). Default: <a> with href, else <button>. */
  as?: ElementType
  disabled?: boolean
  /** Red styling for destructive items such as "Log out" / "Delete". */
  danger?: boolean
  className?: string
  /** Anything else is passed to the rendered element (e.g. `method="post"` for Inertia Link). */
  [prop: string]: unknown
}

export function MenuLink({
  href,
  onClick,
  icon,
  children,
  trailing,
  as,
  disabled,
  danger = false,
  className,
  ...rest
}: MenuLinkProps) {
  const Comp: ElementType = as ?? (href !== undefined ? 'a' : 'button')
  const extra = Comp === 'button' ? { type: 'button' as const } : { href }
  return (
    <MenuItem
      as={Comp}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex min-h-11 w-full items-center gap-3 rounded-control px-3 py-2 text-start text-sm font-medium sm:min-h-10',
        'data-disabled:cursor-not-allowed data-disabled:opacity-50',
        danger
          ? 'text-danger-700 data-focus:bg-danger-50'
          : 'text-ink-800 data-focus:bg-ink-100 data-focus:text-ink-950',
        className
      )}
      {...extra}
      {...rest}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex shrink-0 [&>svg]:size-[1.125rem]',
            danger ? '' : 'text-ink-600'
          )}
        >
          {icon}
        </span>
      ) : null}
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {trailing ? <span className="ms-auto shrink-0 text-xs text-ink-600">{trailing}</span> : null}
    </MenuItem>
  )
}

/** Groups items under a MenuHeading (gives the group an accessible name). */
export function MenuSection({ className, children }: { className?: string; children: ReactNode }) {
  return <HMenuSection className={cn('py-1', className)}>{children}</HMenuSection>
}

/** Small uppercase label for a group. Best placed inside a MenuSection. */
export function MenuHeading({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <HMenuHeading
      className={cn(
        'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase',
        className
      )}
    >
      {children}
    </HMenuHeading>
  )
}

export function MenuSeparator({ className }: { className?: string }) {
  return <HMenuSeparator className={cn('-mx-1.5 my-1.5 h-px bg-ink-100', className)} />
}
