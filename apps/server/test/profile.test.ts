import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { multipartBody } from './multipart.ts';
import { uniqueEmail, useTestApp } from './test-app.ts';

const AVATAR_URL =
  /^\/storage\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const canvas = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } });

const images = {
  png: () => canvas().png().toBuffer(),
  jpeg: () => canvas().jpeg().toBuffer(),
  gif: () => canvas().gif().toBuffer(),
  webp: () => canvas().webp().toBuffer(),
};

/** Left half red, right half blue, stored sideways: EXIF orientation 6 says "rotate 90° clockwise". */
async function sidewaysJpeg(): Promise<Buffer> {
  const half = (background: string) =>
    sharp({ create: { width: 150, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  return canvas()
    .composite([
      { input: await half('#f00'), left: 0, top: 0 },
      { input: await half('#00f'), left: 150, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe.each(TEST_DATABASES)('profile on $name', (db) => {
  const t = useTestApp(db);

  const settings = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/profile/settings', token, payload });
  const loginStatus = async (email: string, password: string) =>
    (await t.request({ method: 'POST', url: '/api/login', payload: { email, password } }))
      .statusCode;
  const me = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/me', token })).json();

  describe('settings', () => {
    it('changes the email, lower-cased, and the language', async () => {
      const { token, user } = await t.register({ password: 'settings pw 1' });
      const email = uniqueEmail('New.Address').replace('new', 'NEW');
      const res = await settings(token, { email, language: 'ru', password: 'settings pw 1' });
      expect(res.statusCode, res.body).toBe(200);
      const expected = { ...user, email: email.toLowerCase(), language: 'ru' };
      expect(res.json()).toEqual(expected);
      expect(await me(token)).toEqual(expected);
      expect(await loginStatus(email.toLowerCase(), 'settings pw 1')).toBe(200);
      expect(await loginStatus(user.email, 'settings pw 1')).toBe(401);
    });

    it('keeps the language when none is sent', async () => {
      const { token, user } = await t.register();
      await settings(token, { email: user.email, language: 'tr' });
      const res = await settings(token, { email: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.json().language).toBe('tr');
    });

    it('accepts the user’s own email unchanged', async () => {
      const { token, user } = await t.register();
      const res = await settings(token, { email: user.email.toUpperCase(), language: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(user);
    });

    it('answers 422 with errors.email for another user’s email, in any letter case, and changes nothing', async () => {
      const other = await t.register();
      const { token, user } = await t.register({ password: 'taken pw 123' });
      const res = await settings(token, {
        email: other.user.email.toUpperCase(),
        language: 'tr',
        password: 'taken pw 123',
        new_password: 'another pw 456',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: expect.any(String),
        errors: { email: ['This email is already registered'] },
      });
      expect(await me(token)).toEqual(user);
      expect(await loginStatus(user.email, 'taken pw 123')).toBe(200);
      expect(await loginStatus(user.email, 'another pw 456')).toBe(401);
    });

    it.each([
      ['the current password without a new one', { password: 'settings pw 1' }, 'new_password'],
      ['a new password without the current one', { new_password: 'brand new pw' }, 'password'],
    ])(
      'answers 422 naming the missing field for %s and changes nothing',
      async (_, extra, field) => {
        const { token, user } = await t.register({ password: 'settings pw 1' });
        const res = await settings(token, { email: user.email, language: 'ru', ...extra });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ [field]: [expect.any(String)] });
        expect(await me(token)).toEqual(user);
        expect(await loginStatus(user.email, 'settings pw 1')).toBe(200);
      },
    );

    it('answers 422 with errors.password for a wrong current password; the old password and sessions still work', async () => {
      const email = uniqueEmail();
      const { token, user } = await t.register({ email, password: 'the right one' });
      const other = await t.login(email, 'the right one');
      const res = await settings(token, {
        email,
        language: 'ru',
        password: 'the wrong one',
        new_password: 'never saved 1',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: ['The current password is incorrect'] });
      expect(await me(token)).toEqual(user);
      expect(await loginStatus(email, 'the right one')).toBe(200);
      expect(await loginStatus(email, 'never saved 1')).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/me', token: other })).statusCode).toBe(
        200,
      );
    });

    it('changes the password: the new one signs in, the old one does not, other sessions end and this one stays', async () => {
      const email = uniqueEmail();
      const { token } = await t.register({ email, password: 'old password 1' });
      const others = await Promise.all(
        [1, 2].map(async () => {
          const res = await t.request({
            method: 'POST',
            url: '/api/login',
            payload: { email, password: 'old password 1' },
          });
          return res.json().token as string;
        }),
      );
      const res = await settings(token, {
        email,
        password: 'old password 1',
        new_password: 'new password 2',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await loginStatus(email, 'new password 2')).toBe(200);
      expect(await loginStatus(email, 'old password 1')).toBe(401);
      for (const other of others) {
        expect((await t.request({ method: 'GET', url: '/api/me', token: other })).statusCode).toBe(
          401,
        );
      }
      expect((await t.request({ method: 'GET', url: '/api/me', token })).statusCode).toBe(200);
    });

    it('does not end other sessions when the password is not changed', async () => {
      const email = uniqueEmail();
      const { token } = await t.register({ email, password: 'keep sessions' });
      const other = await t.login(email, 'keep sessions');
      expect((await settings(token, { email, language: 'tr' })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/me', token: other })).statusCode).toBe(
        200,
      );
    });

    it.each([
      ['an unsupported language', { language: 'de' }, 'language'],
      ['an unknown field', { role: 'admin' }, 'role'],
      ['a missing email', { email: undefined }, 'email'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      [
        'a 7-character new password',
        { password: 'settings pw 1', new_password: 'short12' },
        'new_password',
      ],
      [
        'a 129-character new password',
        { password: 'settings pw 1', new_password: 'p'.repeat(129) },
        'new_password',
      ],
    ])('answers 422 naming the field for %s and changes nothing', async (_, overrides, field) => {
      const { token, user } = await t.register({ password: 'settings pw 1' });
      const res = await settings(token, { email: user.email, ...overrides });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: expect.any(String),
        errors: expect.objectContaining({ [field]: expect.any(Array) }),
      });
      expect(await me(token)).toEqual(user);
      expect(await loginStatus(user.email, 'settings pw 1')).toBe(200);
    });
  });

  describe('avatar', () => {
    const avatarsDir = () => join(t.config.dataDir, 'uploads', 'avatars');
    const storedFiles = async () => {
      try {
        return (await readdir(avatarsDir())).sort();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
    };
    const upload = (
      token: string,
      data: Buffer,
      { filename = 'avatar.png', contentType = 'image/png', field = 'avatar' } = {},
    ) => {
      const { payload, headers } = multipartBody({}, [{ field, filename, contentType, data }]);
      return t.request({ method: 'POST', url: '/api/profile/avatar', token, headers, payload });
    };
    const fetchStored = (url: string) => t.request({ method: 'GET', url });

    it.each([
      ['PNG', 'png', 'image/png'],
      ['JPEG', 'jpeg', 'image/jpeg'],
      ['GIF', 'gif', 'image/gif'],
      ['WebP', 'webp', 'image/webp'],
    ] as const)(
      'accepts a %s and serves it as a 256×256 WebP cached for good',
      async (_, kind, contentType) => {
        const { token, user } = await t.register();
        const res = await upload(token, await images[kind](), {
          filename: `me.${kind}`,
          contentType,
        });
        expect(res.statusCode, res.body).toBe(200);
        const { avatar } = res.json();
        expect(res.json()).toEqual({ avatar: expect.stringMatching(AVATAR_URL) });

        const file = await fetchStored(avatar);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toContain('immutable');
        const meta = await sharp(file.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format: 'webp',
          width: 256,
          height: 256,
        });
        expect(await me(token)).toEqual({ ...user, avatar });
      },
    );

    it('replaces the previous avatar and deletes its file', async () => {
      const { token } = await t.register();
      const first = (await upload(token, await images.png())).json().avatar;
      const before = await storedFiles();
      const res = await upload(token, await images.jpeg(), {
        filename: 'b.jpg',
        contentType: 'image/jpeg',
      });
      expect(res.statusCode).toBe(200);
      const second = res.json().avatar;
      expect(second).not.toBe(first);
      expect((await fetchStored(first)).statusCode).toBe(404);
      expect((await fetchStored(second)).statusCode).toBe(200);
      const after = await storedFiles();
      expect(after).toHaveLength(before.length);
      expect(after).not.toContain(first.split('/').pop());
      expect(after).toContain(second.split('/').pop());
      expect((await me(token)).avatar).toBe(second);
    });

    it('leaves only the latest file when two uploads of one user race', async () => {
      const { token } = await t.register();
      const before = await storedFiles();
      const results = await Promise.all([
        upload(token, await images.png()),
        upload(token, await images.jpeg(), { filename: 'b.jpg', contentType: 'image/jpeg' }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const current = (await me(token)).avatar as string;
      const added = (await storedFiles()).filter((f) => !before.includes(f));
      expect(added).toEqual([current.split('/').pop()]);
    });

    it('accepts a 4 MB image, over the JSON body limit but under the upload limit', async () => {
      const side = 1200;
      const noise = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
      expect(noise.length).toBeLessThan(5 * 1024 * 1024);
      const { token } = await t.register();
      const res = await upload(token, noise);
      expect(res.statusCode, res.body).toBe(200);
    });

    it('strips EXIF metadata from the stored file', async () => {
      const jpeg = await canvas()
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('secret');
      const { token } = await t.register();
      const res = await upload(token, jpeg, { filename: 'exif.jpg', contentType: 'image/jpeg' });
      expect(res.statusCode).toBe(200);
      const stored = (await fetchStored(res.json().avatar)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('secret');
    });

    it('turns a photo upright from its EXIF orientation', async () => {
      const { token } = await t.register();
      const res = await upload(token, await sidewaysJpeg(), {
        filename: 'side.jpg',
        contentType: 'image/jpeg',
      });
      expect(res.statusCode).toBe(200);
      const stored = (await fetchStored(res.json().avatar)).rawPayload;
      const { data, info } = await sharp(stored)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels;
        return [data[i], data[i + 1], data[i + 2]] as [number, number, number];
      };
      // Upright, the red half is on top and the blue half below.
      const [topR, , topB] = pixel(128, 20);
      const [bottomR, , bottomB] = pixel(128, 235);
      expect(topR).toBeGreaterThan(200);
      expect(topB).toBeLessThan(60);
      expect(bottomB).toBeGreaterThan(200);
      expect(bottomR).toBeLessThan(60);
    });

    describe('failed uploads', () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const realPng = () => images.png();
      const cases: [
        string,
        () => Promise<Buffer>,
        { filename: string; contentType: string },
        number,
        string?,
      ][] = [
        [
          'a text file named x.png',
          async () => Buffer.from('just some text, not an image\n'),
          { filename: 'x.png', contentType: 'image/png' },
          415,
        ],
        ['an SVG', async () => svg, { filename: 'x.svg', contentType: 'image/svg+xml' }, 415],
        [
          'an SVG that claims to be a PNG',
          async () => svg,
          { filename: 'x.png', contentType: 'image/png' },
          415,
        ],
        [
          'a PNG signature followed by bytes of no image format',
          async () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2000, 0x41)]),
          { filename: 'x.png', contentType: 'image/png' },
          415,
        ],
        [
          'a file of 6 MB',
          async () => randomBytes(6 * 1024 * 1024),
          { filename: 'big.png', contentType: 'image/png' },
          413,
        ],
        [
          'a PNG of 10000×10000 pixels',
          () => canvas(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer(),
          { filename: 'huge.png', contentType: 'image/png' },
          422,
          'avatar',
        ],
        [
          'a PNG whose header is followed by garbage',
          async () => Buffer.concat([(await realPng()).subarray(0, 33), Buffer.alloc(2000, 0x41)]),
          { filename: 'bad.png', contentType: 'image/png' },
          422,
          'avatar',
        ],
        [
          'a PNG whose image data is garbage',
          async () =>
            Buffer.concat([
              (await realPng()).subarray(0, 33),
              Buffer.from([0, 0, 0, 100]),
              Buffer.from('IDAT'),
              Buffer.alloc(2000, 0x41),
            ]),
          { filename: 'bad.png', contentType: 'image/png' },
          422,
          'avatar',
        ],
        [
          'a truncated PNG',
          async () => {
            const png = await realPng();
            return png.subarray(0, Math.floor(png.length / 2));
          },
          { filename: 'cut.png', contentType: 'image/png' },
          422,
          'avatar',
        ],
      ];

      it.each(cases)(
        'answers %s with its status, keeps the current avatar and stores nothing',
        async (_, build, file, status, field) => {
          const { token } = await t.register();
          const current = (await upload(token, await images.png())).json().avatar;
          const before = await storedFiles();
          const res = await upload(token, await build(), file);
          expect(res.statusCode, res.body).toBe(status);
          expect(res.json().message).toBeTypeOf('string');
          if (field) expect(res.json().errors).toEqual({ [field]: [expect.any(String)] });
          expect(await storedFiles()).toEqual(before);
          expect((await me(token)).avatar).toBe(current);
          expect((await fetchStored(current)).statusCode).toBe(200);
        },
      );

      it.each([
        ['no file part', multipartBody({ note: 'no file here' })],
        [
          'a file under another field name',
          multipartBody({}, [
            { field: 'picture', filename: 'a.png', contentType: 'image/png', data: PNG_SIGNATURE },
          ]),
        ],
        [
          'an empty file',
          multipartBody({}, [
            { field: 'avatar', filename: 'a.png', contentType: 'image/png', data: Buffer.alloc(0) },
          ]),
        ],
      ])('answers 422 with errors.avatar for %s', async (_, { payload, headers }) => {
        const { token } = await t.register();
        const before = await storedFiles();
        const res = await t.request({
          method: 'POST',
          url: '/api/profile/avatar',
          token,
          headers,
          payload,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ avatar: [expect.any(String)] });
        expect(await storedFiles()).toEqual(before);
        expect((await me(token)).avatar).toBeNull();
      });

      it('answers 415 for a JSON body', async () => {
        const { token } = await t.register();
        const before = await storedFiles();
        const res = await t.request({
          method: 'POST',
          url: '/api/profile/avatar',
          token,
          payload: { avatar: (await images.png()).toString('base64') },
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().message).toBeTypeOf('string');
        expect(await storedFiles()).toEqual(before);
      });

      it('answers 401 without a token and stores nothing', async () => {
        const before = await storedFiles();
        const { payload, headers } = multipartBody({}, [
          {
            field: 'avatar',
            filename: 'a.png',
            contentType: 'image/png',
            data: await images.png(),
          },
        ]);
        const res = await t.request({
          method: 'POST',
          url: '/api/profile/avatar',
          headers,
          payload,
        });
        expect(res.statusCode).toBe(401);
        expect(await storedFiles()).toEqual(before);
      });
    });
  });
});
