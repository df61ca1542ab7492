/**
 * The OpenAPI document against the server's behaviour: for every operation, the error statuses
 * it documents are exactly those a request can provoke, and each provoked answer is the
 * documented envelope (its `code` is the one the document names for that status). 500 is
 * documented on every operation (a defect, with the request id) and covered by the defect
 * test in `platform.test.ts`.
 */
import { Api, Platform } from "@cis/contract"
import { Db } from "@cis/db"
import { targets } from "@cis/db/testing"
import { Prices } from "@cis/ledger"
import { layerOpenAi } from "@cis/llm"
import { assert, describe, layer } from "@effect/vitest"
import { Duration, Effect, Option } from "effect"
import { maxBodyBytes } from "../src/Edge.js"
import { call, grant, newAccount, type Reply, TestServer, testServer } from "./support.js"

const doc = Api.document() as any

interface Op {
  readonly key: string
  readonly method: string
  readonly path: string
  readonly documented: Map<number, ReadonlyArray<string>>
  readonly hasBody: boolean
  readonly hasPath: boolean
}

const codesOf = (schema: any): ReadonlyArray<string> =>
  (schema.anyOf ?? [schema]).map(
    (s: any) =>
      doc.components.schemas[s.$ref.replace("#/components/schemas/", "")].properties.error.properties.code
        .enum[0]
  )

const ops: ReadonlyArray<Op> = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(
  ([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      hasBody: op.requestBody !== undefined,
      hasPath: path.includes("{"),
      documented: new Map(
        Object.entries(op.responses as Record<string, any>)
          .filter(([s]) => Number(s) >= 400 && s !== "500")
          .map(([s, r]) => [Number(s), codesOf(r.content["application/json"].schema)] as const)
      )
    }))
)

/** The turn-taking thread each test account opens first (threads are per account). */
const THREAD = "5b0c1c52-3a57-4d7e-9a55-2f0d6b1c0a11"
const threadSocket = "GET /v1/turn-taking/threads/{thread_id}/socket"

/** A valid body for each operation that takes one. */
const bodies: Record<string, any> = {
  "POST /v1/turn-taking/actions/open_thread": {},
  "POST /v1/turn-taking/actions/submit_messages": {
    thread_id: THREAD,
    messages: [{ sender: "sam", content: "hi" }]
  },
  "POST /v1/turn-taking/actions/respond": { thread_id: THREAD, content: "hi", turn_epoch: 0 },
  "POST /v1/turn-taking/actions/record_event": { thread_id: THREAD, type: "typing_start", sender: "sam" },
  "POST /v1/ask": { prompt: "what is 6 * 7" },
  "POST /v1/admin/accounts": { name: "x" },
  "POST /v1/admin/accounts/{account_id}/api-keys": {},
  "POST /v1/admin/accounts/{account_id}/sessions": {},
  "POST /v1/admin/accounts/{account_id}/login-links": {},
  "POST /v1/admin/accounts/{account_id}/credits": { amount: 1, reason: "r" },
  "POST /v1/personas/actions/generate": { prompt: "nurses" },
  "POST /v1/personas/actions/enhance": { persona: "a nurse" },
  "POST /v1/personas/actions/validate": {
    personas: [{ persona_id: "p", fields: { role: "nurse" }, system_prompt: "s", markdown: "# p" }]
  },
  "POST /v1/social-learning/actions/extract": {
    transcript: { messages: [{ id: "1", speaker: "a", text: "hi" }] }
  },
  "POST /v1/social-observability/actions/analyze": {
    transcript: {
      messages: [
        { id: "1", speaker: "a", text: "hi" },
        { id: "2", speaker: "bot", text: "hello" }
      ]
    },
    agent_name: "bot"
  },
  "POST /v1/foresee/actions/foresee": {
    transcript: [{ speaker: "a", text: "hi" }],
    candidate_reply: "hello"
  },
  "POST /v1/social-observability/actions/audit_prepare": { raw_text: "Ann: hi\nBot: hello, how can I help?" },
  // No such run: launch and audit-run answer 400, which is all these bodies are used for.
  "POST /v1/social-observability/actions/audit_launch": {
    run_id: "00000000-0000-4000-8000-000000000000",
    agent_name: "Bot"
  },
  "POST /v1/social-observability/projections/audit-run": { run_id: "00000000-0000-4000-8000-000000000000" },
  "POST /v1/social-memory/actions/ingest": { scope_id: "s", transcript: [{ speaker: "A", text: "hi" }] },
  "POST /v1/social-memory/actions/recall": { scope_id: "s", message: { speaker: "A", text: "hi" } },
  "POST /v1/social-memory/actions/ask": { scope_id: "s", question: "who said hi?" }
}

/** A body that fails validation, where the valid one is not enough to break. */
const invalidBodies: Record<string, unknown> = {
  "POST /v1/turn-taking/actions/open_thread": { thread_id: "not-a-uuid" },
  "POST /v1/turn-taking/actions/submit_messages": { thread_id: THREAD, messages: [] },
  "POST /v1/turn-taking/actions/respond": { thread_id: THREAD, content: "", turn_epoch: 0 },
  "POST /v1/turn-taking/actions/record_event": { thread_id: THREAD, type: "message_sent", sender: "sam" },
  "POST /v1/ask": { prompt: "" },
  "POST /v1/admin/accounts": { name: "" },
  "POST /v1/admin/accounts/{account_id}/api-keys": { scopes: ["nope"] },
  "POST /v1/admin/accounts/{account_id}/sessions": { ttl_seconds: 0 },
  "POST /v1/admin/accounts/{account_id}/login-links": { ttl_seconds: 5 },
  "POST /v1/admin/accounts/{account_id}/credits": { amount: 1.5 },
  "POST /v1/personas/actions/generate": { prompt: "" },
  "POST /v1/personas/actions/enhance": { persona: "" },
  "POST /v1/personas/actions/validate": { personas: [] },
  "POST /v1/social-learning/actions/extract": { transcript: { messages: [] } },
  "POST /v1/social-observability/actions/analyze": { transcript: { messages: [] }, agent_name: "bot" },
  "POST /v1/foresee/actions/foresee": { transcript: [], candidate_reply: "hello" },
  "POST /v1/social-observability/actions/audit_prepare": { raw_text: "" },
  "POST /v1/social-observability/actions/audit_launch": { run_id: "x", agent_name: "" },
  "POST /v1/social-observability/projections/audit-run": {},
  "POST /v1/social-memory/actions/ingest": { scope_id: "", transcript: [] },
  "POST /v1/social-memory/actions/recall": { scope_id: "s".repeat(256), message: { speaker: "A", text: "" } },
  "POST /v1/social-memory/actions/ask": { scope_id: "s", question: "" }
}

/** Billed actions answered inline (the provider is called during the request). */
const analysisActions = [
  "POST /v1/social-learning/actions/extract",
  "POST /v1/social-observability/actions/analyze",
  "POST /v1/foresee/actions/foresee"
]

/** Operations that are never 400 (spec 7: ingest), even for a body over the size cap (422 there). */
const never400 = new Set(["POST /v1/social-memory/actions/ingest"])

/** Billed operations answered at once (402 when the balance does not cover them). */
const billedSync = new Set(["POST /v1/social-memory/actions/recall", "POST /v1/social-memory/actions/ask"])

const fill = (path: string, value: string) => path.replace(/\{[a-z_]+\}/g, value)

interface Ctx {
  readonly url: string
  readonly admin: string
  /** A key with every scope, and one with none of this operation's component. */
  readonly key: string
  readonly outOfScope: (op: Op) => string
  readonly accountId: string
  /** A key used only to exceed the rate limit. */
  readonly burst: string
}

const isAdmin = (op: Op) => op.path.startsWith("/v1/admin/")
const auth = (op: Op, c: Ctx) => (isAdmin(op) ? c.admin : c.key)
const known = (op: Op, c: Ctx) => fill(op.path, isAdmin(op) ? c.accountId : crypto.randomUUID())

const send = (
  c: Ctx,
  op: Op,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> }
) => call(c.url, op.method, path, options)

/** How to make each operation answer each error status (on the main test server). */
const provokers: Record<number, (op: Op, c: Ctx) => Effect.Effect<Reply, never, Db> | undefined> = {
  401: (op, c) =>
    op.key === threadSocket
      ? send(c, op, `${known(op, c)}?grant=${"A".repeat(43)}`, {})
      : op.path.startsWith("/v1/")
        ? send(c, op, known(op, c), op.hasBody ? { body: bodies[op.key] } : {})
        : undefined,
  403: (op, c) =>
    op.path.startsWith("/v1/") && !isAdmin(op) && op.key !== threadSocket
      ? send(c, op, known(op, c), {
          token: c.outOfScope(op),
          ...(op.hasBody ? { body: bodies[op.key] } : {})
        })
      : undefined,
  404: (op, c) =>
    bodies[op.key]?.thread_id !== undefined
      ? send(c, op, op.path, { token: c.key, body: { ...bodies[op.key], thread_id: crypto.randomUUID() } })
      : op.hasPath && op.key !== threadSocket
        ? send(c, op, fill(op.path, crypto.randomUUID()), {
            token: auth(op, c),
            ...(op.hasBody ? { body: bodies[op.key] } : {})
          })
        : undefined,
  422: (op, c) =>
    op.hasPath
      ? send(c, op, fill(op.path, isAdmin(op) ? "not-a-uuid" : "x".repeat(256)), {
          token: auth(op, c),
          ...(op.hasBody ? { body: bodies[op.key] } : {})
        })
      : op.hasBody && op.key !== "POST /v1/ask"
        ? send(c, op, known(op, c), { token: auth(op, c), body: invalidBodies[op.key] })
        : op.documented.has(409)
          ? // An Idempotency-Key reused with another body (the only 422 of /v1/ask).
            Effect.gen(function* () {
              const key = crypto.randomUUID()
              const headers = { "idempotency-key": key }
              yield* send(c, op, known(op, c), { token: auth(op, c), body: bodies[op.key], headers })
              return yield* send(c, op, known(op, c), {
                token: auth(op, c),
                body: { prompt: "something else" },
                headers
              })
            })
          : undefined,
  400: (op, c) =>
    op.hasBody && !never400.has(op.key)
      ? send(c, op, known(op, c), {
          token: auth(op, c),
          // /v1/ask answers a malformed body with 400 too; a body over the cap is 400 everywhere.
          body:
            op.key === "POST /v1/ask"
              ? invalidBodies[op.key]
              : JSON.stringify({ x: "y".repeat(maxBodyBytes) })
        })
      : undefined,
  415: (op, c) =>
    op.hasBody
      ? send(c, op, known(op, c), {
          token: auth(op, c),
          body: "name=x",
          headers: { "content-type": "application/x-www-form-urlencoded" }
        })
      : undefined,
  429: (op, c) =>
    op.documented.has(429)
      ? Effect.gen(function* () {
          // The limit of this server is 20 requests per minute per token: the 21st is refused.
          let last: Reply | undefined
          for (let i = 0; i < 21; i++) {
            last = yield* send(c, op, known(op, c), {
              token: c.burst,
              ...(op.hasBody ? { body: invalidBodies[op.key] ?? bodies[op.key] } : {})
            })
          }
          return last!
        })
      : undefined,
  409: (op, c) =>
    op.documented.has(409)
      ? // A repeat while the first request with its key is still running: made pending again.
        Effect.gen(function* () {
          yield* grant(c, c.accountId, 100)
          const headers = { "idempotency-key": crypto.randomUUID() }
          const options = { token: auth(op, c), body: bodies[op.key], headers }
          const first = yield* send(c, op, known(op, c), options)
          assert.strictEqual(first.status, 200, `${op.key}: ${JSON.stringify(first.body)}`)
          const db = yield* Db
          yield* db
            .query((k) =>
              k
                .updateTable("idempotency_keys")
                .set({ response: null, completed_at: null })
                // The key is fresh: it names one record (the account's, or the operator's).
                .where("key", "=", headers["idempotency-key"])
                .execute()
            )
            .pipe(Effect.orDie)
          return yield* send(c, op, known(op, c), options)
        })
      : undefined,
  426: (op, c) =>
    op.key === "GET /v1/turn-taking/socket"
      ? send(c, op, op.path, { token: c.key })
      : op.key === threadSocket
        ? Effect.flatMap(
            call(c.url, "POST", "/v1/turn-taking/actions/open_thread", {
              token: c.key,
              body: { thread_id: THREAD }
            }),
            (r) => {
              const u = new URL(r.body.realtime.connect_url)
              return send(c, op, u.pathname + u.search, {})
            }
          )
        : undefined,
  402: (op, c) =>
    op.key === "POST /v1/social-observability/actions/audit_launch"
      ? // A prepared run of an account whose credits covered the prepare only.
        Effect.gen(function* () {
          const s = { url: c.url, admin: c.admin }
          const { account_id, api_key } = yield* newAccount(s, "poor")
          yield* grant(s, account_id, Prices.defaultPrices["social-observability.audit_prepare"]!.base)
          const prepared = yield* call(c.url, "POST", "/v1/social-observability/actions/audit_prepare", {
            token: api_key,
            body: bodies["POST /v1/social-observability/actions/audit_prepare"]
          })
          assert.strictEqual(prepared.status, 200, JSON.stringify(prepared.body))
          return yield* send(c, op, op.path, {
            token: api_key,
            body: { run_id: prepared.body.run_id, agent_name: "Bot" }
          })
        })
      : op.path.startsWith("/v1/personas/actions/") ||
          analysisActions.includes(op.key) ||
          op.key === "POST /v1/social-observability/actions/audit_prepare" ||
          billedSync.has(op.key) ||
          op.key === "POST /v1/turn-taking/actions/submit_messages" ||
          op.key === "POST /v1/turn-taking/actions/respond"
        ? send(c, op, op.path, { token: c.key, body: bodies[op.key] })
        : undefined
}

const context = Effect.gen(function* () {
  const s = yield* TestServer
  const { account_id, api_key } = yield* newAccount(s)
  const scoped = (scopes: ReadonlyArray<string>) =>
    Effect.map(
      call(s.url, "POST", `/v1/admin/accounts/${account_id}/api-keys`, { token: s.admin, body: { scopes } }),
      (r) => r.body.api_key as string
    )
  const personasOnly = yield* scoped(["personas"])
  const askOnly = yield* scoped(["ask"])
  const burst = yield* scoped([...Platform.scopes])
  const ctx: Ctx = {
    url: s.url,
    admin: s.admin,
    key: api_key,
    accountId: account_id,
    burst,
    outOfScope: (op) => (op.path.startsWith("/v1/personas/") ? askOnly : personasOnly)
  }
  yield* call(s.url, "POST", "/v1/turn-taking/actions/open_thread", {
    token: api_key,
    body: { thread_id: THREAD }
  })
  return ctx
})

const check = (op: Op, status: number, r: Reply) => {
  assert.strictEqual(r.status, status, `${op.key} should answer ${status}: ${JSON.stringify(r.body)}`)
  assert.include(op.documented.get(status) ?? [], r.body?.error?.code, `${op.key} ${status} code`)
}

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { initialCredits: 0, rateLimitPerMinute: 20 }), {
      excludeTestServices: true,
      timeout: 120_000
    })("documented errors", (it) => {
      it.effect(
        "every documented 4xx is provoked, and nothing undocumented is",
        () =>
          Effect.forEach(
            ops,
            (op) =>
              Effect.gen(function* () {
                // A fresh account and keys per operation: each stays under the rate limit, and
                // the operations do not share state, so they are provoked side by side.
                const c = yield* context
                const provoked = new Set<number>()
                for (const [status, provoke] of Object.entries(provokers)) {
                  const effect = provoke(op, c)
                  if (effect === undefined) continue
                  const r = yield* effect
                  if (r.status === 200) continue
                  provoked.add(r.status)
                  check(op, Number(status), r)
                }
                const documented4xx = [...op.documented.keys()].filter((s) => s < 500).sort()
                assert.deepStrictEqual(
                  [...provoked].sort(),
                  documented4xx,
                  `${op.key}: provoked vs documented`
                )
              }),
            // Most of an operation's time is its 409, the server's 2 s wait for a repeat's first
            // request (Idempotent.inFlightWait): one after another, about 45 s on a quiet machine.
            { concurrency: 6, discard: true }
          ),
        240_000
      )
    })

    layer(
      testServer(target.layer, {
        llm: layerOpenAi({
          baseUrl: "http://127.0.0.1:9/v1",
          apiKey: Option.none(),
          model: "m",
          timeout: 2000,
          retries: 0
        })
      }),
      { excludeTestServices: true }
    )("provider unavailable", (it) => {
      it.effect("502 is documented exactly where the provider is called inline", () =>
        Effect.gen(function* () {
          const c = yield* context
          for (const op of ops) {
            if (!op.documented.has(502)) continue
            // Memory ask calls the provider only for a scope holding messages.
            if (op.key === "POST /v1/social-memory/actions/ask")
              yield* call(c.url, "POST", "/v1/social-memory/actions/ingest", {
                token: c.key,
                body: { scope_id: "s", transcript: [{ speaker: "A", text: "who said hi? A said hi" }] }
              })
            check(op, 502, yield* send(c, op, known(op, c), { token: c.key, body: bodies[op.key] }))
          }
          assert.deepStrictEqual(
            ops
              .filter((o) => o.documented.has(502))
              .map((o) => o.key)
              .sort(),
            ["POST /v1/ask", "POST /v1/social-memory/actions/ask", ...analysisActions].sort()
          )
        })
      )
    })

    layer(testServer(target.layer), { excludeTestServices: true })("database unavailable", (it) => {
      it.effect("every operation that touches the database documents 503 and answers it", () =>
        Effect.gen(function* () {
          const c = yield* context
          const db = yield* Db
          yield* Effect.promise(() => db.kysely.destroy())
          yield* Effect.sleep(Duration.millis(2100)) // past the token cache
          for (const op of ops) {
            const r = yield* send(c, op, op.key === threadSocket ? `${known(op, c)}?grant=x` : known(op, c), {
              ...(op.path.startsWith("/v1/") ? { token: auth(op, c) } : {}),
              ...(op.hasBody ? { body: bodies[op.key] } : {})
            })
            if (op.documented.has(503)) check(op, 503, r)
            else
              assert.strictEqual(r.status, 200, `${op.key} documents no 503 and answers without the database`)
          }
        })
      )
    })
  })
}
