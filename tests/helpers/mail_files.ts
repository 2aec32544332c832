import { readdir, readFile, rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** MAIL_FILE_DIR (the file transport's folder), emptied: what a test sends next is all it holds. */
export async function emptyMailFolder(): Promise<string> {
  const directory = app.makePath(env.get('MAIL_FILE_DIR'))
  // The queue may still be writing an earlier test's mail into it (ENOTEMPTY): retried.
  await rm(directory, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
  return directory
}

/**
 * The .eml files of `directory` once the background queue wrote at least
 * one (up to 5 s), each as its text with the quoted-printable soft line
 * breaks joined, as an SMTP server would read it.
 */
export async function mailFilesIn(directory: string): Promise<string[]> {
  let files: string[] = []
  for (let i = 0; i < 50 && files.length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const entries = await readdir(directory).catch(() => [])
    files = entries.filter((name) => name.endsWith('.eml'))
  }
  const texts = await Promise.all(files.map((name) => readFile(`${directory}/${name}`, 'utf8')))
  return texts.map((text) => text.replace(/=\n/g, ''))
}
