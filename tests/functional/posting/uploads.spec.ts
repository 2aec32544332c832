import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import sharp from 'sharp'
import { existsSync } from 'node:fs'
import { mediaFile } from '#tests/helpers/media'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits } from './helpers.js'
import { expectStatus } from '#tests/helpers/http'

const png = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3b82f6' } })
    .png()
    .toBuffer()

test.group('Listing photo uploads', (group) => {
  isolated(group)

  test('a real PNG is stored as WebP in three widths and answered with its address', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const response = await client
      .post(urlFor('api.uploads.image'))
      .bearerToken(token)
      .file('image', await png(), { filename: 'house.png' })
    response.assertStatus(201)
    const url: string = response.body().url
    assert.match(url, /^\/media\/images\/[0-9a-f-]{36}\/1280\.webp$/)
    for (const width of [320, 640, 1280]) {
      const path = mediaFile(url.replace('1280.webp', `${width}.webp`))
      assert.isTrue(existsSync(path), path)
      const meta = await sharp(path).metadata()
      assert.equal(meta.format, 'webp')
      assert.equal(meta.width, width)
    }
    const served = await client.get(url)
    served.assertStatus(200)
  })

  test('{name} is refused with 422 "{detail}"')
    .with([
      {
        name: 'text renamed to .png',
        file: async () => Buffer.from('not an image at all'),
        filename: 'fake.png',
        detail: 'Upload a JPEG, PNG or WebP image',
      },
      {
        name: 'an SVG',
        file: async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'logo.svg',
        detail: 'Upload a JPEG, PNG or WebP image',
      },
      {
        name: 'a GIF',
        file: () =>
          sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
        filename: 'house.gif',
        detail: 'Upload a JPEG, PNG or WebP image',
      },
      {
        name: 'a GIF named .png',
        file: () =>
          sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
            .gif()
            .toBuffer(),
        filename: 'house.png',
        detail: 'Upload a JPEG, PNG or WebP image',
      },
      {
        name: 'a file over 8 MB',
        file: async () => Buffer.alloc(9 * 1024 * 1024, 1),
        filename: 'huge.jpg',
        detail: 'Images must be 8 MB or smaller',
      },
    ])
    .run(async ({ client }, { file, filename, detail }) => {
      const { token } = await ownerWithCredits(0)
      const response = await client
        .post(urlFor('api.uploads.image'))
        .bearerToken(token)
        .file('image', await file(), { filename })
      response.assertStatus(422)
      response.assertBody({ detail })
    })

  test('no file: 422; signed out: 401', async ({ client }) => {
    const { token } = await ownerWithCredits(0)
    const empty = await client
      .post(urlFor('api.uploads.image'))
      .bearerToken(token)
      .fields({ other: 'x' })
    empty.assertStatus(422)
    empty.assertBody({ detail: 'Choose an image to upload' })
    await expectStatus(
      client.post(urlFor('api.uploads.image')).file('image', await png(), { filename: 'a.png' }),
      401
    )
  })
})
