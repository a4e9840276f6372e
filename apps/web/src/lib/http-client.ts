import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '@nivaas/shared/constants';
import type { TFailure } from '@nivaas/shared/envelope';
import { MSG } from '@nivaas/shared/messages';
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
  /** The server's short `error` field, which some screens prefer (spec §8). */
  get serverError(): string | undefined {
    return this.body?.error;
  }
}

type TUnauthorizedHandler = () => void;
let onUnauthorized: TUnauthorizedHandler = () => {};
/** The auth provider registers what a 401 does: clear the session and go to /login. */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler) {
  onUnauthorized = handler;
}

function parseBody(text: string): Partial<TFailure> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Partial<TFailure>;
  } catch {
    return null;
  }
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
  body?: unknown;
  signal?: AbortSignal;
  /** The login call: a 401 there is a wrong password, not an expired session. */
  skipAuthRedirect?: boolean;
  /** Reported while a FormData body uploads (0..1). */
  onUploadProgress?: (fraction: number) => void;
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

function handleFailure(status: number, body: Partial<TFailure> | null, opts: TRequestOptions): never {
  const error = toHttpError(status, body);
  if (status === 401 && !opts.skipAuthRedirect) {
    tokenStorage.clear();
    onUnauthorized();
    throw new HttpError(MSG.sessionExpired, 401, body);
  }
  throw error;
}

function headersFor(body: unknown): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  return headers;
}

/** XHR only for uploads, because fetch cannot report upload progress. */
function xhrRequest<T>(url: string, opts: TRequestOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS * 10;
    for (const [k, v] of Object.entries(headersFor(opts.body))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onUploadProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new HttpError(MSG.networkError, 0, null, true));
    xhr.ontimeout = () => reject(new HttpError(MSG.networkError, 0, null, true));
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      try {
        handleFailure(xhr.status, body, opts);
      } catch (err) {
        reject(err);
      }
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(opts.body as FormData);
  });
}

/**
 * The one transport for every server call: bearer token, 30 s timeout, JSON or FormData,
 * and the error catalogue of spec §8.
 */
export async function request<T>(path: string, opts: TRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, opts.query);
  if (opts.body instanceof FormData && opts.onUploadProgress) return xhrRequest<T>(url, opts);
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
  const body = parseBody(await response.text());
  if (!response.ok) handleFailure(response.status, body, opts);
  return body as T;
}

/** The message to show for any thrown value, with a screen-specific fallback. */
export function errorMessage(err: unknown, fallback: string = MSG.genericError): string {
  if (err instanceof HttpError) return err.message || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
