import { router, usePage } from '@inertiajs/react'
import { Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { ToastHost } from '~/components/ui/toast'
import { useOpenedOnce } from '~/components/ui/dialog'
import { Header } from '~/components/shell/header'
import { Footer } from '~/components/shell/footer'
import { FlashToasts } from '~/components/shell/flash_toasts'
import { AuthDialogProvider, useAuthDialog } from '~/lib/auth_dialog'
import { useGlobalShortcuts } from '~/lib/shortcuts'
import { useT } from '~/lib/i18n'
import { lazyWithPreload } from '~/lib/lazy'

/** The login / register forms load when the dialog first opens (the JavaScript budget of public pages). */
const AuthDialog = lazyWithPreload(() =>
  import('~/components/auth/auth_dialog').then((m) => ({ default: m.AuthDialog }))
)
const MobileMenu = lazyWithPreload(() =>
  import('~/components/shell/mobile_menu').then((m) => ({ default: m.MobileMenu }))
)
const ShortcutsHelp = lazyWithPreload(() =>
  import('~/components/shell/shortcuts_help').then((m) => ({ default: m.ShortcutsHelp }))
)

function Shell({ children }: { children: ReactNode }) {
  const t = useT()
  const page = usePage()
  const auth = useAuthDialog()
  const [menuOpen, setMenuOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)

  const shellActions = useMemo(
    () => ({
      toggleHelp: () => setHelpOpen((open) => !open),
      toggleMenu: () => setMenuOpen((open) => !open),
      closeOverlays: () => {
        const anyOpen = menuOpen || helpOpen || auth.mode !== null
        setMenuOpen(false)
        setHelpOpen(false)
        auth.close()
        return anyOpen
      },
    }),
    [menuOpen, helpOpen, auth]
  )
  useGlobalShortcuts(shellActions)
  const authOpened = useOpenedOnce(auth.mode !== null)
  const menuOpened = useOpenedOnce(menuOpen)
  const helpOpened = useOpenedOnce(helpOpen)
  useEffect(() => router.on('navigate', () => setMenuOpen(false)), [])
  // Screen readers pick the voice from <html lang>; keep it in step after a language switch.
  const { locale } = page.props
  useEffect(() => {
    if (locale) document.documentElement.lang = locale
  }, [locale])

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:shadow-pop"
      >
        {t('shell.skip_to_content')}
      </a>
      <Header onOpenMenu={() => setMenuOpen(true)} />
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      {authOpened && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      {helpOpened && (
        <Suspense fallback={null}>
          <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
      <ToastHost />
      <FlashToasts initial={page.flash} />
      <LateWidgets />
    </div>
  )
}

/** The assistant's button and the cookie banner: one dynamic import() once the page is interactive. */
function LateWidgets() {
  const [Widgets, setWidgets] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    import('~/components/shell/late_widgets').then(
      (module) => mounted && setWidgets(() => module.LateWidgets)
    )
    return () => {
      mounted = false
    }
  }, [])
  return Widgets ? <Widgets /> : null
}

/** The app shell around every page (000 §2). */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AuthDialogProvider>
      <Shell>{children}</Shell>
    </AuthDialogProvider>
  )
}
