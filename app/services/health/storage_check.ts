import { BaseCheck, Result } from '@adonisjs/core/health'
import drive from '@adonisjs/drive/services/main'

/** Object storage answers: one metadata request (a HEAD on S3) for a key that need not exist. */
export class StorageCheck extends BaseCheck {
  name = 'storage'

  async run() {
    await drive.use().exists('health/ready-probe')
    return Result.ok('Storage answered')
  }
}
