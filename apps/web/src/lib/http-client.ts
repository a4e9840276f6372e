import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@nivaas/shared/constants';
import type { TFailure } from '@nivaas/shared/envelope';
import { localeOfPath, type TLocale } from '@nivaas/shared/locale';
import { MSG } from '@nivaas/shared/messages';
import type { z } from 'zod';
import { tokenStorage } from './token-storage';

/** An error with the message the user should see, per the transport catalogue of spec §8. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Partial<TFailure> | null,
    readonly isNetworkError = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
  get errors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
  /** The key of the server's message in the shared table (api-messages.ts), when it has one. */
  get messageKey(): string | undefined {
    return this.body?.messageKey;
  }
  /** The server's short `error` field, which some screens prefer (spec §8). */
  get serverError(): string | undefined {
    return this.body?.error;
  }
}

/**
 * A 2xx answer that is not the shape its route declares (public-site §5 'Response checks'): the
 * screen shows `message`; `issues` say what was wrong, for the console and tests.
 */
export class InvalidAnswerError extends Error {
  constructor(
    message: string,
    readonly path: string,
    readonly issues: z.ZodError['issues'],
  ) {
    super(message);
    this.name = 'InvalidAnswerError';
  }
}

type TUnauthorizedHandler = () => void;
let onUnauthorized: TUnauthorizedHandler = () => {};
/** The auth provider registers what a 401 does: clear the session and go to /login. */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler) {
  onUnauthorized = handler;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A failure envelope read field by field (./read-failure.ts). Loaded with the first failure, so
 * zod is not part of the code a first view needs before it can paint.
 */
async function readFailure(body: unknown): Promise<Partial<TFailure> | null> {
  return (await import('./read-failure')).readFailure(body);
}

/** Maps a failed response to the message of spec §8. */
export function toHttpError(status: number, body: Partial<TFailure> | null, fallback?: string): HttpError {
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
  let message: string;
  if (status === 401) message = serverMessage ?? MSG.sessionExpired;
  else if (status === 403) message = serverMessage ?? MSG.forbidden;
  else if (status === 404) message = serverMessage ?? MSG.notFound;
  else if (status === 422) message = MSG.validationFailed;
  else if (status >= 500) message = serverMessage ?? MSG.serverError;
  else message = serverMessage ?? fallback ?? MSG.genericError;
  return new HttpError(message, status, body);
}

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON (typed by the caller from the route's shared body schema) or a multipart form. */
  body?: unknown;
  signal?: AbortSignal;
  /** The login call: a 401 there is a wrong password, not an expired session. */
  skipAuthRedirect?: boolean;
  /** Reported while a FormData body uploads (0..1). */
  onUploadProgress?: (fraction: number) => void;
};

/**
 * The shared schema of a route's 2xx answer, or a function loading it: the calls of a first view
 * load theirs with the call (lib/first-view.ts), so zod and the schemas are not part of the code
 * the page needs before it can paint, and every answer is still parsed before a screen sees it.
 */
export type TAnswerSchema<A extends z.ZodType> = A | (() => Promise<A>);

/** One call: the transport options, and the shared schema of the route's 2xx answer. */
export type TCall<A extends z.ZodType> = TRequestOptions & {
  /** The whole 2xx answer, envelope included (`successOf(ZUser)`, `pageOf(ZPropertyCard)` …). */
  answer: TAnswerSchema<A>;
  /**
   * The screen's text for an answer of another shape or `success: false` without a message
   * ('Received invalid properties data format'); 'An error occurred' when not named.
   */
  invalid?: string;
};

export function buildUrl(path: string, query?: TRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE_PATH}${path}${qs ? `?${qs}` : ''}`;
}

async function failWith(status: number, body: unknown, opts: TRequestOptions): Promise<never> {
  const failure = await readFailure(body);
  if (status === 401 && !opts.skipAuthRedirect) {
    tokenStorage.clear();
    onUnauthorized();
    throw new HttpError(MSG.sessionExpired, 401, failure);
  }
  throw toHttpError(status, failure);
}

/**
 * A 2xx answer parsed with its route's schema. `success: false` in a 2xx is a refusal with the
 * server's message (public-site §5: 'an update response with success false fails with its message').
 */
async function readAnswer<A extends z.ZodType>(
  path: string,
  status: number,
  body: unknown,
  schema: A,
  call: TCall<A>,
): Promise<z.output<A>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as z.output<A>;
  const failure = await readFailure(body);
  if (failure?.success === false) throw toHttpError(status, failure, call.invalid);
  console.warn(`Unexpected answer of ${path}`, parsed.error.issues);
  throw new InvalidAnswerError(call.invalid ?? MSG.genericError, path, parsed.error.issues);
}

/**
 * The language the API should answer its messages in: the page's (from its path), so a Hindi page
 * gets Hindi errors and an English page English ones, whatever the browser itself would ask for.
 */
function pageLanguage(): TLocale | undefined {
  return typeof window === 'undefined' ? undefined : localeOfPath(window.location.pathname);
}

function headersFor(body: unknown): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const language = pageLanguage();
  if (language) headers['accept-language'] = language;
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return headers;
}

type TRaw = { status: number; body: unknown };

/** XHR only for uploads, because fetch cannot report upload progress. */
function xhrSend(url: string, opts: TRequestOptions): Promise<TRaw> {
  return new Promise<TRaw>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS * 10;
    for (const [k, v] of Object.entries(headersFor(opts.body))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onUploadProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new HttpError(MSG.networkError, 0, null, true));
    xhr.ontimeout = () => reject(new HttpError(MSG.networkError, 0, null, true));
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(opts.body as FormData);
  });
}

async function fetchSend(url: string, opts: TRequestOptions): Promise<TRaw> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: opts.method ?? 'GET',
      headers: headersFor(opts.body),
      body:
        opts.body === undefined
          ? undefined
          : opts.body instanceof FormData
            ? opts.body
            : JSON.stringify(opts.body),
      signal,
    });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new HttpError(MSG.networkError, 0, null, true);
  }
  return { status: response.status, body: parseJson(await response.text()) };
}

/**
 * The one client for every server call: bearer token, 30 s timeout, JSON or FormData, the error
 * catalogue of spec §8, and the answer parsed with the shared schema its route declares, so what
 * a screen receives is what the types say.
 */
export async function request<A extends z.ZodType>(path: string, call: TCall<A>): Promise<z.output<A>> {
  const url = buildUrl(path, call.query);
  // A schema loaded with the call loads while the request is under way.
  const schema = typeof call.answer === 'function' ? call.answer() : call.answer;
  // Its failure is the request's: not an unhandled rejection while the request is still out.
  if (schema instanceof Promise) schema.catch(() => {});
  const raw =
    call.body instanceof FormData && call.onUploadProgress
      ? await xhrSend(url, call)
      : await fetchSend(url, call);
  if (raw.status < 200 || raw.status >= 300) return failWith(raw.status, raw.body, call);
  let answer: A;
  try {
    answer = await schema;
  } catch {
    // The schema's code did not arrive: to the user, the network failed.
    throw new HttpError(MSG.networkError, 0, null, true);
  }
  return readAnswer(path, raw.status, raw.body, answer, call);
}

/** The message to show for any thrown value, with a screen-specific fallback. */
export function errorMessage(err: unknown, fallback: string = MSG.genericError): string {
  if (err instanceof HttpError) return err.message || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
