import { Link, router } from '@inertiajs/react'
import { LogIn, LogOut, MonitorSmartphone, UserPlus } from 'lucide-react'
import { Drawer } from '~/components/ui/drawer'
import { Button } from '~/components/ui/button'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { primaryNav, userMenuFor, type NavItem } from './nav_items'
import { Avatar } from './avatar'
import { urlFor } from '~/lib/routes'

function Section({
  title,
  items,
  onNavigate,
}: {
  title: string
  items: NavItem[]
  onNavigate: () => void
}) {
  const t = useT()
  return (
    <section className="py-3">
      <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink-600">
        {title}
      </h3>
      <ul>
        {items.map(({ href, label, icon: Icon }) => (
          <li key={href + label}>
            <Link
              href={href}
              onClick={onNavigate}
              className="flex min-h-11 items-center gap-3 rounded-control px-3 text-base text-ink-800 hover:bg-ink-100"
            >
              <Icon className="size-5 text-ink-600" aria-hidden />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The slide-in menu of small screens (000 §2); closes on backdrop, navigation or sign out. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  const { user } = useShared()
  const auth = useAuthDialog()

  // The desktop account menu's destinations (one list, nav_items.ts): administration apart.
  const entries = userMenuFor(user?.role)
  const account = entries.filter((entry) => entry.group !== 'admin')
  const administration = entries.filter((entry) => entry.group === 'admin')

  const openAuth = (mode: 'login' | 'register') => {
    onClose()
    auth.open(mode)
  }

  const signOut = (url: string) => {
    onClose()
    router.post(url)
  }

  const footer = user ? (
    <div className="grid gap-2">
      <Button
        variant="outline"
        fullWidth
        iconLeft={<LogOut className="size-4" aria-hidden />}
        onClick={() => signOut(urlFor('session.destroy'))}
      >
        {t('auth.sign_out')}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        iconLeft={<MonitorSmartphone className="size-4" aria-hidden />}
        onClick={() => signOut(urlFor('session.destroy_everywhere'))}
      >
        {t('auth.sign_out_everywhere')}
      </Button>
    </div>
  ) : (
    <div className="grid grid-cols-2 gap-2">
      <Button
        variant="outline"
        iconLeft={<LogIn className="size-4" aria-hidden />}
        onClick={() => openAuth('login')}
      >
        {t('auth.sign_in')}
      </Button>
      <Button
        iconLeft={<UserPlus className="size-4" aria-hidden />}
        onClick={() => openAuth('register')}
      >
        {t('auth.get_started')}
      </Button>
    </div>
  )

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('shell.brand')}
      closeLabel={t('shell.menu.close')}
      footer={footer}
      width="max-w-xs"
    >
      {user && (
        <div className="mb-1 flex items-center gap-3 rounded-card bg-ink-50 p-3">
          <Avatar name={user.name} size="md" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{user.name}</p>
            <p className="truncate text-sm text-ink-600">{user.email}</p>
          </div>
        </div>
      )}
      <nav aria-label={t('shell.menu.navigation')} className="divide-y divide-ink-100">
        <Section title={t('shell.menu.navigation')} items={primaryNav} onNavigate={onClose} />
        {user && (
          <Section title={t('shell.menu.your_account')} items={account} onNavigate={onClose} />
        )}
        {user && administration.length > 0 && (
          <Section
            title={t('shell.menu.administration')}
            items={administration}
            onNavigate={onClose}
          />
        )}
      </nav>
    </Drawer>
  )
}
