import type { LucideIcon } from 'lucide-react'
import {
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

export const propertyManagementNav: NavItem[] = [
  { href: urlFor('add_property'), label: 'shell.nav.post_property', icon: PlusSquare },
  { href: urlFor('my_listings'), label: 'shell.nav.my_listings', icon: ListChecks },
  { href: urlFor('bulk_upload'), label: 'shell.nav.bulk_upload', icon: Upload },
]

export const mobileAccountNav: NavItem[] = [
  { href: urlFor('credits'), label: 'shell.nav.buy_credits', icon: CreditCard },
  { href: urlFor('add_property'), label: 'shell.nav.post_property', icon: PlusSquare },
  { href: urlFor('my_listings'), label: 'shell.nav.my_listings', icon: ListChecks },
  { href: urlFor('bulk_upload'), label: 'shell.nav.bulk_upload', icon: Upload },
  { href: urlFor('favorites'), label: 'shell.nav.favorites', icon: Heart },
]

export const dashboardItem: NavItem = {
  href: urlFor('dashboard'),
  label: 'shell.nav.dashboard',
  icon: LayoutDashboard,
}
export const myVenturesItem: NavItem = {
  href: urlFor('venture_management'),
  label: 'shell.nav.my_ventures',
  icon: Briefcase,
}
export const favoritesItem: NavItem = {
  href: urlFor('favorites'),
  label: 'shell.nav.favorites',
  icon: Heart,
}
export const creditsItem: NavItem = {
  href: urlFor('credits'),
  label: 'shell.nav.credits_wallet',
  icon: CreditCard,
}
export const adminItem: NavItem = {
  href: urlFor('admin'),
  label: 'shell.nav.admin_panel',
  icon: ShieldCheck,
}

export const showsDashboard = (role: Role | undefined) => canUseDashboard(role)
export const showsAdmin = (role: Role | undefined) => isAdmin(role)
