/**
 * The OpenTelemetry exporter is off by default and switched on by
 * `OTEL_EXPORTER_OTLP_ENDPOINT`: spans and logs reach an OTLP/HTTP collector.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Telemetry } from "@cis/services"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"

const collector = Effect.acquireRelease(
  Effect.promise(async () => {
    const paths: Array<string> = []
    const server = createServer((req, res) => {
      req.resume()
      req.on("end", () => {
        paths.push(req.url ?? "")
        res.writeHead(200, { "content-type": "application/json" })
        res.end("{}")
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return { paths, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }),
  ({ server }) => Effect.promise(() => new Promise<void>((resolve) => server.close(() => resolve())))
)

const withEnv = (env: Record<string, string>) =>
  Layer.setConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))

describe("OTLP exporter", () => {
  it.live("exports spans and logs to OTEL_EXPORTER_OTLP_ENDPOINT when it is set", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const c = yield* collector
        yield* Effect.scoped(
          Layer.build(
            Telemetry.layer("cis-api").pipe(Layer.provide(withEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: c.url })))
          ).pipe(
            Effect.flatMap((context) =>
              Effect.logInfo("hello").pipe(Effect.withSpan("test-span"), Effect.provide(context))
            )
          )
        )
        // Closing the layer's scope flushes the exporters.
        assert.include(c.paths, "/v1/traces")
        assert.include(c.paths, "/v1/logs")
      })
    )
  )

  it.live("exports nothing when it is not set", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const c = yield* collector
        yield* Effect.scoped(
          Layer.build(Telemetry.layer("cis-api").pipe(Layer.provide(withEnv({})))).pipe(
            Effect.flatMap((context) =>
              Effect.logInfo("hello").pipe(Effect.withSpan("test-span"), Effect.provide(context))
            )
          )
        )
        assert.deepStrictEqual(c.paths, [])
      })
    )
  )
})
