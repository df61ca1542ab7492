/**
 * The fuzz suite of issue 7 (Proof): against the real server on every test database,
 *   - bodies derived from the contract's own request schemas (`Arbitrary.make`), sent as they
 *     are and mutated (unknown fields, fields dropped, values replaced by hostile ones: NUL,
 *     lone surrogates, 3,000 levels of nesting, huge arrays, wrong types);
 *   - hostile raw bodies (empty, malformed, deeply nested, invalid UTF-8) and content types;
 *   - hostile ids on every GET poll and id-taking path; very long paths and headers.
 * Every answer must be: 2xx, or the spec's envelope `{ error: { code, message, details? } }`;
 * never 500; with an `x-request-id`; and a call that is not 2xx charges nothing (the account's
 * balance, `provisioned` flag and usage summary are compared before and after each one).
 * Runs are bounded (`numRuns`): about 15-20 s per database on this 2-core machine alone, over
 * 120 s while another test file runs beside it (the suite runs two at a time), hence the 300 s
 * limits: they guard against a hang, not against slowness. A property run also stops, as passed,
 * at a 200 s budget with the runs made so far (said on stderr): with a random seed the total has
 * a heavy tail, which once took a run past 300 s on CI.
 *
 * Found by the fuzz and fixed, each kept as a test: the 431 without `x-request-id`, grants past
 * the largest balance answered 500, an id of 2,049+ characters answered a contradictory 405,
 * validation messages echoed whole values (`FUZZ_STRICT_MESSAGES=1` applies the message checks
 * to the whole run).
 */
import { Api } from "@cis/contract"
import { targets } from "@cis/db/testing"
import { HttpApi } from "@effect/platform"
import { assert, describe, layer } from "@effect/vitest"
import { Arbitrary, Cause, Effect, FastCheck as fc, Logger, Option, Runtime, Schema } from "effect"

import { call, grant, newAccount, type Reply, TestServer, testServer } from "./support.js"

interface BodyEndpoint {
  readonly key: string
  readonly method: string
  readonly path: string
  readonly admin: boolean
}

/** Valid-ish bodies per endpoint key, already encoded to their JSON form. */
const validOf = new Map<string, fc.Arbitrary<unknown>>()

const bodyEndpoints: Array<BodyEndpoint> = []
/** Every POST, with or without a declared payload (whoami and usage-summary read `{}`). */
const postEndpoints: Array<BodyEndpoint> = []
const idPaths: Array<{ readonly method: string; readonly path: string; readonly admin: boolean }> = []
HttpApi.reflect(Api.Api as unknown as HttpApi.HttpApi<string, never, never, never>, {
  onGroup: () => {},
  onEndpoint: ({ endpoint }) => {
    const e = endpoint as unknown as {
      method: string
      path: string
      payloadSchema: Option.Option<Schema.Schema<unknown, unknown>>
      pathSchema: Option.Option<unknown>
    }
    const admin = e.path.startsWith("/v1/admin/")
    if (e.method === "POST")
      postEndpoints.push({ key: `${e.method} ${e.path}`, method: e.method, path: e.path, admin })
    if (Option.isSome(e.payloadSchema)) {
      const schema = e.payloadSchema.value
      const encode = Schema.encodeSync(schema)
      const key = `${e.method} ${e.path}`
      bodyEndpoints.push({ key, method: e.method, path: e.path, admin })
      validOf.set(
        key,
        Arbitrary.make(schema).map((a) => encode(a))
      )
    }
    if (Option.isSome(e.pathSchema)) idPaths.push({ method: e.method, path: e.path, admin })
  }
})

/** `depth` levels of `[...]` (or `{"a":...}`) around `leaf`, built without recursion. */
const nested = (depth: number, leaf: unknown, kind: "array" | "object" = "array"): unknown => {
  let v = leaf
  for (let i = 0; i < depth; i++) v = kind === "array" ? [v] : { a: v }
  return v
}

/** Strings a database or a schema message builder may choke on. */
const hostileString = fc.oneof(
  fc.constantFrom("a\u0000b", "\u0000", "\ud800", "x\udc00y", "\udfff\ud800", "\ufeff", "%00", "\\u0000"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("x".repeat(70_000), "é".repeat(300_000))
)

/** Values of the wrong type or shape for any field. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "",
    {},
    [],
    [null],
    { "": 1 },
    { __proto__: 1 },
    nested(3000, 1),
    nested(3000, "x", "object"),
    nested(65, 1),
    Array.from({ length: 100_000 }, () => 1),
    Array.from({ length: 20_000 }, (_, i) => ({ i }))
  ),
  fc.jsonValue({ maxDepth: 3 })
)

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v)

/** Every path into a JSON value (the root excluded). */
const pathsOf = (v: unknown, at: ReadonlyArray<string | number> = []): Array<Array<string | number>> => {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...at, i], ...pathsOf(x, [...at, i])])
  if (isRecord(v)) return Object.entries(v).flatMap(([k, x]) => [[...at, k], ...pathsOf(x, [...at, k])])
  return []
}

/** A copy of `v` with `path` set to `value` (or removed when `value` is `remove`). */
const remove = Symbol("remove")
const setAt = (v: unknown, path: ReadonlyArray<string | number>, value: unknown): unknown => {
  if (path.length === 0) return value
  const [head, ...rest] = path
  if (Array.isArray(v)) {
    const copy = [...v]
    if (rest.length === 0 && value === remove) copy.splice(head as number, 1)
    else copy[head as number] = setAt(copy[head as number], rest, value)
    return copy
  }
  const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) }
  if (rest.length === 0 && value === remove) delete copy[head as string]
  else copy[head as string] = setAt(copy[head as string], rest, value)
  return copy
}

/** A body for `e`: valid, or a valid one mutated. */
const mutated = (e: BodyEndpoint) => {
  const valid = validOf.get(e.key)!
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    // An unknown field, at the top or anywhere inside.
    fc
      .tuple(valid, fc.nat(), fc.string({ minLength: 1, maxLength: 12 }), hostileValue)
      .map(([b, i, key, value]) => {
        const objects = [[], ...pathsOf(b)].filter((p) =>
          isRecord(p.reduce<any>((o, k) => o?.[k], b))
        ) as Array<Array<string | number>>
        const at = objects[i % objects.length] ?? []
        return setAt(b, [...at, `${key}_x`], value)
      }),
    // A field (or array item) replaced by a hostile value.
    fc.tuple(valid, fc.nat(), hostileValue).map(([b, i, value]) => {
      const paths = pathsOf(b)
      return paths.length === 0 ? value : setAt(b, paths[i % paths.length]!, value)
    }),
    // A field (or array item) dropped.
    fc.tuple(valid, fc.nat()).map(([b, i]) => {
      const paths = pathsOf(b)
      return paths.length === 0 ? b : setAt(b, paths[i % paths.length]!, remove)
    }),
    // The whole body replaced.
    hostileValue
  )
}

/** Raw bodies: not JSON, not UTF-8, nested past any stack, or oddly shaped. */
const rawBodies: ReadonlyArray<string | Uint8Array> = [
  "",
  " ",
  "{",
  "}",
  "[",
  "null",
  "1",
  '"x"',
  "[]",
  '{"a":}',
  "{'a':1}",
  "\u0000",
  "\ufeff{}",
  '{"a":1,"a":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "[".repeat(3000) + "]".repeat(3000),
  "[".repeat(3000),
  `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`,
  `{"prompt":${"[".repeat(5000)}${"]".repeat(5000)}}`,
  '{"name":"a\\u0000b"}',
  '{"prompt":"\\ud800"}',
  '{"persona":"\\udc00"}',
  "1e999999",
  '{"amount":1e999,"reason":"r"}',
  new Uint8Array([0xff, 0xfe, 0xfd]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]) // {"a":"<CESU surrogate>"}
]

const contentTypes: ReadonlyArray<string | undefined> = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/jsonx",
  "json",
  "",
  undefined
]

/** Ids for the GET polls and id-taking paths, as they go on the wire (percent-encoded or raw). */
const hostileId = fc.oneof(
  fc.constantFrom(
    "%00",
    "%ED%A0%80",
    "%ud800",
    "%",
    "%zz",
    "%E0%A4%A",
    "..",
    "%2e%2e",
    "%2F",
    "x".repeat(2048),
    "x".repeat(2049),
    "x".repeat(12_000),
    // (ids past Node's 16 KiB header limit: see the skipped known-defect test below)
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "%20",
    "null",
    "-1",
    "1e9"
  ),
  fc.uuid(),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).map((s) => {
    try {
      return encodeURIComponent(s)
    } catch {
      // A lone surrogate cannot be percent-encoded as UTF-8: send its CESU-8 bytes instead.
      return [...s].map((c) => `%${(c.charCodeAt(0) & 0xff).toString(16).padStart(2, "0")}`).join("")
    }
  }),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent)
)

interface Ctx {
  readonly url: string
  readonly admin: string
  readonly key: string
  readonly accountId: string
  /** Where the fuzzed credit grants go. */
  readonly creditsAccountId: string
}

/** What a rejected call must leave untouched. */
const snapshot = (c: Ctx) =>
  Effect.gen(function* () {
    const account = yield* call(c.url, "GET", `/v1/admin/accounts/${c.accountId}`, { token: c.admin })
    const usage = yield* call(c.url, "POST", "/v1/credits/projections/usage-summary", { token: c.key })
    assert.strictEqual(account.status, 200, JSON.stringify(account.body))
    assert.strictEqual(usage.status, 200, JSON.stringify(usage.body))
    return { balance: account.body.balance, provisioned: account.body.provisioned, usage: usage.body }
  })

/**
 * The server's last warnings and errors (its logs are otherwise dropped): a 5xx reports them,
 * so that a failure in CI says why (a 503 once did not: the driver's code was lost).
 */
const serverLog: Array<string> = []
const quietLogger = Logger.make(({ logLevel, message, cause }) => {
  if (logLevel._tag !== "Warning" && logLevel._tag !== "Error" && logLevel._tag !== "Fatal") return
  serverLog.push(
    `${logLevel.label} ${JSON.stringify(message)?.slice(0, 300)} ${Cause.pretty(cause).slice(0, 300)}`
  )
  if (serverLog.length > 5) serverLog.shift()
})

const describeCall = (what: string, r: Reply) =>
  `${what} -> ${r.status} ${JSON.stringify(r.body)?.slice(0, 400)}${r.status >= 500 ? `\nserver log: ${serverLog.join("\n")}` : ""}`

/**
 * Validation answers once echoed the offending value (a 2,049-character id, a whole blueprint:
 * messages of 2-16 KiB), reported blueprint locations as one string (`"fields[5]"`), and a bad
 * blueprint yielded hundreds of details (61 KB). Checked by the test below and, across the
 * whole fuzz run, with `FUZZ_STRICT_MESSAGES=1`.
 */
const strictMessages = process.env.FUZZ_STRICT_MESSAGES === "1"

/** Validation answers written for people: short, locations as arrays, values not echoed. */
const checkMessages = (what: string, r: Reply) => {
  const error = r.body.error
  const size = JSON.stringify(r.body).length
  assert.isBelow(size, 20_000, `answer of ${size} chars (${error.details?.length} details): ${what}`)
  assert.isBelow(error.message.length, 300, `message of ${error.message.length} chars: ${what}`)
  for (const d of error.details ?? []) {
    if (d.loc === undefined) continue
    assert.isArray(d.loc, `${what}: loc ${JSON.stringify(d.loc)}`)
    for (const x of d.loc) {
      assert.isFalse(typeof x === "string" && /\[\d+\]/.test(x), `${what}: loc ${JSON.stringify(d.loc)}`)
    }
    assert.isBelow(String(d.msg).length, 300, `${what}: msg ${String(d.msg).slice(0, 200)}`)
  }
}

/** The invariants every answer keeps. */
const checkReply = (what: string, r: Reply) => {
  assert.notStrictEqual(r.status, 500, describeCall(what, r))
  assert.isBelow(r.status, 500, describeCall(what, r))
  assert.match(r.headers.get("x-request-id") ?? "", /^[A-Za-z0-9._-]{1,128}$/, `request id: ${what}`)
  if (r.status >= 200 && r.status < 300) return
  assert.match(r.headers.get("content-type") ?? "", /^application\/json/, describeCall(what, r))
  const body = r.body
  assert.isTrue(isRecord(body), describeCall(what, r))
  assert.deepStrictEqual(Object.keys(body), ["error"], describeCall(what, r))
  assert.isString(body.error.code, describeCall(what, r))
  assert.isAbove(body.error.code.length, 0, describeCall(what, r))
  assert.isString(body.error.message, describeCall(what, r))
  assert.isAbove(body.error.message.length, 0, describeCall(what, r))
  if (body.error.details !== undefined) assert.isArray(body.error.details, describeCall(what, r))
  if (strictMessages) checkMessages(what, r)
}

/** The statuses seen, per test: the runs must reach both accepted and rejected answers. */
const seen: Array<{ readonly what: string; readonly status: number }> = []

/** Sends one request; checks the invariants, and that a rejected one charged nothing. */
const probe = (
  c: Ctx,
  what: string,
  method: string,
  path: string,
  init: { token?: string; body?: string | Uint8Array; headers?: Record<string, string> }
) =>
  Effect.gen(function* () {
    const before = yield* snapshot(c)
    const r = yield* Effect.promise(async (): Promise<Reply> => {
      const res = await fetch(c.url + path, {
        method,
        headers: {
          ...(init.token !== undefined ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers
        },
        ...(init.body !== undefined ? { body: init.body } : {})
      })
      const text = await res.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {}
      return { status: res.status, body, headers: res.headers }
    })
    checkReply(what, r)
    seen.push({ what: what.split(" ").slice(0, 2).join(" "), status: r.status })
    if (r.status < 200 || r.status >= 300) {
      const after = yield* snapshot(c)
      assert.deepStrictEqual(after, before, `charged for a rejected call: ${describeCall(what, r)}`)
    }
    return r
  })

const fill = (path: string, c: Ctx) => path.replace(/:[a-z_]+/g, c.accountId)
const tokenFor = (admin: boolean, c: Ctx) => (admin ? c.admin : c.key)

/** The fuzz account's turn-taking thread: most generated `thread_id`s are replaced by it. */
const THREAD = "6f1d2c3b-4a59-4e6d-8c7b-9a0b1c2d3e4f"

/**
 * A turn-taking body naming a thread: three in four (by its id's first character) name the open
 * thread, the rest an unknown one (404). With one in two, a run of record_event once drew no
 * accepted body at all (29 bodies, most also mutated), and the "accepted some" check failed.
 */
const withThread = (key: string, body: unknown): unknown =>
  key.startsWith("POST /v1/turn-taking/actions/") &&
  typeof body === "object" &&
  body !== null &&
  !Array.isArray(body) &&
  typeof (body as any).thread_id === "string" &&
  ((body as any).thread_id.charCodeAt(0) || 0) % 4 !== 0
    ? { ...body, thread_id: THREAD }
    : body

/**
 * Per endpoint, bodies sent before any random draw (fast-check's `examples`), so that the check
 * that every endpoint both accepted and refused some bodies never rests on how many draws the
 * time budget left it: three valid bodies drawn with a fixed seed (a turn-taking one on the open
 * thread) and one of the wrong shape. A CI run once ended with record_event having drawn no
 * accepted body at all.
 */
const seededExamples = (): Array<[string, unknown]> =>
  bodyEndpoints.flatMap(
    (e): Array<[string, unknown]> => [
      ...fc
        .sample(validOf.get(e.key)!, { seed: 7, numRuns: 3 })
        .map((b): [string, unknown] => [
          e.key,
          isRecord(b) && typeof b.thread_id === "string" ? { ...b, thread_id: THREAD } : b
        ]),
      [e.key, []]
    ]
  )

const context = Effect.gen(function* () {
  const s = yield* TestServer
  const { account_id, api_key } = yield* newAccount(s, "fuzz")
  yield* call(s.url, "POST", "/v1/turn-taking/actions/open_thread", {
    token: api_key,
    body: { thread_id: THREAD }
  })
  // Enough credits that valid calls keep running; rejected ones must still charge nothing.
  yield* grant(s, account_id, 1_000_000)
  const credits = yield* newAccount(s, "fuzz-credits")
  const c: Ctx = {
    url: s.url,
    admin: s.admin,
    key: api_key,
    accountId: account_id,
    creditsAccountId: credits.account_id
  }
  return c
})

/** Time budget of one property run (see `interruptAfterTimeLimit` below). */
const fuzzBudgetMs = 200_000

/** Runs a fast-check property (effect's own fast-check, the one `Arbitrary.make` builds on) whose body is an Effect, in the test's runtime. */
const property = <A>(
  arb: fc.Arbitrary<A>,
  numRuns: number,
  body: (a: A) => Effect.Effect<unknown>,
  examples: ReadonlyArray<A> = []
) =>
  Effect.flatMap(Effect.runtime<never>(), (rt) =>
    Effect.promise(() =>
      fc.assert(
        fc.asyncProperty(arb, async (a) => {
          await Runtime.runPromise(rt)(body(a))
        }),
        {
          numRuns,
          // Run first, before any random draw, whatever the time budget leaves.
          examples: examples.map((a) => [a] as [A]),
          // A few bodies take seconds (a maximal persona validate), and the runs' total has a heavy
          // tail with a random seed: past this budget the run stops, as passed, with the runs made
          // so far (said on stderr), well inside the test's 300 s limit, which guards a hang.
          interruptAfterTimeLimit: fuzzBudgetMs,
          endOnFailure: true,
          // Counterexamples hold megabytes of hostile data: report their beginning only.
          asyncReporter: async (out) => {
            if (out.interrupted && !out.failed)
              process.stderr.write(
                `fuzz: stopped at the ${fuzzBudgetMs / 1000} s budget after ${out.numRuns} of ${numRuns} runs (seed ${out.seed})\n`
              )
            if (out.failed) {
              const cause =
                out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance)
              throw new Error(
                `${cause}\nseed ${out.seed}, path ${out.counterexamplePath}; counterexample (start): ${JSON.stringify(out.counterexample)?.slice(0, 1500)}`
              )
            }
          }
        }
      )
    )
  )

for (const target of targets()) {
  describe(target.name, () => {
    layer(testServer(target.layer, { logger: quietLogger }), {
      excludeTestServices: true,
      timeout: 300_000
    })("fuzz", (it) => {
      it.effect(
        "schema-derived bodies, valid and mutated, on every endpoint that reads a body",
        () =>
          Effect.gen(function* () {
            const c = yield* context
            seen.length = 0
            assert.isAtLeast(bodyEndpoints.length, 8)
            yield* property(
              fc.oneof(...bodyEndpoints.map((e) => fc.tuple(fc.constant(e.key), mutated(e)))),
              25 * bodyEndpoints.length,
              ([key, body]) => {
                const e = bodyEndpoints.find((x) => x.key === key)!
                return Effect.gen(function* () {
                  // Grants go to an account of their own (no jobs, so no holds), kept at most 1e9
                  // before each, so that valid grants (up to 1e9) never reach the known balance
                  // overflow (skipped test below).
                  if (e.key.endsWith("/credits")) {
                    const r = yield* call(c.url, "GET", `/v1/admin/accounts/${c.creditsAccountId}`, {
                      token: c.admin
                    })
                    const balance = r.body.balance as number
                    if (balance > 1_000_000_000) {
                      // (one adjustment is at most 1e9 either way)
                      const debit = yield* grant(
                        c,
                        c.creditsAccountId,
                        -Math.min(1_000_000_000, balance - 1_000_000)
                      )
                      assert.strictEqual(debit.status, 200, JSON.stringify(debit.body))
                    }
                  }
                  return yield* probe(
                    c,
                    `${e.key} ${JSON.stringify(body).slice(0, 200)}`,
                    e.method,
                    e.key.endsWith("/credits")
                      ? e.path.replace(/:[a-z_]+/g, c.creditsAccountId)
                      : fill(e.path, c),
                    {
                      token: tokenFor(e.admin, c),
                      body: JSON.stringify(withThread(e.key, body)),
                      headers: { "content-type": "application/json" }
                    }
                  )
                })
              },
              seededExamples()
            )
            // Not vacuous: every endpoint both accepted some bodies and refused others.
            for (const e of bodyEndpoints) {
              const statuses = seen.filter((x) => x.what === e.key).map((x) => x.status)
              console.log(
                `${e.key}: ${statuses.filter((s) => s < 300).length} accepted, ${statuses.filter((s) => s >= 400).length} refused (${[...new Set(statuses)].sort().join(", ")})`
              )
              // (random prompts are rarely understood by the offline proposer: generate may refuse all;
              // a drawn run_id never names a prepared run: audit_launch and audit-run refuse all)
              if (
                e.key !== "POST /v1/personas/actions/generate" &&
                e.key !== "POST /v1/social-observability/actions/audit_launch" &&
                e.key !== "POST /v1/social-observability/projections/audit-run"
              ) {
                assert.isTrue(
                  statuses.some((s) => s < 300),
                  `${e.key} accepted nothing`
                )
              }
              assert.isTrue(
                statuses.some((s) => s >= 400),
                `${e.key} refused nothing`
              )
            }
          }),
        300_000
      )

      it.effect(
        "hostile raw bodies under every content type",
        () =>
          Effect.gen(function* () {
            const c = yield* context
            yield* property(
              fc.tuple(
                fc.constantFrom(...postEndpoints),
                fc.oneof(fc.constantFrom(...rawBodies), fc.string({ unit: "binary", maxLength: 60 })),
                fc.constantFrom(...contentTypes)
              ),
              20 * postEndpoints.length,
              ([e, body, contentType]) =>
                probe(
                  c,
                  `${e.key} ${contentType} ${typeof body === "string" ? JSON.stringify(body.slice(0, 80)) : `bytes ${[...body]}`}`,
                  e.method,
                  fill(e.path, c),
                  {
                    token: tokenFor(e.admin, c),
                    body,
                    headers: contentType === undefined ? {} : { "content-type": contentType }
                  }
                )
            )
            // Every raw body on every endpoint at least once, as JSON.
            for (const e of postEndpoints) {
              for (const body of rawBodies) {
                yield* probe(
                  c,
                  `${e.key} ${typeof body === "string" ? JSON.stringify(body.slice(0, 80)) : `bytes ${[...body]}`}`,
                  e.method,
                  fill(e.path, c),
                  { token: tokenFor(e.admin, c), body, headers: { "content-type": "application/json" } }
                )
              }
            }
          }),
        300_000
      )

      it.effect(
        "hostile ids on the GET polls and every path that takes an id",
        () =>
          Effect.gen(function* () {
            const c = yield* context
            assert.isAtLeast(idPaths.length, 5)
            yield* property(
              fc.tuple(fc.constantFrom(...idPaths), hostileId),
              30 * idPaths.length,
              ([p, id]) => {
                const path = p.path.replace(/:[a-z_]+/g, id)
                const body = p.method === "POST" ? "{}" : undefined
                return probe(c, `${p.method} ${path.slice(0, 200)}`, p.method, path, {
                  token: tokenFor(p.admin, c),
                  ...(body !== undefined ? { body, headers: { "content-type": "application/json" } } : {})
                })
              }
            )
          }),
        300_000
      )

      it.effect("hostile headers: tokens, request ids, methods", () =>
        Effect.gen(function* () {
          const c = yield* context
          yield* property(
            fc.tuple(
              fc.constantFrom(...bodyEndpoints),
              fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("", " ", "Bearer", "x".repeat(8000))),
              fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom("x".repeat(129), "a b", "../../etc"))
            ),
            60,
            ([e, token, requestId]) => {
              // Header values must be Latin-1 without control characters for fetch to send them.
              const safe = (s: string) => s.replace(/[^\x20-\x7e]/g, "?")
              return probe(
                c,
                `${e.key} token ${JSON.stringify(token.slice(0, 40))}`,
                e.method,
                fill(e.path, c),
                {
                  body: "{}",
                  headers: {
                    "content-type": "application/json",
                    authorization: safe(token),
                    "x-request-id": safe(requestId)
                  }
                }
              )
            }
          )
        })
      )

      // Each input below is one the fuzz found answered with an over-long or echoing message.
      it.effect("validation answers: short messages, array locations, no echoed values", () =>
        Effect.gen(function* () {
          const c = yield* context
          const cases: ReadonlyArray<readonly [string, string, string, unknown]> = [
            // 422 whose msg echoes the whole 2,048-character id
            ["GET", `/v1/personas/repositories/Population/by-id/${"x".repeat(2048)}`, c.key, undefined],
            // 422 "Expected The API key's or session's id., actual ..." (a description as message)
            ["DELETE", `/v1/admin/api-keys/${"x".repeat(2048)}`, c.admin, undefined],
            // 422 whose msg echoes the whole value: "Expected string, actual {...}"
            ["POST", "/v1/admin/accounts", c.admin, { name: { deep: { a: [1, 2, 3], b: "x".repeat(400) } } }],
            // 422 with loc ["body","blueprint","fields[0]","parents[0]"]: strings, not indexes
            [
              "POST",
              "/v1/personas/actions/validate",
              c.key,
              {
                personas: [{ persona_id: "p", fields: { role: "n" }, system_prompt: "s", markdown: "m" }],
                blueprint: {
                  domain: "d",
                  order: ["a"],
                  fields: [
                    {
                      name: "a",
                      kind: "categorical",
                      description: "",
                      parents: ["zz"],
                      categorical: { weights: { x: -1 } }
                    }
                  ]
                }
              }
            ]
          ]
          for (const [method, path, token, body] of cases) {
            const r = yield* probe(c, `${method} ${path.slice(0, 80)}`, method, path, {
              token,
              ...(body !== undefined
                ? { body: JSON.stringify(body), headers: { "content-type": "application/json" } }
                : {})
            })
            assert.isAtLeast(r.status, 400)
            checkMessages(`${method} ${path.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 100)}`, r)
          }
        })
      )

      // An id one character past the router's 2,048-character parameter limit no longer matched
      // its route and was answered 405 "Method GET is not allowed on ...; use GET.", a
      // contradiction; it is the 422 a 2,048-character id gets.
      it.effect("an id past the router's parameter limit is 422, not a contradictory 405", () =>
        Effect.gen(function* () {
          const c = yield* context
          for (const [method, path, token] of [
            ["GET", `/v1/personas/repositories/Population/by-id/${"x".repeat(2049)}`, c.key],
            ["GET", `/v1/admin/accounts/${"x".repeat(2049)}`, c.admin],
            ["DELETE", `/v1/admin/api-keys/${"x".repeat(2049)}`, c.admin]
          ] as const) {
            const r = yield* probe(c, `${method} ${path.slice(0, 60)}`, method, path, { token })
            assert.strictEqual(r.status, 422, describeCall(`${method} ${path.slice(0, 60)}`, r))
          }
        })
      )

      // Found by the fuzz (`{"amount":999999996,"reason":","}` after earlier grants): grants
      // that took a balance past 2^31 - 1 were answered 500. Now a 422 naming the limit, with
      // the balance unchanged.
      it.effect("a grant past the largest balance is refused in the envelope, not 500", () =>
        Effect.gen(function* () {
          const c = yield* context
          for (let i = 0; i < 3; i++) {
            yield* probe(c, `grant ${i + 1} x 1e9`, "POST", `/v1/admin/accounts/${c.accountId}/credits`, {
              token: c.admin,
              body: JSON.stringify({ amount: 1_000_000_000, reason: "overflow" }),
              headers: { "content-type": "application/json" }
            })
          }
        })
      )

      // Found by the fuzz: a request Node's parser refuses (request line + headers over 16 KiB:
      // a 60,000-character path, or a 20 KiB header) was answered without an `x-request-id`.
      it.effect("very long paths and headers: the envelope, with a request id", () =>
        Effect.gen(function* () {
          const c = yield* context
          for (const [what, path, headers] of [
            ["60,000-character path", `/v1/${"a".repeat(60_000)}`, {}],
            [
              "60,000-character poll id",
              `/v1/personas/repositories/Population/by-id/${"a".repeat(60_000)}`,
              {}
            ],
            ["20 KiB header", "/v1/turn-taking/actions/whoami", { "x-big": "b".repeat(20_000) }]
          ] as const) {
            const r = yield* probe(c, what, "POST", path, {
              token: c.key,
              body: "{}",
              headers: { "content-type": "application/json", ...headers }
            })
            assert.strictEqual(r.status, 431, describeCall(what, r))
          }
        })
      )

      it.effect("very long paths and headers: the envelope, never Node's bare answer", () =>
        Effect.gen(function* () {
          const c = yield* context
          for (const [what, path, headers] of [
            ["60,000-character path", `/v1/${"a".repeat(60_000)}`, {}],
            ["20 KiB header", "/v1/turn-taking/actions/whoami", { "x-big": "b".repeat(20_000) }],
            ["8 KiB path", `/v1/${"a".repeat(8_000)}`, {}],
            [
              "many headers",
              "/v1/turn-taking/actions/whoami",
              Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`x-h${i}`, "v"]))
            ]
          ] as const) {
            const r = yield* call(c.url, "POST", path, { token: c.key, body: {}, headers })
            assert.notStrictEqual(r.status, 500, describeCall(what, r))
            if (r.status >= 300) {
              assert.deepStrictEqual(Object.keys(r.body), ["error"], describeCall(what, r))
              assert.isString(r.body.error.code)
              assert.isString(r.body.error.message)
            }
          }
        })
      )
    })
  })
}
