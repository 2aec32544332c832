import { Suspense, useEffect, useState } from 'react'
import { consentGate, type ConsentGate } from '~/lib/consent'
import { lazyWithPreload } from '~/lib/lazy'
import { OPEN_COOKIE_SETTINGS } from '~/components/cookies/cookie_settings_event'

/** 001 §9: the banner appears 1000 ms after load when no choice is saved. */
export const BANNER_DELAY_MS = 1000

const CookieBanner = lazyWithPreload(() =>
  import('~/components/cookies/cookie_banner').then((m) => ({ default: m.CookieBanner }))
)

declare global {
  interface Window {
    /** The consent gate for scripts outside the bundle (a tag manager): see rules/consent_gate.ts. */
    dreamhomesConsent?: ConsentGate
  }
}

export type BannerMode = 'banner' | 'customize'

/** Installs the consent gate, then shows the banner when nothing is saved, or the settings on request. */
export function ConsentHost() {
  const [mode, setMode] = useState<BannerMode | null>(null)
  useEffect(() => {
    const gate = consentGate()
    window.dreamhomesConsent = gate
    const timer = gate.saved()
      ? undefined
      : window.setTimeout(() => setMode((open) => open ?? 'banner'), BANNER_DELAY_MS)
    const openSettings = () => setMode('customize')
    window.addEventListener(OPEN_COOKIE_SETTINGS, openSettings)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener(OPEN_COOKIE_SETTINGS, openSettings)
    }
  }, [])
  if (!mode) return null
  return (
    <Suspense fallback={null}>
      <CookieBanner initialMode={mode} gate={consentGate()} onClose={() => setMode(null)} />
    </Suspense>
  )
}
