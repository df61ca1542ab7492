/**
 * Per-token rate limit: a token bucket per token id, `limit` requests per minute with bursts
 * up to `limit`, refilled continuously. In memory, per process (each replica limits on its
 * own). Over the limit: `429 RATE_LIMITED` with `Retry-After`.
 */
import { Errors } from "@cis/contract"
import { Clock, Effect } from "effect"

interface Bucket {
  tokens: number
  at: number
}

/** Buckets kept at most; full buckets are dropped first when it is reached. */
const maxBuckets = 100_000

/** A limiter of `limit` requests per minute per key; `0` turns it off. */
export const make = (limit: number) => {
  const buckets = new Map<string, Bucket>()
  const perMs = limit / 60_000
  const take = (key: string, now: number): number => {
    let b = buckets.get(key)
    if (b === undefined) {
      if (buckets.size >= maxBuckets) {
        for (const [k, v] of buckets) if (v.tokens + (now - v.at) * perMs >= limit) buckets.delete(k)
      }
      b = { tokens: limit, at: now }
      buckets.set(key, b)
    }
    b.tokens = Math.min(limit, b.tokens + (now - b.at) * perMs)
    b.at = now
    if (b.tokens >= 1) {
      b.tokens -= 1
      return 0
    }
    return Math.ceil((1 - b.tokens) / perMs / 1000)
  }
  /** Succeeds, or fails with `RateLimited` when `key` is over the limit. */
  return (key: string): Effect.Effect<void, Errors.RateLimited> =>
    limit <= 0
      ? Effect.void
      : Effect.flatMap(Clock.currentTimeMillis, (now) => {
          const wait = take(key, now)
          return wait === 0
            ? Effect.void
            : Effect.fail(
                new Errors.RateLimited({
                  message: `Too many requests with this token (limit ${limit} per minute); retry in ${wait} s.`,
                  retry_after_seconds: wait
                })
              )
        })
}
