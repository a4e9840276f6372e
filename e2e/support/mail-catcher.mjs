// Stand-ins for the outside services the server sends messages through, for the browser journeys.
// A minimal SMTP server (SMTP_URL): each email is appended to a file as a JSON line
// { to, subject, text, html? } (a multipart message's text and HTML parts) that a journey reads as
// a person would read their inbox (support/mail.ts).
// An SMS provider's HTTP API (SMS_HTTP_URL): each text message is appended the same way (support/sms.ts).
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/** A header's RFC 2047 encoded words decoded (the space between two of them is not part of the text). */
function decodeWords(value) {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind, text) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

/** The headers of an entity (a message or one of its parts), unfolded, and its body. */
function splitEntity(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? '' : raw.slice(0, split);
  const body = split < 0 ? raw : raw.slice(split + 4);
  return { head: head.replace(/\r\n[ \t]+/g, ' '), body };
}

const header = (head, name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';

/** A body with its quoted-printable or base64 transfer encoding undone, as UTF-8 text. */
function decodeBody(body, encoding) {
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/**
 * The parts of a multipart body: what lies between the `--boundary` lines, up to `--boundary--`
 * (the CRLF before each delimiter line belongs to the delimiter; the preamble and epilogue are dropped).
 */
function multipartParts(body, boundary) {
  const parts = [];
  let current = null;
  for (const line of body.split('\r\n')) {
    const trimmed = line.replace(/[ \t]+$/, '');
    if (trimmed === `--${boundary}` || trimmed === `--${boundary}--`) {
      if (current) parts.push(current.join('\r\n'));
      current = trimmed === `--${boundary}` ? [] : null;
      if (!current) break;
    } else if (current) current.push(line);
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

/**
 * The text/plain and text/html leaves of an entity, in order, walking nested multiparts
 * (multipart/alternative, mixed, related); attachments are left out.
 */
function leaves(raw, depth = 0) {
  const { head, body } = splitEntity(raw);
  const contentType = header(head, 'content-type');
  const type = (/^[^;\s]+/.exec(contentType)?.[0] ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/') && depth < 5) {
    const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    const name = boundary?.[1] ?? boundary?.[2];
    if (!name) return [];
    return multipartParts(body, name).flatMap((part) => leaves(part, depth + 1));
  }
  if (/^attachment/i.test(header(head, 'content-disposition'))) return [];
  if (type !== 'text/plain' && type !== 'text/html') return [];
  const encoding = header(head, 'content-transfer-encoding').toLowerCase();
  return [{ type, content: decodeBody(body, encoding).replace(/\r\n/g, '\n') }];
}

/**
 * A message as a reader sees it: its subject, its text part (`text`) and its HTML part (`html`,
 * when it has one); dot-stuffing, transfer encodings and a multipart message's boundaries undone.
 */
export function readMessage(raw) {
  const unstuffed = raw.replace(/^\.\./gm, '.').replace(/\r?\n/g, '\r\n');
  const { head } = splitEntity(unstuffed);
  // A long or non-ASCII subject comes folded and as RFC 2047 encoded words (=?UTF-8?Q?…?=).
  const subject = decodeWords(header(head, 'subject'));
  const parts = leaves(unstuffed);
  const text = parts.find((p) => p.type === 'text/plain')?.content ?? '';
  const html = parts.find((p) => p.type === 'text/html')?.content;
  return { subject, text, ...(html === undefined ? {} : { html }) };
}

export function startMailCatcher({ port, file }) {
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let isData = false;
    let to = [];
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 mail-catcher ready');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (isData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          isData = false;
          appendFileSync(file, `${JSON.stringify({ to, ...readMessage(raw) })}\n`);
          to = [];
          reply('250 OK');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 mail-catcher');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1]?.toLowerCase() ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          isData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
          return;
        } else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function startSmsCatcher({ port, file }) {
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      try {
        appendFileSync(file, `${JSON.stringify(JSON.parse(text))}\n`);
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
