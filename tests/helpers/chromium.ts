import { existsSync } from 'node:fs'
import { chromium } from 'playwright'

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]

/** The system Chromium, or undefined when this machine has none. */
export const chromiumPath = candidates.find((path) => existsSync(path))

/** Flags for a headless, offline, root-run Chromium (see TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export const chromiumLauncher = (options: Record<string, unknown>) =>
  chromium.launch({ ...options, headless: true, executablePath: chromiumPath, args: CHROMIUM_ARGS })
