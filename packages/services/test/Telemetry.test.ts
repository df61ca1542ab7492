/**
 * The OTLP exporter against a fake collector on loopback: service-method spans arrive under
 * their `Component.method` names when the layer closes (flush on shutdown).
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import {
  Cause,
  ConfigProvider,
  Effect,
  FiberId,
  FiberRefs,
  HashMap,
  Layer,
  List,
  LogLevel,
  Option
} from "effect"
import * as fc from "fast-check"
import { Telemetry } from "../src/index.js"

const collector = Effect.acquireRelease(
  Effect.promise(async () => {
    const received: Array<{ path: string; body: any }> = []
    const server = createServer((req, res) => {
      let body = ""
      req.on("data", (c) => (body += c))
      req.on("end", () => {
        received.push({ path: req.url ?? "", body: body === "" ? null : JSON.parse(body) })
        res.writeHead(200, { "content-type": "application/json" })
        res.end("{}")
      })
    })
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
    return { server, received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }),
  ({ server }) =>
    Effect.promise(
      () =>
        new Promise<void>((r) => {
          server.closeAllConnections()
          server.close(() => r())
        })
    )
)

const work = Effect.fn("Billing.hold")(function* (n: number) {
  yield* Effect.logInfo("holding", { n })
  return n + 1
})

describe("Telemetry", () => {
  it.live("exports service spans over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set", () =>
    Effect.gen(function* () {
      const c = yield* collector
      const provider = ConfigProvider.fromMap(new Map([["OTEL_EXPORTER_OTLP_ENDPOINT", c.url]]))
      yield* Effect.scoped(
        Layer.build(Telemetry.layer("cis-test")).pipe(
          Effect.flatMap((ctx) => Effect.provide(work(1), ctx)),
          Effect.withConfigProvider(provider)
        )
      )
      const traces = c.received.filter((r) => r.path === "/v1/traces")
      assert.isAbove(traces.length, 0, "spans exported on shutdown")
      const spans = traces.flatMap((t) =>
        t.body.resourceSpans.flatMap((rs: any) => rs.scopeSpans.flatMap((ss: any) => ss.spans))
      )
      assert.include(
        spans.map((s: any) => s.name),
        "Billing.hold"
      )
      const resource = traces[0]!.body.resourceSpans[0].resource.attributes
      assert.deepInclude(resource, { key: "service.name", value: { stringValue: "cis-test" } })
    }).pipe(Effect.scoped)
  )

  it.effect("reads its configuration: no endpoint means no exporter, bad values are refused", () =>
    Effect.gen(function* () {
      const none = yield* Effect.withConfigProvider(
        Telemetry.TelemetryConfig,
        ConfigProvider.fromMap(new Map())
      )
      assert.isTrue(Option.isNone(none.otlpEndpoint))
      assert.strictEqual(none.logFormat, "json")
      const bad = yield* Effect.flip(
        Effect.withConfigProvider(
          Telemetry.TelemetryConfig,
          ConfigProvider.fromMap(new Map([["OTEL_EXPORTER_OTLP_ENDPOINT", "not a url"]]))
        )
      )
      assert.include(String(bad), "OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL")
    })
  )
})

describe("Telemetry.writeInfoLine", () => {
  it("writes the line the JSON logger writes for the same entry (keys in insertion order)", async () => {
    const written: Array<string> = []
    const log = globalThis.console.log
    globalThis.console.log = (text: string) => written.push(...String(text).split("\n"))
    try {
      const date = new Date(Date.UTC(2026, 10, 26, 23, 59, 1, 234))
      const fiberId = FiberId.make(17, 0)
      const samples = fc.sample(
        fc.tuple(
          fc.string(),
          fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true })))
        ),
        { numRuns: 200, seed: 7 }
      )
      for (const [message, annotations] of samples) {
        Telemetry.jsonLogger.log({
          fiberId,
          logLevel: LogLevel.Info,
          message,
          cause: Cause.empty,
          context: FiberRefs.empty(),
          spans: List.empty(),
          annotations: HashMap.fromIterable(Object.entries(annotations)),
          date
        })
        Telemetry.writeInfoLine(message, annotations, FiberId.threadName(fiberId), date)
      }
      await new Promise((r) => setImmediate(r))
      assert.strictEqual(written.length, 2 * samples.length)
      for (let i = 0; i < samples.length; i++) {
        // the logger's annotations come out in its hash map's order: same object, other order
        assert.deepStrictEqual(JSON.parse(written[2 * i + 1]!), JSON.parse(written[2 * i]!))
        assert.strictEqual(
          Object.keys(JSON.parse(written[2 * i + 1]!)).join(),
          Object.keys(JSON.parse(written[2 * i]!)).join()
        )
      }
    } finally {
      globalThis.console.log = log
    }
  })
})
