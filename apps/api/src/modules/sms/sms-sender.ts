import type { FastifyBaseLogger } from 'fastify';

export type TSms = { to: string; text: string };
/** Sends one text message; throws when the provider refuses it. */
export type TSmsSender = { kind: 'http' | 'log'; send: (sms: TSms) => Promise<void> };

export type TSmsHttpConfig = { url: string; token: string | undefined; senderId: string };

/**
 * An SMS provider's HTTP API (MSG91-, Twilio- or Gupshup-style behind a small gateway): one JSON
 * POST per message, `{ sender, to, text }`, with the token as a bearer header. Any 2xx is accepted.
 */
function httpSender(config: TSmsHttpConfig): TSmsSender {
  return {
    kind: 'http',
    async send(sms) {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token ? { authorization: `Bearer ${config.token}` } : {}),
        },
        body: JSON.stringify({ sender: config.senderId, to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

/** The HTTP provider when SMS_HTTP_URL is set; otherwise each message is written to the log. */
export function createSmsSender(opts: {
  http: TSmsHttpConfig | undefined;
  log: FastifyBaseLogger;
}): TSmsSender {
  if (opts.http) return httpSender(opts.http);
  return {
    kind: 'log',
    send: async (sms) => {
      opts.log.info({ sms: { to: sms.to } }, `sms (log delivery): ${sms.text}`);
    },
  };
}
