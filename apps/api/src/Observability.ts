/**
 * The HTTP edge's metrics: request count and latency per endpoint. Logs (JSON lines carrying
 * the request id) and the OpenTelemetry exporter (`OTEL_EXPORTER_OTLP_ENDPOINT`) are the
 * process's `Telemetry` layer from `@cis/services`, provided once in `App.MainLive`.
 */
import { Metric, MetricBoundaries } from "effect"

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
