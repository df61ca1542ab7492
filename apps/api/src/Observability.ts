/**
 * Observability of the process: JSON log lines (each request's carry its `request_id`), an
 * access log line per request, request count and latency per endpoint as Effect metrics, and
 * an OpenTelemetry exporter (traces, metrics, logs over OTLP/HTTP JSON) switched on by the
 * standard `OTEL_EXPORTER_OTLP_ENDPOINT` variable (`OTEL_SERVICE_NAME` names the service,
 * default `cis-api`).
 */
import { Otlp } from "@effect/opentelemetry"
import { FetchHttpClient } from "@effect/platform"
import { Config, Effect, Layer, Logger, Metric, MetricBoundaries, Option } from "effect"

/** The exporter's configuration: off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set. */
export const ObservabilityConfig = Config.all({
  otlpEndpoint: Config.option(Config.url("OTEL_EXPORTER_OTLP_ENDPOINT")).pipe(
    Config.map(Option.map((u) => u.toString().replace(/\/+$/, "")))
  ),
  serviceName: Config.string("OTEL_SERVICE_NAME").pipe(Config.withDefault("cis-api"))
})

/** Requests answered, by endpoint (`METHOD /route/:param`) and status. */
export const requests = Metric.counter("http_server_requests", {
  description: "HTTP requests answered, by endpoint and status",
  incremental: true
})

/** Time to answer, in milliseconds, by endpoint. */
export const latency = Metric.histogram(
  "http_server_request_duration_ms",
  MetricBoundaries.exponential({ start: 0.5, factor: 2, count: 16 }),
  "Time to answer an HTTP request, in milliseconds, by endpoint"
)

/**
 * JSON logs, and the OTLP exporter when configured. Provided once, at the top of the process
 * (`App.MainLive`).
 */
export const layer = Layer.unwrapEffect(
  Effect.map(ObservabilityConfig, (config) =>
    Option.match(config.otlpEndpoint, {
      onNone: () => Logger.json,
      onSome: (baseUrl) =>
        Layer.mergeAll(
          Logger.json,
          Otlp.layerJson({ baseUrl, resource: { serviceName: config.serviceName } }).pipe(
            Layer.provide(FetchHttpClient.layer)
          )
        )
    })
  )
)
