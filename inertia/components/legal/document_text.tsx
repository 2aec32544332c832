import type { ReactNode } from 'react'

/**
 * A section body of a legal or help text: paragraphs separated by a blank
 * line; lines starting with "- " make a list (app/services/legal/legal_documents.ts).
 */
export function DocumentText({ body }: { body: string }) {
  const blocks = body.split(/\n\s*\n/)
  return (
    <>
      {blocks.map((block, index) => {
        const lines = block
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
        if (lines.length && lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index} className="list-disc space-y-1.5 ps-5 marker:text-ink-400">
              {lines.map((line, i) => (
                <li key={i}>{strong(line.slice(2))}</li>
              ))}
            </ul>
          )
        }
        return <p key={index}>{strong(lines.join(' '))}</p>
      })}
    </>
  )
}

/** "**Term:** text": the term in bold (the only markup the texts use). */
function strong(text: string): ReactNode {
  const match = /^\*\*(.+?)\*\*(.*)$/.exec(text)
  if (!match) return linked(text)
  return (
    <>
      <strong className="font-semibold text-ink-900">{match[1]}</strong>
      {linked(match[2])}
    </>
  )
}

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/

/** E-mail addresses become mailto links. */
function linked(text: string): ReactNode {
  const parts = text.split(EMAIL)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {part}
      </a>
    ) : (
      part
    )
  )
}
