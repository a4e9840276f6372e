import { compressBody, type TEncoding } from './compression';

export type { TEncoding };

/**
 * A short-lived store of anonymous public reads, in this process's memory (see http-cache.ts for
 * which requests use it). Entries expire after a few seconds, the least recently used go first when
 * the entry or byte bound is reached, and a write clears everything. Requests for a key that is
 * being computed wait for that one computation instead of each running the handler.
 */

/** Bookkeeping per entry beyond its bytes (the key, the Map slot, the object). */
const ENTRY_OVERHEAD = 256;

export type TCachedRead = {
  readonly key: string;
  /** The JSON text, as the handler produced it. */
  readonly body: Buffer;
  readonly etag: string;
  readonly contentType: string;
  /** performance.now() when it was computed. */
  readonly storedAt: number;
  /** Compressed copies, made on first demand and shared by every request that asks for one. */
  readonly encoded: Map<TEncoding, Promise<Buffer>>;
  bytes: number;
  /** In the store (counted against its bounds); false once evicted, expired or cleared. */
  live: boolean;
};

/** The request computing a key; the requests that arrive meanwhile wait on `answer`. */
export type TLead = {
  readonly key: string;
  readonly generation: number;
  readonly answer: Promise<TCachedRead | null>;
  settle: (entry: TCachedRead | null) => void;
  settled: boolean;
};

export type TReadCacheOptions = {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** Clock in ms (tests). */
  now?: () => number;
};

export type TReadCacheStats = {
  hits: number;
  misses: number;
  /** Requests that waited for another request's computation rather than running the handler. */
  coalesced: number;
  stored: number;
  evicted: number;
  expired: number;
  clears: number;
  entries: number;
  bytes: number;
};

export function createReadCache(opts: TReadCacheOptions) {
  const now = opts.now ?? (() => performance.now());
  /** Insertion order is recency: the first entry is the least recently used. */
  const entries = new Map<string, TCachedRead>();
  const pending = new Map<string, TLead>();
  /** An entry (with its compressed copies) may take at most this share of the store. */
  const maxEntryBytes = Math.max(64 * 1024, Math.floor(opts.maxBytes / 8));
  let bytes = 0;
  /** Bumped by every clear: an answer computed across a write is not stored. */
  let generation = 0;
  let sweeper: NodeJS.Timeout | undefined;
  const counts = { hits: 0, misses: 0, coalesced: 0, stored: 0, evicted: 0, expired: 0, clears: 0 };

  const isFresh = (entry: TCachedRead, at = now()) => at - entry.storedAt < opts.ttlMs;

  function remove(entry: TCachedRead) {
    if (!entry.live) return;
    entry.live = false;
    entries.delete(entry.key);
    bytes -= entry.bytes;
    if (entries.size === 0) stopSweeper();
  }

  function evict() {
    for (const entry of entries.values()) {
      if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) return;
      remove(entry);
      counts.evicted++;
    }
  }

  /** Expired entries are dropped even when nobody asks again, so an idle server holds nothing. */
  function sweep() {
    const at = now();
    for (const entry of entries.values()) {
      if (!isFresh(entry, at)) {
        remove(entry);
        counts.expired++;
      }
    }
  }

  function startSweeper() {
    if (sweeper) return;
    sweeper = setInterval(sweep, Math.min(1000, Math.max(100, opts.ttlMs)));
    sweeper.unref();
  }

  function stopSweeper() {
    if (sweeper) clearInterval(sweeper);
    sweeper = undefined;
  }

  function store(entry: TCachedRead) {
    const old = entries.get(entry.key);
    if (old) remove(old);
    entry.live = true;
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    counts.stored++;
    startSweeper();
    evict();
  }

  function settle(lead: TLead, entry: TCachedRead | null) {
    if (pending.get(lead.key) === lead) pending.delete(lead.key);
    if (lead.settled) return;
    lead.settled = true;
    lead.settle(entry);
  }

  return {
    /** A fresh entry (now the most recently used), or undefined. */
    get(key: string): TCachedRead | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!isFresh(entry)) {
        remove(entry);
        counts.expired++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      counts.hits++;
      return entry;
    },

    /** The answer another request is computing for this key, if one is. */
    pending(key: string): Promise<TCachedRead | null> | undefined {
      const lead = pending.get(key);
      if (!lead) return undefined;
      counts.coalesced++;
      return lead.answer;
    },

    /** Makes the caller the one request computing this key. */
    lead(key: string): TLead {
      counts.misses++;
      let resolve: (entry: TCachedRead | null) => void = () => {};
      const answer = new Promise<TCachedRead | null>((r) => {
        resolve = r;
      });
      const lead: TLead = { key, generation, answer, settle: resolve, settled: false };
      pending.set(key, lead);
      return lead;
    },

    /**
     * The computed answer: handed to the requests waiting for it, and stored unless a write came in
     * while it was computed (it may hold what the write changed) or it is too large to keep.
     */
    fulfil(lead: TLead, answer: { body: Buffer; etag: string; contentType: string }): TCachedRead {
      const entry: TCachedRead = {
        key: lead.key,
        ...answer,
        storedAt: now(),
        encoded: new Map(),
        bytes: answer.body.length + lead.key.length + ENTRY_OVERHEAD,
        live: false,
      };
      // Room for the compressed copies too (each well under the text's size).
      if (lead.generation === generation && entry.bytes * 2 <= maxEntryBytes) store(entry);
      settle(lead, entry);
      return entry;
    },

    /** The lead ended without an answer to share (an error, a non-200): the waiting requests run their own. */
    abandon(lead: TLead) {
      settle(lead, null);
    },

    /** The entry's text compressed with this encoding, made once per entry and encoding. */
    encoded(entry: TCachedRead, encoding: TEncoding): Promise<Buffer> {
      let made = entry.encoded.get(encoding);
      if (!made) {
        made = compressBody[encoding](entry.body);
        entry.encoded.set(encoding, made);
        made.then(
          (buf) => {
            if (!entry.live) return;
            entry.bytes += buf.length;
            bytes += buf.length;
            evict();
          },
          () => entry.encoded.delete(encoding),
        );
      }
      return made;
    },

    /** Forgets every entry and every computation in progress (a write happened). */
    clear() {
      generation++;
      counts.clears++;
      for (const entry of entries.values()) entry.live = false;
      entries.clear();
      pending.clear();
      bytes = 0;
      stopSweeper();
    },

    stats(): TReadCacheStats {
      return { ...counts, entries: entries.size, bytes };
    },

    /** Seconds since the entry was computed (the Age header). */
    ageSeconds(entry: TCachedRead): number {
      return Math.max(0, Math.floor((now() - entry.storedAt) / 1000));
    },

    sweep,
  };
}

export type TReadCache = ReturnType<typeof createReadCache>;

/**
 * The cache key: the path (without a trailing slash) and the query as the handler sees it, names
 * sorted, so `?b=2&a=1` and `?a=1&b=2`, or `%20` and `+`, share an entry. Repeated names keep
 * their order.
 */
export function readCacheKey(url: string, query: unknown): string {
  const cut = url.indexOf('?');
  let path = cut === -1 ? url : url.slice(0, cut);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (!query || typeof query !== 'object') return path;
  const params = query as Record<string, unknown>;
  const parts: string[] = [];
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    for (const one of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(one ?? ''))}`);
    }
  }
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
