import proxyAddr from '@fastify/proxy-addr';

/**
 * Which X-Forwarded-For hops to believe: none, the last `hops` ones (that many proxies stand in
 * front of us), or those sent by the listed proxy addresses/CIDRs. Never every hop: the left-most
 * value is whatever the client wrote, and per-address rate limits would key on it.
 */
export type TTrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; addresses: string[] };

const MAX_HOPS = 10;

export const TRUST_PROXY_TRUE_REFUSED =
  "'true' would believe any X-Forwarded-For a client sends, so every per-address rate limit could be " +
  "bypassed; give the number of proxies in front of the server (e.g. '1') or their addresses " +
  "(e.g. '10.0.0.1,10.0.0.0/8' or 'loopback')";

/** Reads TRUST_PROXY; answers the setting or a sentence saying what is wrong with the value. */
export function parseTrustProxy(value: string | undefined): TTrustProxy | { problem: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (text === 'true') return { problem: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS
      ? { kind: 'hops', hops }
      : { problem: `at most ${MAX_HOPS} proxies (hops) in front of the server` };
  }
  const addresses = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (err) {
    return {
      problem: `a hop count (1, 2) or a comma-separated list of proxy addresses or CIDRs: ${(err as Error).message}`,
    };
  }
  return { kind: 'addresses', addresses };
}

/** Fastify's `trustProxy`: a function, since Fastify itself trusts nothing for a bare hop count. */
export function trustProxyOption(trust: TTrustProxy): false | ((address: string, hop: number) => boolean) {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      // Hop 0 is the socket's peer (our nearest proxy); each trusted hop reveals the one before it.
      return (_address, hop) => hop < trust.hops;
    case 'addresses':
      return proxyAddr.compile(trust.addresses);
  }
}
