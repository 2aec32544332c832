import { router, usePage } from '@inertiajs/react'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { ToastHost } from '~/components/ui/toast'
import { useOpenedOnce } from '~/components/ui/dialog'
import { Header } from '~/components/shell/header'
import { Footer } from '~/components/shell/footer'
import { FlashToasts } from '~/components/shell/flash_toasts'
import { CookieConsent } from '~/components/cookies/cookie_consent'
import { AuthDialogProvider, useAuthDialog } from '~/lib/auth_dialog'
import { useGlobalShortcuts } from '~/lib/shortcuts'
import { useT } from '~/lib/i18n'
import { lazyWithPreload } from '~/lib/lazy'

/** The login / register forms load when the dialog first opens (the JavaScript budget of public pages). */
const AuthDialog = lazyWithPreload(() => import('~/components/auth/auth_dialog').then((m) => ({ default: m.AuthDialog })))
const MobileMenu = lazyWithPreload(() => import('~/components/shell/mobile_menu').then((m) => ({ default: m.MobileMenu })))
const ShortcutsHelp = lazyWithPreload(() => import('~/components/shell/shortcuts_help').then((m) => ({ default: m.ShortcutsHelp })))
/** The chat assistant's panel loads on first open; only its button is on every page. */
const AssistantPanel = lazyWithPreload(() => import('~/components/assistant/assistant_panel').then((m) => ({ default: m.AssistantPanel })))

function Shell({ children }: { children: ReactNode }) {
  const t = useT()
  const page = usePage()
  const auth = useAuthDialog()
  const [menuOpen, setMenuOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const [assistantOpen, setAssistantOpen] = useState(false)
  const assistantButton = useRef<HTMLButtonElement>(null)

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
  const assistantOpened = useOpenedOnce(assistantOpen)
  const closeAssistant = useCallback(() => {
    setAssistantOpen(false)
    assistantButton.current?.focus()
  }, [])
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
      <button
        ref={assistantButton}
        type="button"
        aria-label={t('assistant.open')}
        aria-expanded={assistantOpen}
        aria-controls="assistant-panel"
        data-testid="assistant-button"
        onClick={() => (assistantOpen ? closeAssistant() : setAssistantOpen(true))}
        onPointerEnter={() => void AssistantPanel.preload()}
        onFocus={() => void AssistantPanel.preload()}
        className="fixed bottom-4 right-4 z-40 grid size-14 place-items-center rounded-pill bg-brand-700 text-white shadow-pop hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
      </button>
      {assistantOpened && (
        <Suspense fallback={null}>
          <AssistantPanel id="assistant-panel" open={assistantOpen} onClose={closeAssistant} />
        </Suspense>
      )}
      <ToastHost />
      <FlashToasts initial={page.flash} />
      <CookieConsent />
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
