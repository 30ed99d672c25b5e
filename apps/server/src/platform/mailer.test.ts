import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer.ts';

describe('mailer without an SMTP server', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each mail as an .eml file to the outbox and logs its path, not the address', async () => {
    dir = await mkdtemp(join(tmpdir(), 'riftscope-mail-'));
    const log = pino({ level: 'silent' });
    const info = vi.spyOn(log, 'info');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'RiftScope <no-reply@example.com>',
      outbox: join(dir, 'mail'),
      log,
    });

    await mailer.send({ to: 'ward@example.com', subject: 'Hello', text: 'A link: https://x/y' });

    const files = await readdir(join(dir, 'mail'));
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    const eml = await readFile(join(dir, 'mail', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: ward@example.com');
    expect(eml).toContain('From: RiftScope <no-reply@example.com>');
    expect(eml).toContain('Subject: Hello');
    expect(info).toHaveBeenCalledWith(
      { path: join(dir, 'mail', files[0] ?? '') },
      'mail written to the outbox',
    );
    expect(JSON.stringify(info.mock.calls)).not.toContain('ward@example.com');
  });
});
