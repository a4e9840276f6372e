import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the log mailer (no SMTP_URL)', () => {
  it('writes a message’s text part to the log, not its HTML part', async () => {
    const lines: { obj: unknown; msg: string }[] = [];
    const log = {
      info: (obj: unknown, msg: string) => lines.push({ obj, msg }),
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ from: 'Nivaas <no-reply@nivaas.test>', log });
    expect(mailer.kind).toBe('log');
    await mailer.send({
      to: 'ravi@nivaas.test',
      subject: '1 new listing for ‘Flats in Nashik’ on Nivaas',
      text: 'Hello Ravi,\n\nGodavari View',
      html: '<!DOCTYPE html><html><body><table></table></body></html>',
      headers: { 'List-Unsubscribe': '<https://nivaas.test/api/v1/saved-searches/unsubscribe?token=t>' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toBe('mail (log delivery): Hello Ravi,\n\nGodavari View');
    expect(JSON.stringify(lines[0])).not.toContain('<table>');
    expect(lines[0]?.obj).toMatchObject({
      mail: { to: 'ravi@nivaas.test', headers: { 'List-Unsubscribe': expect.stringContaining('token=t') } },
    });
  });
});
