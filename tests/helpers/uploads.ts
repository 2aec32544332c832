import { urlFor } from '@adonisjs/core/services/url_builder'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { existsSync } from 'node:fs'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import MediaPruneUploads from '#commands/media_prune_uploads'
import { sqlTime } from '#services/db/sql_time'
import { mediaFile } from '#tests/helpers/media'

/** Photo uploads and media:prune-uploads in tests (listing and venture photos). */
export const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer()
export const onDisk = (url: string) => existsSync(mediaFile(url))

/** Pretends an upload happened `hours` ago. */
export async function age(url: string, hours: number) {
  const id = /images\/([0-9a-f-]{36})\//.exec(url)![1]
  await db
    .from('uploaded_images')
    .where('id', id)
    .update({ created_at: sqlTime(DateTime.now().minus({ hours })) })
}

/** Uploads a photo over /api; its URL. */
export async function uploadPng(client: ApiClient, token: string) {
  const response = await client
    .post(urlFor('api.uploads.image'))
    .bearerToken(token)
    .file('image', await png(), { filename: 'a.png' })
  return response.body().url as string
}

export async function runPrune() {
  const command = await ace.create(MediaPruneUploads, [])
  await command.exec()
  command.assertSucceeded()
}
