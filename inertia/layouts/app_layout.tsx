import { router, usePage } from '@inertiajs/react'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { Toaster } from '~/components/ui/toast'
import { AuthDialog } from '~/components/auth/auth_dialog'
import { Header } from '~/components/shell/header'
import { MobileMenu } from '~/components/shell/mobile_menu'
import { Footer } from '~/components/shell/footer'
import { FlashToasts } from '~/components/shell/flash_toasts'
import { ShortcutsHelp } from '~/components/shell/shortcuts_help'
import { AuthDialogProvider, useAuthDialog } from '~/lib/auth_dialog'
import { useGlobalShortcuts } from '~/lib/shortcuts'
import { useT } from '~/lib/i18n'

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
  useEffect(() => router.on('navigate', () => setMenuOpen(false)), [])
  // Screen readers pick the voice from <html lang>; keep it in step after a language switch.
  const { locale } = page.props as { locale?: string }
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
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <AuthDialog />
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <Toaster />
      <FlashToasts initial={(page as { flash?: { success?: string; error?: string } }).flash} />
    </div>
  )
}

/** The app shell around every page (000 §2). */
export default function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AuthDialogProvider>
      <Shell>{children}</Shell>
    </AuthDialogProvider>
  )
}
