/**
 * A real API server on a loopback port over a test database, for HTTP tests.
 */
import { Db } from "@cis/db"
import { Prices } from "@cis/ledger"
import { type LanguageModel, layerOffline, layerOpenAi, type OpenAiOptions } from "@cis/llm"
import { type FakeOpenAi, fakeOpenAi } from "@cis/llm/testing"
import { Personas, ServiceConfig, layer as servicesLayer, TurnTaking, WorkerLive } from "@cis/services"
import { HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Layer, Logger, Option } from "effect"
import { type AppOptions, type AppServices, appLayer, makeNodeServer } from "../src/Server.js"

export class TestServer extends Context.Tag("TestServer")<
  TestServer,
  { readonly url: string; readonly admin: string }
>() {}

export interface TestServerOptions {
  readonly initialCredits?: number
  readonly llm?: Layer.Layer<LanguageModel>
  /** Raw routes registered behind the same edge (e.g. one that dies). */
  readonly extra?: AppOptions["extra"]
  /** Requests per minute per token (default: no limit). */
  readonly rateLimitPerMinute?: number
  /** Where the server's log lines go (default: Effect's default logger). */
  readonly logger?: Logger.Logger<unknown, void>
  /** Run a job worker in the server (fast polling). */
  readonly worker?: boolean
  /** Run the turn-taking delivery scheduler in the server (as `pnpm start` does). */
  readonly scheduler?: boolean
  /** The lookup provider of grounding (default: none). */
  readonly lookup?: Layer.Layer<Personas.Lookup.Lookup>
}

export const adminToken = "test-admin-token-0123456789"

export const testServer = (
  db: Layer.Layer<Db>,
  options: TestServerOptions = {}
): Layer.Layer<TestServer | AppServices> => {
  const app = appLayer({
    publicUrl: "http://127.0.0.1",
    adminToken: Option.some(adminToken),
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
    ...(options.extra ? { extra: options.extra } : {})
  })
  const info = Layer.effect(
    TestServer,
    Effect.map(HttpServer.HttpServer, (s) => {
      const a = s.address as HttpServer.TcpAddress
      return { url: `http://127.0.0.1:${a.port}`, admin: adminToken }
    })
  )
  const worker = options.worker
    ? Layer.scopedDiscard(WorkerLive.run({ pollMs: 20, concurrency: 4, retryBaseMs: 10 }))
    : Layer.empty
  const scheduler = options.scheduler ? TurnTaking.Delivery.schedulerLayer({ pollMs: 200 }) : Layer.empty
  return Layer.mergeAll(app, info, worker, scheduler).pipe(
    Layer.provide(options.logger ? Logger.replace(Logger.defaultLogger, options.logger) : Layer.empty),
    Layer.orDie,
    Layer.provide(NodeHttpServer.layer(makeNodeServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(servicesLayer),
    Layer.provideMerge(
      Layer.mergeAll(
        db,
        options.llm ?? layerOffline,
        options.lookup ?? Personas.Lookup.layerNone,
        ServiceConfig.layerWith({ initialCredits: options.initialCredits ?? 1000 })
      )
    ),
    Layer.orDie
  )
}

export interface Reply {
  readonly status: number
  readonly body: any
  readonly headers: Headers
}

/** One HTTP call; `body` is sent as JSON unless it is a string. */
export const call = (
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}
) =>
  Effect.promise(async (): Promise<Reply> => {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(options.token !== undefined ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...options.headers
      },
      ...(options.body !== undefined
        ? { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }
        : {})
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: res.status, body, headers: res.headers }
  })

/** An account with its first API key. */
export const newAccount = (s: { url: string; admin: string }, name = "acme") =>
  Effect.map(call(s.url, "POST", "/v1/admin/accounts", { token: s.admin, body: { name } }), (r) => {
    if (r.status !== 200) throw new Error(`account creation failed: ${r.status} ${JSON.stringify(r.body)}`)
    return r.body as { account_id: string; api_key: string }
  })

/** Grants (or debits) credits through the admin API. */
export const grant = (s: { url: string; admin: string }, accountId: string, amount: number) =>
  call(s.url, "POST", `/v1/admin/accounts/${accountId}/credits`, {
    token: s.admin,
    body: { amount, reason: "test" }
  })

/** Polls a personas job until it succeeds or fails (or the poll answers other than 200). */
export const pollUntilDone = (url: string, token: string, kind: string, id: string) =>
  Effect.gen(function* () {
    for (let i = 0; i < 500; i++) {
      const r = yield* call(url, "GET", `/v1/personas/repositories/${kind}/by-id/${id}`, { token })
      if (r.status !== 200) return r
      if (r.body.status === "succeeded" || r.body.status === "failed") return r
      yield* Effect.sleep("20 millis")
    }
    return yield* Effect.die(new Error("job did not finish"))
  })

/** An account's credit balance, through the admin API. */
export const balanceOf = (s: { url: string; admin: string }, accountId: string) =>
  Effect.map(
    call(s.url, "GET", `/v1/admin/accounts/${accountId}`, { token: s.admin }),
    (r) => r.body.balance as number
  )

/**
 * The balance once it reaches `expected` (a job's price is charged when the job ends, moments
 * after its last result is stored), or as it is after 10 s.
 */
export const balanceReaching = (s: { url: string; admin: string }, accountId: string, expected: number) =>
  Effect.gen(function* () {
    let balance = yield* balanceOf(s, accountId)
    for (let i = 0; i < 500 && balance !== expected; i++) {
      yield* Effect.sleep("20 millis")
      balance = yield* balanceOf(s, accountId)
    }
    return balance
  })

/** How many rows a table holds (to show that a refused call stored nothing). */
export const rowCount = (table: "reports" | "audit_runs") =>
  Effect.flatMap(Db, (db) =>
    db
      .query((k) =>
        k
          .selectFrom(table)
          .select((e) => e.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      )
      .pipe(
        Effect.map((r) => Number(r.n)),
        Effect.orDie
      )
  )

/** A billable action's base price in the default table. */
export const price = (action: string) => Prices.defaultPrices[action]!.base

/** The loopback OpenAI-compatible fake behind a {@link serverWithFake}. */
export class Fake extends Context.Tag("Fake")<Fake, FakeOpenAi>() {}

/**
 * The test server with the `openai` provider pointed at a fake on loopback ({@link Fake});
 * `llm` overrides the client's options (timeout 5 s by default).
 */
export const serverWithFake = (
  db: Layer.Layer<Db>,
  options: Omit<TestServerOptions, "llm"> & { readonly llm?: Partial<OpenAiOptions> } = {}
) =>
  Layer.unwrapScoped(
    Effect.map(fakeOpenAi, (fake) => {
      const { llm, ...rest } = options
      return Layer.merge(
        Layer.succeed(Fake, fake),
        testServer(db, {
          ...rest,
          llm: layerOpenAi({
            baseUrl: fake.baseUrl,
            apiKey: Option.none(),
            model: "fake-model",
            timeout: 5000,
            ...llm
          })
        })
      )
    })
  )
