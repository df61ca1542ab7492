/**
 * Logs and traces of a process, provided once by each app (`apps/api`, `apps/worker`):
 * - logs as one JSON object per line on stdout (`CIS_LOG_FORMAT=json`, the default) or
 *   Effect's human-readable format (`pretty`);
 * - when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (e.g. `http://127.0.0.1:4318`), spans (every
 *   service method is one, `Component.method`), logs and metrics exported over OTLP/HTTP
 *   (JSON) by `@effect/opentelemetry`, under the service name `OTEL_SERVICE_NAME`.
 */
import { Otlp } from "@effect/opentelemetry"
import { FetchHttpClient } from "@effect/platform"
import { Config, Effect, Inspectable, Layer, Logger, Option } from "effect"

/** `OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_SERVICE_NAME`, `CIS_LOG_FORMAT` (`json` | `pretty`). */
export const TelemetryConfig = Config.all({
  otlpEndpoint: Config.option(
    Config.string("OTEL_EXPORTER_OTLP_ENDPOINT").pipe(
      Config.validate({
        message: "OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL",
        validation: (s) => /^https?:\/\/\S+$/.test(s)
      })
    )
  ).pipe(Config.map(Option.filter((s) => s.trim() !== ""))),
  serviceName: Config.option(Config.string("OTEL_SERVICE_NAME")),
  logFormat: Config.literal("json", "pretty")("CIS_LOG_FORMAT").pipe(Config.withDefault("json" as const))
})

/**
 * Lines waiting to be written: a busy server logs a line per request, and one `console.log`
 * per line (a synchronous write each) cost about a seventh of a `whoami` request. Lines are
 * written together once the current turn of the event loop ends (`setImmediate`), and at
 * process exit, so nothing logged is lost and the order stays.
 */
const pending: Array<string> = []
let flushScheduled = false
const flush = () => {
  flushScheduled = false
  if (pending.length === 0) return
  const text = pending.join("\n")
  pending.length = 0
  globalThis.console.log(text)
}
let exitHooked = false

/** Queues one line of text for the next batch. */
const push = (line: string): void => {
  pending.push(line)
  if (!flushScheduled) {
    flushScheduled = true
    setImmediate(flush)
  }
  if (!exitHooked) {
    exitHooked = true
    process.once("exit", flush)
  }
}

/** Effect's JSON log line (`Logger.jsonLogger`'s format), written in batches. */
export const jsonLogger = Logger.map(Logger.structuredLogger, (entry) => {
  push(Inspectable.stringifyCircular(entry))
})

/**
 * Writes the line {@link jsonLogger} writes for an `Info` message with flat `annotations`, no
 * spans and no cause, built directly (about a twentieth of a `whoami` request less than
 * through the logger, whose generic path walks every value): for the access log. `fiberId` as
 * `FiberId.threadName` prints it.
 */
export const writeInfoLine = (
  message: string,
  annotations: Readonly<Record<string, string | number>>,
  fiberId: string,
  date: Date
): void =>
  push(
    JSON.stringify({
      message,
      logLevel: "INFO",
      timestamp: date.toISOString(),
      annotations,
      spans: {},
      fiberId
    })
  )

/** OTLP/HTTP export of spans, logs and metrics to `baseUrl`. */
export const layerOtlp = (baseUrl: string, serviceName: string): Layer.Layer<never> =>
  Otlp.layerJson({ baseUrl, resource: { serviceName }, shutdownTimeout: "3 seconds" }).pipe(
    Layer.provide(FetchHttpClient.layer)
  )

/** The process's logger and, when configured, the OTLP exporter. */
export const layer = (defaultServiceName: string) =>
  Layer.unwrapEffect(
    Effect.map(TelemetryConfig, (c) =>
      Layer.mergeAll(
        c.logFormat === "json" ? Logger.replace(Logger.defaultLogger, jsonLogger) : Logger.pretty,
        Option.match(c.otlpEndpoint, {
          onNone: () => Layer.empty,
          onSome: (url) =>
            layerOtlp(
              url,
              Option.getOrElse(c.serviceName, () => defaultServiceName)
            )
        })
      )
    )
  )
