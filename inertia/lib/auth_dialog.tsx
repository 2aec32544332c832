import { router } from '@inertiajs/react'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

export type AuthMode = 'login' | 'register'

type AuthDialogState = {
  mode: AuthMode | null
  open: (mode: AuthMode) => void
  close: () => void
}

const AuthDialogContext = createContext<AuthDialogState>({ mode: null, open: () => {}, close: () => {} })

/**
 * Where the login / register dialog lives (000 §2 Auth dialog): any component
 * opens it, and every route change closes it.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null)
  const close = useCallback(() => setMode(null), [])

  useEffect(() => router.on('navigate', () => setMode(null)), [])

  const value = useMemo(() => ({ mode, open: setMode, close }), [mode, close])
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>
}

export function useAuthDialog() {
  return useContext(AuthDialogContext)
}
