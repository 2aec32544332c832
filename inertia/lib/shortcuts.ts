import { router } from '@inertiajs/react'
import { useEffect, useRef } from 'react'
import { urlFor } from '~/lib/routes'

/**
 * Global keyboard shortcuts of 000 §2. Pages plug their own behaviour in
 * with `usePageActions` (escape, save, new, filters, view); the shell owns the
 * rest (navigation, help, menu).
 */
export type PageActions = {
  escape?: () => void
  save?: () => void
  create?: () => void
  settings?: () => void
  toggleFilters?: () => void
  toggleView?: () => void
}

type ShellActions = {
  toggleHelp: () => void
  toggleMenu: () => void
  closeOverlays: () => boolean
}

const pageActions: { current: PageActions }[] = []

/**
 * Registers a page's actions while it is mounted (the newest page wins). A
 * key always runs the actions of the page's latest render, so a page passes
 * plain closures over its current state, with no memo to keep in step.
 */
export function usePageActions(actions: PageActions) {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  useEffect(() => {
    pageActions.push(latest)
    return () => {
      const index = pageActions.lastIndexOf(latest)
      if (index >= 0) pageActions.splice(index, 1)
    }
  }, [])
}

const current = (): PageActions => pageActions[pageActions.length - 1]?.current ?? {}

/** Single-key navigation when not typing in a field. */
export const NAVIGATION_KEYS: Record<string, string> = {
  h: urlFor('home'),
  p: urlFor('properties.index'),
  v: urlFor('ventures.index'),
  f: urlFor('favorites'),
  a: urlFor('add_property'),
  b: urlFor('bulk_upload'),
  c: urlFor('credits'),
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

function focusSearch(): boolean {
  const input = document.querySelector<HTMLInputElement>('[data-search-input]')
  if (!input) return false
  input.focus()
  input.select()
  return true
}

export function handleShortcut(event: KeyboardEvent, shell: ShellActions): boolean {
  const mod = event.ctrlKey || event.metaKey
  const key = event.key.toLowerCase()
  const page = current()

  if (event.key === 'Escape') {
    if (shell.closeOverlays()) return true
    if (isTyping(event.target)) (event.target as HTMLElement).blur()
    page.escape?.()
    return !!page.escape
  }

  if (mod) {
    if (key === 's' && page.save) return (page.save(), true)
    if (key === 'enter') {
      const form = (event.target as HTMLElement | null)?.closest?.('form')
      if (form) return (form.requestSubmit(), true)
      return false
    }
    if (key === 'k' || key === 'f')
      return focusSearch() || (router.visit(urlFor('properties.index')), true)
    if (key === 'n')
      return (page.create ? page.create() : router.visit(urlFor('add_property')), true)
    if (key === ',' && page.settings) return (page.settings(), true)
    if (key === '/') return (shell.toggleHelp(), true)
    return false
  }

  if (event.altKey) {
    if (event.code === 'KeyF' && page.toggleFilters) return (page.toggleFilters(), true)
    if (event.code === 'KeyV' && page.toggleView) return (page.toggleView(), true)
    if (event.code === 'KeyM') return (shell.toggleMenu(), true)
    return false
  }

  if (isTyping(event.target)) return false
  if (event.key === '?') return (shell.toggleHelp(), true)
  if (event.key === '/') return focusSearch()
  const path = NAVIGATION_KEYS[key]
  if (path && !event.shiftKey) return (router.visit(path), true)
  return false
}

export function useGlobalShortcuts(shell: ShellActions) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      if (handleShortcut(event, shell)) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [shell])
}
