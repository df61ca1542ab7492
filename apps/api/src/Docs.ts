/**
 * `/openapi.json` and the `/docs` reference page. The page is rendered on the server from
 * the OpenAPI document, self-contained (no scripts, no CDN), so it works offline.
 */
import type { OpenApi } from "@effect/platform"

const esc = (s: unknown): string =>
  String(s ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")

const schemaHtml = (schema: unknown): string =>
  schema === undefined ? "" : `<pre>${esc(JSON.stringify(schema, null, 2))}</pre>`

/** Renders the reference page of an OpenAPI document. */
export const renderDocs = (spec: OpenApi.OpenAPISpec): string => {
  const ops: Array<string> = []
  const toc: Array<string> = []
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, any>)) {
      if (typeof op !== "object" || op === null || op.responses === undefined) continue
      const anchor = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-")
      toc.push(
        `<li><a href="#${anchor}"><code>${esc(method.toUpperCase())} ${esc(path)}</code></a> ${esc(op.summary)}</li>`
      )
      const responses = Object.entries(op.responses as Record<string, any>)
        .map(
          ([status, r]) =>
            `<li><b>${esc(status)}</b> ${esc(r.description)}${status.startsWith("2") ? schemaHtml(r.content?.["application/json"]?.schema) : ""}</li>`
        )
        .join("")
      const body = op.requestBody?.content?.["application/json"]?.schema
      const auth = op.security && op.security.length > 0 ? "Bearer token" : "none"
      ops.push(`<section id="${anchor}">
<h3><code>${esc(method.toUpperCase())} ${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>${op.description ? `<p>${esc(op.description)}</p>` : ""}
<p>Authentication: ${auth}</p>
${body ? `<h4>Request body</h4>${schemaHtml(body)}` : ""}
<h4>Responses</h4><ul>${responses}</ul>
</section>`)
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(spec.info.title)} API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.45}
pre{background:#f5f5f5;padding:.6rem;overflow:auto;font-size:.8rem}section{border-top:1px solid #ddd;margin-top:1.5rem}
code{font-size:.95em}</style></head>
<body><h1>${esc(spec.info.title)} <small>v${esc(spec.info.version)}</small></h1>
<p>${esc(spec.info.description)}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a>. Errors use <code>{"error": {"code", "message", "details"?}}</code>.</p>
<h2>Endpoints</h2><ul>${toc.join("")}</ul>
${ops.join("\n")}
<h2>Schemas</h2>${schemaHtml(spec.components.schemas)}
</body></html>`
}
