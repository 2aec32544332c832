import { Suspense } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Menu as MenuIcon, UserRound } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { useScrolled } from '~/lib/use_scrolled'
import { Logo } from './logo'
import { UserMenu } from './user_menu'
import { isAdmin } from '#rules/roles'
import { CountrySelector } from '~/components/market/country_selector'
import { LanguageSelector } from '~/components/market/language_selector'
import { CurrencyBadge } from '~/components/market/currency_badge'
import { urlFor } from '~/lib/routes'
import { lazyWithPreload } from '~/lib/lazy'

/** The bell of signed-in pages (issue 31), loaded after the page: the count is a shared prop. */
const NotificationBell = lazyWithPreload(() => import('./notification_bell'))

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { url } = usePage()
  const active =
    href === urlFor('home')
      ? url === href
      : url === href || url.startsWith(`${href}/`) || url.startsWith(`${href}?`)
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-control px-3 py-2 text-sm font-medium transition-colors',
        active ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900'
      )}
    >
      {children}
    </Link>
  )
}

/**
 * The top bar (000 §2): on large screens logo, links and the account area; on
 * small screens logo with tagline, the account's name or sign-in buttons and
 * the menu toggle.
 */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const t = useT()
  const { user } = useShared()
  const auth = useAuthDialog()
  const scrolled = useScrolled()

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        'sticky top-0 z-30 border-b bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85',
        scrolled ? 'border-ink-200 shadow-card' : 'border-transparent'
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <div className="min-w-0 flex-1 lg:flex-none">
          <span className="lg:hidden">
            <Logo showTagline />
          </span>
          <span className="hidden lg:block">
            <Logo />
          </span>
        </div>

        <nav
          aria-label={t('shell.menu.navigation')}
          className="hidden flex-1 items-center gap-1 pl-6 lg:flex"
        >
          <NavLink href={urlFor('properties.index')}>{t('shell.nav.properties')}</NavLink>
          <NavLink href={urlFor('ventures.index')}>{t('shell.nav.ventures')}</NavLink>
          {user && <NavLink href={urlFor('favorites')}>{t('shell.nav.favorites')}</NavLink>}
          {user && isAdmin(user.role) && (
            <NavLink href={urlFor('admin')}>{t('shell.nav.admin')}</NavLink>
          )}
        </nav>

        {user && (
          <Suspense>
            <NotificationBell />
          </Suspense>
        )}
        <div className="hidden items-center gap-2 lg:flex">
          <CurrencyBadge />
          <CountrySelector />
          <LanguageSelector />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Button variant="ghost" onClick={() => auth.open('login')}>
                {t('auth.sign_in')}
              </Button>
              <Button onClick={() => auth.open('register')}>{t('auth.get_started')}</Button>
            </>
          )}
        </div>

        <div className="flex shrink-0 items-center gap-0.5 lg:hidden">
          <LanguageSelector compact />
          <CountrySelector compact />
          {user ? (
            <button
              type="button"
              onClick={onOpenMenu}
              aria-haspopup="dialog"
              className="flex min-h-10 items-center rounded-control px-1 text-sm font-medium text-ink-800 hover:bg-ink-100"
              title={user.name}
              data-testid="mobile-user-button"
            >
              <span className="max-w-[4.5rem] truncate min-[400px]:max-w-28">{user.name}</span>
              <span className="sr-only">, {t('shell.menu.user_menu')}</span>
            </button>
          ) : (
            <>
              <button
                type="button"
                onClick={() => auth.open('login')}
                className="grid size-10 place-items-center rounded-control text-ink-800 hover:bg-ink-100"
                aria-label={t('auth.sign_in')}
                title={t('auth.sign_in')}
              >
                <UserRound className="size-5" aria-hidden />
              </button>
              <span className="hidden min-[420px]:block">
                <Button size="sm" onClick={() => auth.open('register')}>
                  {t('auth.sign_up')}
                </Button>
              </span>
            </>
          )}
          <button
            type="button"
            onClick={onOpenMenu}
            className="grid size-10 place-items-center rounded-control text-ink-800 hover:bg-ink-100"
            aria-label={t('shell.menu.open')}
            data-testid="mobile-menu-button"
          >
            <MenuIcon className="size-6" aria-hidden />
          </button>
        </div>
      </div>
    </header>
  )
}
