/** Logs and traces: the JSON logger and the OpenTelemetry (OTLP) exporter. */
export * as Telemetry from "./Telemetry.js"
