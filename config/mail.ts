import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FileTransport } from '#services/mail/file_transport'

/**
 * Outgoing mail (the password reset link, issue 24). With SMTP_HOST set,
 * messages go to that SMTP server; without it (a local run, tests) they are
 * written to files under MAIL_FILE_DIR (tmp/mail/) and each path is logged:
 * nothing ever tries to reach a server that is not there.
 */
const mailConfig = defineConfig({
  default: env.get('SMTP_HOST') ? 'smtp' : 'file',
  from: env.get('MAIL_FROM'),

  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? 'localhost',
      port: env.get('SMTP_PORT'),
      secure: env.get('SMTP_PORT') === 465,
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD') ?? '' }
        : undefined,
    }),
    file: () => new FileTransport(app.makePath(env.get('MAIL_FILE_DIR'))),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
