/**
 * The OTLP exporter against a fake collector on loopback: service-method spans arrive under
 * their `Component.method` names when the layer closes (flush on shutdown).
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer, Option } from "effect"
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
