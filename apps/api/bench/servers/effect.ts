/** Baseline 2: a minimal `@effect/platform` router answering whoami's JSON (no auth). */
import { createServer } from "node:http"
import { HttpRouter, HttpServer, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"

const router = HttpRouter.empty.pipe(
  HttpRouter.post(
    "/v1/turn-taking/actions/whoami",
    Effect.succeed(HttpServerResponse.unsafeJson({ user_id: "00000000-0000-4000-8000-000000000000" }))
  )
)

const main = HttpServer.serve(router).pipe(
  Layer.provide(
    NodeHttpServer.layer(() => createServer(), { port: Number(process.env.PORT), host: "127.0.0.1" })
  ),
  Layer.tap(() => Effect.sync(() => console.log("ready")))
)

NodeRuntime.runMain(Layer.launch(main))
