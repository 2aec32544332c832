/** The session's CSRF token (the XSRF-TOKEN cookie Shield sets) for a page's own fetch. */
export function xsrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)
  return match ? decodeURIComponent(match[1]) : ''
}

/**
 * A POST to one of our routes, with the session and CSRF token, asking for JSON:
 * form data (files) to an upload route, or no body at all (only upload routes take multipart).
 */
export function postForm(url: string, body?: FormData): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { 'X-XSRF-TOKEN': xsrfToken(), 'Accept': 'application/json' },
  })
}

/** A JSON POST to one of our routes, with the session and CSRF token, asking for JSON. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body: JSON.stringify(body),
    credentials: 'same-origin',
    headers: {
      'X-XSRF-TOKEN': xsrfToken(),
      'Accept': 'application/json',
      'Content-Type': 'application/json',
    },
  })
}
