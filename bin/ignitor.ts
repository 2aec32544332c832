/*
|--------------------------------------------------------------------------
| The app's Ignitor, shared by the server, Ace and the test runner
|--------------------------------------------------------------------------
*/
import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

/** Imports app files relative to the app root, packages as usual. */
const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

export function createIgnitor() {
  return new Ignitor(APP_ROOT, { importer: IMPORTER }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', async () => {
      const { drainAndTerminate } = await import('#start/drain')
      await drainAndTerminate(app)
    })
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}
