/**
 * `Lookup`: the search provider that grounds `web` and `research` (spec 2.4, 3.1). Two layers:
 * - none (default): no provider; grounding runs as `off` and says so;
 * - SearXNG-compatible: `GET <CIS_SEARCH_URL>/search?q=<query>&format=json`, answering
 *   `{"results": [{"url", "title", "content"}, ...]}` (SearXNG's JSON format, which other
 *   metasearch servers copy); `research` also reads pages (`GET <url>`, HTML to text).
 * Every request has a timeout (`CIS_SEARCH_TIMEOUT_MS`, default 10 s) and at most 1 MB of its
 * answer is read; only http(s) result addresses are kept; a failure is a
 * `LookupFailed`, which the caller turns into grounding `off` with the reason in the rationale.
 */
import { Grounding } from "@cis/persona-writer"
import { Context, Data, Effect, Layer } from "effect"

/** A search or page request that failed (unreachable, timed out, a non-2xx answer, or no JSON). */
export class LookupFailed extends Data.TaggedError("LookupFailed")<{ readonly reason: string }> {
  override get message(): string {
    return this.reason
  }
}

export interface LookupService {
  /** `none` when no provider is configured. */
  readonly provider: "none" | "searxng"
  /** Whether a provider is configured (lookups can succeed). */
  readonly configured: boolean
  /** At most `limit` results for `query`. */
  readonly search: (
    query: string,
    limit: number
  ) => Effect.Effect<ReadonlyArray<Grounding.Finding>, LookupFailed>
  /** The readable text of the page at `url` (at most `Grounding.PAGE_CHARS` characters). */
  readonly page: (url: string) => Effect.Effect<string, LookupFailed>
}

export class Lookup extends Context.Tag("@cis/services/Lookup")<Lookup, LookupService>() {}

/** No provider: every lookup fails. */
export const none: LookupService = {
  provider: "none",
  configured: false,
  search: () => Effect.fail(new LookupFailed({ reason: "no lookup provider is configured" })),
  page: () => Effect.fail(new LookupFailed({ reason: "no lookup provider is configured" }))
}

/** No provider. */
export const layerNone: Layer.Layer<Lookup> = Layer.succeed(Lookup, none)

/** Bytes of an answer read at most (search answers and pages). */
const MAX_BYTES = 1_000_000

const get = (url: string, timeoutMs: number) =>
  Effect.tryPromise({
    try: async (signal) => {
      const res = await fetch(url, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        headers: { accept: "application/json, text/html;q=0.9, */*;q=0.5" }
      })
      if (!res.ok) {
        await res.body?.cancel()
        throw new Error(`answered ${res.status}`)
      }
      // at most MAX_BYTES of the body: a page is cut, never held whole
      const reader = res.body?.getReader()
      if (reader === undefined) return ""
      const chunks: Array<Uint8Array> = []
      let size = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        size += value.byteLength
        if (size >= MAX_BYTES) {
          await reader.cancel()
          break
        }
      }
      return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, MAX_BYTES))
    },
    catch: (e) =>
      new LookupFailed({
        reason: `${new URL(url).host}: ${e instanceof Error ? (e.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : e.message) : String(e)}`
      })
  })

/** A SearXNG-compatible JSON search endpoint at `baseUrl`. */
export const layerSearxng = (options: {
  readonly baseUrl: string
  readonly timeoutMs?: number
}): Layer.Layer<Lookup> => {
  const timeoutMs = options.timeoutMs ?? 10_000
  const base = options.baseUrl.replace(/\/+$/, "")
  return Layer.succeed(Lookup, {
    provider: "searxng",
    configured: true,
    search: (query, limit) =>
      get(`${base}/search?q=${encodeURIComponent(query)}&format=json`, timeoutMs).pipe(
        Effect.flatMap((body) =>
          Effect.try({
            try: () => {
              const json = JSON.parse(body) as { results?: Array<Record<string, unknown>> }
              if (!Array.isArray(json.results)) throw new Error('no "results" array')
              return json.results
                .filter((r) => typeof r.url === "string" && /^https?:\/\//.test(r.url))
                .slice(0, limit)
                .map((r) => ({
                  title: typeof r.title === "string" ? r.title.slice(0, 200) : String(r.url),
                  url: r.url as string,
                  snippet:
                    typeof r.content === "string" ? r.content.replace(/\s+/g, " ").trim().slice(0, 500) : ""
                }))
            },
            catch: (e) =>
              new LookupFailed({
                reason: `the search answer is not usable: ${e instanceof Error ? e.message : e}`
              })
          })
        ),
        Effect.withSpan("Lookup.search", { attributes: { provider: "searxng" } })
      ),
    page: (url) =>
      get(url, timeoutMs).pipe(
        Effect.map((html) => Grounding.pageText(html)),
        Effect.withSpan("Lookup.page")
      )
  })
}
