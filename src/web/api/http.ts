import type { Problem } from '../../domain/problem.ts';
import { noteServerDate } from './serverClock.ts';

/**
 * A call that did not succeed: the HTTP status (0 when the server was not reached), its problem, if any,
 * and the request id the server logged it under (what support asks for).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;
  readonly requestId: string | null;

  constructor(status: number, problem: Problem | null, message?: string, requestId: string | null = null) {
    super(message ?? problem?.detail ?? problem?.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.requestId = requestId;
  }
}

export interface ApiClient {
  get<T>(url: string): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
  put<T>(url: string, body: unknown): Promise<T>;
  del<T>(url: string): Promise<T>;
  /** Sends a file as it is (application/octet-stream), e.g. a firmware image the server checks as it streams. */
  upload<T>(url: string, file: Blob): Promise<T>;
}

export interface ApiClientOptions {
  /** Prefix for relative URLs; empty means the page's own origin. */
  origin?: string;
}

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as Problem).messageKey === 'string';
}

async function problemOf(response: Response): Promise<Problem | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  const body: unknown = await response.json().catch(() => null);
  return isProblem(body) ? body : null;
}

async function bodyOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A JSON client for the console's services: every call carries the bearer token that `getToken` gives
 * (which refreshes it first when it has expired) and throws ApiError on anything but 2xx.
 */
export function createApiClient(
  getToken: () => Promise<string | null>,
  options: ApiClientOptions = {},
): ApiClient {
  const origin = options.origin ?? '';

  async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const raw = body instanceof Blob;
    if (body !== undefined) headers['content-type'] = raw ? 'application/octet-stream' : 'application/json';
    let response: Response;
    try {
      const payload = body === undefined ? null : raw ? body : JSON.stringify(body);
      response = await fetch(`${origin}${url}`, { method, headers, body: payload });
    } catch (error) {
      throw new ApiError(0, null, error instanceof Error ? error.message : String(error));
    }
    noteServerDate(response.headers.get('date'));
    if (!response.ok) {
      const requestId = response.headers.get('x-request-id');
      throw new ApiError(response.status, await problemOf(response), undefined, requestId);
    }
    return bodyOf<T>(response);
  }

  return {
    get: (url) => call('GET', url),
    post: (url, body) => call('POST', url, body),
    put: (url, body) => call('PUT', url, body),
    del: (url) => call('DELETE', url),
    upload: (url, file) => call('POST', url, file),
  };
}
