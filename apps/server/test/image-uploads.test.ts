import { UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE_GIF } from '@riftscope/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { multipartBody } from './multipart.ts';
import { useTestApp } from './test-app.ts';

const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const flatGif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .gif()
    .toBuffer();

describe.each(TEST_DATABASES)('image uploads on $name', (db) => {
  const t = useTestApp(db, { env: { IMAGE_UPLOADS_PER_USER_PER_MINUTE: '5' } });

  const upload = (token: string, data: Buffer, url = '/api/profile/avatar', field = 'avatar') => {
    const { payload, headers } = multipartBody({}, [
      { field, filename: 'a.png', contentType: 'image/png', data },
    ]);
    return t.request({ method: 'POST', url, payload, headers, token });
  };

  it('accepts an image of the largest size in pixels', async () => {
    const { token } = await t.createUser();
    const res = await upload(token, await flatPng(UPLOAD_MAX_SIDE, UPLOAD_MAX_SIDE));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses one pixel more with 422 and a message that names pixels as the cause', async () => {
    const { token } = await t.createUser();
    const res = await upload(token, await flatPng(UPLOAD_MAX_SIDE + 1, UPLOAD_MAX_SIDE));
    expect(res.statusCode).toBe(422);
    const message = `The image is too large in pixels (max ${UPLOAD_MAX_SIDE}×${UPLOAD_MAX_SIDE})`;
    expect(res.json()).toEqual({ message, errors: { avatar: [message] } });
  });

  it('holds a GIF, slower to decode, to a smaller square', async () => {
    const { token } = await t.createUser();
    expect(UPLOAD_MAX_SIDE_GIF).toBeLessThan(UPLOAD_MAX_SIDE);
    const largest = await upload(token, await flatGif(UPLOAD_MAX_SIDE_GIF, UPLOAD_MAX_SIDE_GIF));
    expect(largest.statusCode, largest.body).toBe(200);
    const over = await upload(token, await flatGif(UPLOAD_MAX_SIDE_GIF + 1, UPLOAD_MAX_SIDE_GIF));
    expect(over.statusCode).toBe(422);
    const side = UPLOAD_MAX_SIDE_GIF;
    expect(over.json().message).toBe(`The image is too large in pixels (max ${side}×${side})`);
  });

  it('keeps the three causes apart: bytes 413, pixels 422, not an image 415', async () => {
    const { token } = await t.createUser();
    const bytes = await upload(token, Buffer.alloc(6 * 1024 * 1024, 1));
    const pixels = await upload(token, await flatPng(8000, 8000));
    const notImage = await upload(token, Buffer.from('plain text, not an image'));
    expect([bytes.statusCode, pixels.statusCode, notImage.statusCode]).toEqual([413, 422, 415]);
    const messages = [bytes, pixels, notImage].map((r) => r.json().message as string);
    expect(new Set(messages).size).toBe(3);
    expect(messages[0]).toMatch(/too large/);
    expect(messages[0]).not.toMatch(/pixels/);
    expect(messages[1]).toMatch(/pixels/);
  });

  it('answers a broken multipart avatar upload with 400', async () => {
    const { token } = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      payload: '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nxx',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The form data is malformed or cut short' });
  });

  it('limits uploads per user, not per address: another user from the same address goes on', async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    const junk = Buffer.from('not an image');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await upload(first.token, junk)).statusCode);
    expect(statuses).toEqual([415, 415, 415, 415, 415, 429]);
    const limited = await upload(first.token, junk);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect((await upload(second.token, junk)).statusCode).toBe(415);
  });

  it('limits the news editor’s image uploads per admin too', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const junk = Buffer.from('not an image');
    const url = '/api/admin/news/upload-editor-image';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await upload(admin.token, junk, url, 'file')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
