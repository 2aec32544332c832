import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** Where a `/media/…` URL's file lies on the fs disk of this test run (DRIVE_ROOT, .env.test). */
export function mediaFile(url: string) {
  return app.makePath(env.get('DRIVE_ROOT'), url.replace('/media/', ''))
}
