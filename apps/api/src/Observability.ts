/**
 * The HTTP edge's metrics: request count and latency per endpoint. Logs (JSON lines carrying
 * the request id) and the OpenTelemetry exporter (`OTEL_EXPORTER_OTLP_ENDPOINT`) are the
 * process's `Telemetry` layer from `@cis/services`, provided once in `App.MainLive`.
 *
 * Each (endpoint, status) pair gets its fully tagged metric key once, and requests update it
 * directly: `Metric.tagged` would rebuild and hash the tagged key on every update, which cost
 * about a tenth of a `whoami` request (docs/benchmarks.md).
 */
import { Metric, MetricBoundaries, MetricKey } from "effect"

const requestsKey = MetricKey.counter("http_server_requests", {
  description: "HTTP requests answered, by endpoint and status",
  incremental: true
})

const latencyKey = MetricKey.histogram(
  "http_server_request_duration_ms",
  MetricBoundaries.exponential({ start: 0.5, factor: 2, count: 16 }),
  "Time to answer an HTTP request, in milliseconds, by endpoint"
)

/** Requests answered, by endpoint (`METHOD /route/:param`) and status. */
export const requests = Metric.fromMetricKey(requestsKey)

/** Time to answer, in milliseconds, by endpoint. */
export const latency = Metric.fromMetricKey(latencyKey)

const counters = new Map<string, Metric.Metric.Counter<number>>()
const histograms = new Map<string, Metric.Metric.Histogram<number>>()

/** Counts one answered request and its latency (synchronous: no fiber work per request). */
export const record = (endpoint: string, status: number, ms: number): void => {
  const key = `${endpoint} ${status}`
  let counter = counters.get(key)
  if (counter === undefined) {
    counter = Metric.fromMetricKey(
      requestsKey.pipe(MetricKey.tagged("endpoint", endpoint), MetricKey.tagged("status", String(status)))
    )
    counters.set(key, counter)
  }
  let histogram = histograms.get(endpoint)
  if (histogram === undefined) {
    histogram = Metric.fromMetricKey(latencyKey.pipe(MetricKey.tagged("endpoint", endpoint)))
    histograms.set(endpoint, histogram)
  }
  counter.unsafeUpdate(1, [])
  histogram.unsafeUpdate(ms, [])
}
