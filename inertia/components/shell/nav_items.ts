import type { LucideIcon } from 'lucide-react'
import {
  BellRing,
  Building2,
  CreditCard,
  Heart,
  Home,
  LayoutDashboard,
  PlusSquare,
  Search,
  ShieldCheck,
  Upload,
  Briefcase,
  ListChecks,
  KeyRound,
} from 'lucide-react'
import type { Role } from '#rules/roles'
import { canUseDashboard, isAdmin } from '#rules/roles'
import { urlFor } from '~/lib/routes'

export type NavItem = { href: string; label: string; icon: LucideIcon }

/** Links of the shell, gated by role exactly as the server gates the pages (000 §6). */
export const primaryNav: NavItem[] = [
  { href: urlFor('home'), label: 'shell.nav.home', icon: Home },
  { href: urlFor('properties.index'), label: 'shell.nav.properties', icon: Search },
  { href: urlFor('ventures.index'), label: 'shell.nav.ventures', icon: Building2 },
]

/** Which part of the account menu an entry belongs to (a heading or separator between parts). */
export type MenuGroup = 'dashboard' | 'listings' | 'account' | 'admin'

export type UserMenuEntry = NavItem & {
  group: MenuGroup
  /** Roles that get it (as the server gates the page, 000 §6); every role when absent. */
  shows?: (role: Role | undefined) => boolean
  /** The credits balance beside it. */
  withBalance?: boolean
  /** The count of the account's leads still marked New beside it (issue 27). */
  withNewLeads?: boolean
}

/**
 * The destinations of the account menu, in order: the one list the desktop
 * menu and the phone's slide-in menu are both built from, so neither can
 * lose one. A new destination is one line here.
 */
export const userMenuEntries: UserMenuEntry[] = [
  {
    href: urlFor('dashboard'),
    label: 'shell.nav.dashboard',
    icon: LayoutDashboard,
    group: 'dashboard',
    shows: canUseDashboard,
    withNewLeads: true,
  },
  {
    href: urlFor('add_property'),
    label: 'shell.nav.post_property',
    icon: PlusSquare,
    group: 'listings',
  },
  {
    href: urlFor('my_listings'),
    label: 'shell.nav.my_listings',
    icon: ListChecks,
    group: 'listings',
  },
  { href: urlFor('bulk_upload'), label: 'shell.nav.bulk_upload', icon: Upload, group: 'listings' },
  {
    href: urlFor('venture_management'),
    label: 'shell.nav.my_ventures',
    icon: Briefcase,
    group: 'account',
  },
  { href: urlFor('favorites'), label: 'shell.nav.favorites', icon: Heart, group: 'account' },
  {
    href: urlFor('saved_searches'),
    label: 'shell.nav.saved_searches',
    icon: BellRing,
    group: 'account',
  },
  {
    href: urlFor('credits'),
    label: 'shell.nav.credits_wallet',
    icon: CreditCard,
    group: 'account',
    withBalance: true,
  },
  {
    href: urlFor('account.tokens'),
    label: 'shell.nav.api_tokens',
    icon: KeyRound,
    group: 'account',
  },
  {
    href: urlFor('admin'),
    label: 'shell.nav.admin_panel',
    icon: ShieldCheck,
    group: 'admin',
    shows: isAdmin,
  },
]

/** The account menu of a role, in order. */
export function userMenuFor(role: Role | undefined): UserMenuEntry[] {
  return userMenuEntries.filter((entry) => !entry.shows || entry.shows(role))
}
