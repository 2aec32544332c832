import { Link, router } from '@inertiajs/react'
import { ChevronDown, LogOut } from 'lucide-react'
import { Menu, MenuHeading, MenuLink, MenuPanel, MenuSection, MenuSeparator, MenuTrigger } from '~/components/ui/menu'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/lib/i18n'
import type { ShellUser } from '~/lib/page_props'
import {
  adminItem,
  creditsItem,
  dashboardItem,
  favoritesItem,
  myVenturesItem,
  propertyManagementNav,
  showsAdmin,
  showsDashboard,
  type NavItem,
} from './nav_items'
import { Avatar } from './avatar'

export function UserMenu({ user }: { user: ShellUser }) {
  const t = useT()
  const item = ({ href, label, icon: Icon }: NavItem, trailing?: React.ReactNode) => (
    <MenuLink key={href + label} as={Link} href={href} icon={<Icon className="size-4" aria-hidden />} trailing={trailing}>
      {t(label)}
    </MenuLink>
  )

  return (
    <Menu>
      <MenuTrigger
        className="flex items-center gap-2 rounded-pill border border-ink-200 bg-white py-1 pl-1 pr-3 text-sm font-medium text-ink-800 hover:border-ink-300 hover:bg-ink-50"
        aria-label={t('shell.menu.user_menu')}
        data-testid="user-menu-button"
      >
        <Avatar name={user.name} />
        <span className="max-w-32 truncate">{user.name}</span>
        <ChevronDown className="size-4 text-ink-500" aria-hidden />
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
        {showsDashboard(user.role) && item(dashboardItem)}
        <MenuSection>
          <MenuHeading>{t('shell.nav.property_management')}</MenuHeading>
          {propertyManagementNav.map((entry) => item(entry))}
        </MenuSection>
        <MenuSeparator />
        {item(myVenturesItem)}
        {item(favoritesItem)}
        {item(creditsItem, <Badge tone="accent">{t('shell.menu.credits_balance', { count: user.credits ?? 0 })}</Badge>)}
        {showsAdmin(user.role) && item(adminItem)}
        <MenuSeparator />
        <MenuLink onClick={() => router.post('/logout')} icon={<LogOut className="size-4" aria-hidden />}>
          {t('auth.sign_out')}
        </MenuLink>
      </MenuPanel>
    </Menu>
  )
}
