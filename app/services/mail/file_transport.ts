import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * The mail transport when no SMTP server is configured (config/mail.ts):
 * each message is written, as the .eml an SMTP server would have received,
 * to a file in `directory` (tmp/mail/ by default), and its path is logged,
 * so a local operator can open the reset link a user asked for.
 */
export class FileTransport implements MailTransportContract {
  #composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(readonly directory: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#composer.sendMail(message)
    await mkdir(this.directory, { recursive: true })
    const path = join(
      this.directory,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`
    )
    await writeFile(path, info.message as Buffer)
    logger.info({ path }, 'mail written to a file (no SMTP server configured)')
    return new MailResponse(info.messageId, info.envelope, { ...info, path })
  }
}
