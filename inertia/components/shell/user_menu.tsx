import { ChevronDown } from 'lucide-react'
import { DeferredWidget } from '~/components/ui/deferred_widget'
import { menuTriggerClass } from '~/components/ui/menu_trigger_class'
import { lazyWithPreload } from '~/lib/lazy'
import { useT } from '~/lib/i18n'
import type { ShellUser } from '~/lib/page_props'
import { Avatar } from './avatar'

const UserMenuPanel = lazyWithPreload(() => import('~/components/shell/user_menu_panel'))

export const userTriggerClass =
  'flex items-center gap-2 rounded-pill border border-ink-200 bg-white py-1 pl-1 pr-3 text-sm font-medium text-ink-800 hover:border-ink-300 hover:bg-ink-50'

/** The account button: avatar and name; the name is part of the accessible name. */
export function UserTriggerContent({ user }: { user: ShellUser }) {
  const t = useT()
  return (
    <>
      <Avatar name={user.name} />
      <span className="max-w-32 truncate">{user.name}</span>
      <span className="sr-only">, {t('shell.menu.user_menu')}</span>
      <ChevronDown className="size-4 text-ink-600" aria-hidden />
    </>
  )
}

/** The account menu of large screens (000 §2); its items load when it is first opened. */
export function UserMenu({ user }: { user: ShellUser }) {
  return (
    <DeferredWidget
      widget={UserMenuPanel}
      props={{ user }}
      trigger={{
        'className': menuTriggerClass({ className: userTriggerClass }),
        'data-testid': 'user-menu-button',
        'children': <UserTriggerContent user={user} />,
      }}
    />
  )
}
