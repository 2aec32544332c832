import { Link, router } from '@inertiajs/react'
import { Fragment, useRef } from 'react'
import { LogOut, MonitorSmartphone } from 'lucide-react'
import { useOpenOnMount, type DeferredProps } from '~/components/ui/deferred_widget'
import {
  Menu,
  MenuHeading,
  MenuLink,
  MenuPanel,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
} from '~/components/ui/menu'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/lib/i18n'
import { useShared, type ShellUser } from '~/lib/page_props'
import { userMenuFor, type MenuGroup, type UserMenuEntry } from './nav_items'
import { UserTriggerContent, userTriggerClass } from './user_menu'
import { urlFor } from '~/lib/routes'

/** Entries split into their groups, in the order the groups first appear. */
function menuGroups(entries: UserMenuEntry[]): [MenuGroup, UserMenuEntry[]][] {
  const groups = new Map<MenuGroup, UserMenuEntry[]>()
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry])
  return [...groups]
}

/** The account menu itself, loaded when its button is first used. */
export default function UserMenuPanel({ user, openOnMount }: { user: ShellUser } & DeferredProps) {
  const t = useT()
  const newLeads = useShared().new_leads
  const button = useRef<HTMLButtonElement>(null)
  useOpenOnMount(button, openOnMount)
  const item = ({ href, label, icon: Icon, withBalance, withNewLeads }: UserMenuEntry) => (
    <MenuLink
      key={href + label}
      as={Link}
      href={href}
      icon={<Icon className="size-4" aria-hidden />}
      trailing={
        withBalance ? (
          <Badge tone="accent">
            {t('shell.menu.credits_balance', { count: user.credits ?? 0 })}
          </Badge>
        ) : withNewLeads && newLeads > 0 ? (
          <Badge tone="brand">{t('shell.menu.new_leads', { count: newLeads })}</Badge>
        ) : undefined
      }
    >
      {t(label)}
    </MenuLink>
  )

  return (
    <Menu>
      <MenuTrigger ref={button} className={userTriggerClass} data-testid="user-menu-button">
        <UserTriggerContent user={user} />
      </MenuTrigger>
      <MenuPanel>
        <div className="px-3 pb-3 pt-2">
          <div className="flex items-center gap-2">
            <p className="truncate font-semibold text-ink-900">{user.name}</p>
            <Badge tone="brand">{t(`shell.roles.${user.role}`)}</Badge>
          </div>
          <p className="truncate text-sm text-ink-600">{user.email}</p>
        </div>
        <MenuSeparator />
        {menuGroups(userMenuFor(user.role)).map(([group, entries]) => (
          <Fragment key={group}>
            {group === 'listings' ? (
              <MenuSection>
                <MenuHeading>{t('shell.nav.property_management')}</MenuHeading>
                {entries.map(item)}
              </MenuSection>
            ) : (
              entries.map(item)
            )}
            <MenuSeparator />
          </Fragment>
        ))}
        <MenuLink
          onClick={() => router.post(urlFor('session.destroy'))}
          icon={<LogOut className="size-4" aria-hidden />}
        >
          {t('auth.sign_out')}
        </MenuLink>
        <MenuLink
          onClick={() => router.post(urlFor('session.destroy_everywhere'))}
          icon={<MonitorSmartphone className="size-4" aria-hidden />}
        >
          {t('auth.sign_out_everywhere')}
        </MenuLink>
      </MenuPanel>
    </Menu>
  )
}
