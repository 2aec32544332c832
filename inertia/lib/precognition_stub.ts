/**
 * Stand-in for `laravel-precognition` in the browser build (the alias in
 * vite.config.ts). Inertia imports it for useForm's live validation
 * (`withPrecognition`, `useForm(method, url, data)`) and for `http.setClient`'s
 * XSRF options; this app uses none of those (tests/unit/no_precognition.spec.ts),
 * and the real package is 4 KiB gzipped on every page.
 *
 * The helpers Inertia calls outside live validation behave as the package's;
 * everything that would start live validation throws, so a form that turns it on
 * fails at once instead of silently not validating. To use Precognition, remove
 * the alias.
 */
const notBundled = (what: string) => () => {
  throw new Error(
    `Laravel Precognition is not bundled (${what}): remove its alias in vite.config.ts to use live validation`
  )
}

type Errors = Record<string, string | string[]>

export const client = {
  withXsrfCookieName: notBundled('client.withXsrfCookieName'),
  withXsrfHeaderName: notBundled('client.withXsrfHeaderName'),
}

export const createValidator = notBundled('createValidator')
export const resolveUrl = notBundled('resolveUrl')
export const resolveMethod = notBundled('resolveMethod')

/** First message of each field, as laravel-precognition's own. */
export const toSimpleValidationErrors = (errors: Errors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])
  )

/** A field's name from a name or an input event, as laravel-precognition's own. */
export const resolveName = (name: string | { target: { name: string } }): string =>
  typeof name === 'string' ? name : name.target.name

/** Whether a value is a file or blob, as laravel-precognition's own. */
export const isFile = (value: unknown): boolean => {
  const { File, FileList } = globalThis as unknown as {
    File?: typeof Blob
    FileList?: new () => { length: number }
  }
  return (
    (!!File && value instanceof File) ||
    value instanceof Blob ||
    (!!FileList && value instanceof FileList && value.length > 0)
  )
}
