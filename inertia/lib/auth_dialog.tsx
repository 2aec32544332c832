import { router } from '@inertiajs/react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'

export type AuthMode = 'login' | 'register' | 'forgot'

type AuthDialogState = {
  mode: AuthMode | null
  open: (mode: AuthMode) => void
  close: () => void
}

const AuthDialogContext = createContext<AuthDialogState>({
  mode: null,
  open: () => {},
  close: () => {},
})

/**
 * Where the login / register dialog lives (000 §2 Auth dialog): any component
 * opens it, and every route change closes it.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null)
  const close = useCallback(() => setMode(null), [])

  // A form that fails validation redirects back to the same URL; only a
  // visit to another address counts as a route change.
  useEffect(() => {
    let current = window.location.pathname + window.location.search
    return router.on('navigate', () => {
      const next = window.location.pathname + window.location.search
      if (next !== current) setMode(null)
      current = next
    })
  }, [])

  const value = useMemo(() => ({ mode, open: setMode, close }), [mode, close])
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>
}

export function useAuthDialog() {
  return useContext(AuthDialogContext)
}
