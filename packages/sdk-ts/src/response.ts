/** The token's per-minute budget as the answer's X-RateLimit-* headers state it. */
export interface RateLimit {
  /** Requests per minute of the token. */
  limit: number;
  /** Requests left in this calendar minute, after this one. */
  remaining: number;
  /** Seconds until the minute's count starts again. */
  reset: number;
}

/** An answer's data with the HTTP response it came in (its body already read). */
export interface WithResponse<T> {
  data: T;
  response: Response;
  /** X-Request-Id: quote it to support. */
  requestId: string | null;
  rateLimit: RateLimit | null;
}

/** X-RateLimit-Limit, -Remaining and -Reset, or null when the answer lacks them. */
export function rateLimitOf(headers: Headers): RateLimit | null {
  const [limit, remaining, reset] = ['limit', 'remaining', 'reset'].map((name) => {
    const value = headers.get(`x-ratelimit-${name}`);
    return value === null || value.trim() === '' ? NaN : Number(value);
  });
  if (![limit, remaining, reset].every(Number.isFinite)) return null;
  return { limit: limit!, remaining: remaining!, reset: reset! };
}

/**
 * What every method answers: a promise of the data that also gives the raw response.
 * @example const { data, requestId, rateLimit } = await kieu.balance().withResponse();
 */
export class KieuPromise<T> extends Promise<T> {
  // Derived promises (`then`, `catch`, `finally`) are plain ones.
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly #answer: Promise<WithResponse<T>>;

  constructor(answer: Promise<WithResponse<T>>) {
    // The base promise is never read: `then` delegates to the answer.
    super((resolve) => resolve(undefined as T));
    this.#answer = answer;
  }

  /** The data with its response, request id and rate-limit headers. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#answer;
  }

  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#answer.then(({ data }) => data).then(onFulfilled, onRejected);
  }

  override catch<B = never>(
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<T | B> {
    return this.then(undefined, onRejected);
  }

  override finally(onFinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onFinally);
  }
}
