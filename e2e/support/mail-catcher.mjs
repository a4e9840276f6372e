// Stand-ins for the outside services the server sends messages through, for the browser journeys.
// A minimal SMTP server (SMTP_URL): each email is appended to a file as a JSON line
// { to, subject, text } that a journey reads as a person would read their inbox (support/mail.ts).
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

/** The text of a message: headers dropped, dot-stuffing and quoted-printable or base64 undone. */
function readMessage(raw) {
  const unstuffed = raw.replace(/^\.\./gm, '.');
  const split = unstuffed.indexOf('\r\n\r\n');
  const head = split < 0 ? '' : unstuffed.slice(0, split);
  let body = split < 0 ? unstuffed : unstuffed.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  // A long or non-ASCII subject comes folded and as RFC 2047 encoded words (=?UTF-8?Q?…?=).
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1]?.trim() ?? '');
  return { subject, text: body.replace(/\r\n/g, '\n') };
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
