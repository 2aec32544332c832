/** Text for HTML or XML (element content or a quoted attribute): & < > " ' escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!
  )
}
