/** Asks the consent host to open the cookie settings (the footer's and the Cookie Policy's button). */
export const OPEN_COOKIE_SETTINGS = 'dreamhomes:cookie-settings'

export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))
}
