import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { cacheControlFor, IMMUTABLE_CACHE, SHORT_CACHE } from '#config/static'

/**
 * Cache lifetimes of public/ (config/static.ts): the build's fingerprinted
 * assets for a year, with the hash lengths the build writes today (7
 * characters: a file of the production build of 2026-11-28 was served with
 * an hour's cache), anything else for an hour.
 */
test.group('Static files: cache lifetimes', () => {
  test('{path} → {expected}')
    .with([
      { path: 'assets/app-Be9WHgD.js', expected: 'a year' },
      { path: 'assets/heart-D-dI85w.js', expected: 'a year' },
      { path: 'assets/heart-D-dI85w.js.br', expected: 'a year' },
      { path: 'assets/app-UPoZ1dcC.css.gz', expected: 'a year' },
      { path: 'assets/noto-sans-devanagari-BqZ1hKk.woff2', expected: 'a year' },
      { path: 'favicon.svg', expected: 'an hour' },
      { path: 'robots.txt', expected: 'an hour' },
      { path: 'og-default-Be9WHgD.png', expected: 'an hour' },
    ])
    .run(({ assert }, { path, expected }) => {
      assert.equal(
        cacheControlFor(app.publicPath(path)),
        expected === 'a year' ? IMMUTABLE_CACHE : SHORT_CACHE
      )
    })
})
