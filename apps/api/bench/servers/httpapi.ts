/**
 * Baseline 3: a minimal `@effect/platform` `HttpApi` with whoami's endpoint (no auth, no edge).
 * Like whoami it declares no payload (the request body is not read); until session 6 it
 * declared an empty-object payload, whose body reading and decoding made it about 0.58 of the
 * router where the same endpoint without one is about 0.83.
 */
import { createServer } from "node:http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"

const Api = HttpApi.make("bench").add(
  HttpApiGroup.make("tt").add(
    HttpApiEndpoint.post("whoami", "/v1/turn-taking/actions/whoami").addSuccess(
      Schema.Struct({ user_id: Schema.String })
    )
  )
)

const Group = HttpApiBuilder.group(Api, "tt", (h) =>
  h.handle("whoami", () => Effect.succeed({ user_id: "00000000-0000-4000-8000-000000000000" }))
)

const main = HttpApiBuilder.serve().pipe(
  Layer.provide(HttpApiBuilder.api(Api).pipe(Layer.provide(Group))),
  Layer.provide(
    NodeHttpServer.layer(() => createServer(), { port: Number(process.env.PORT), host: "127.0.0.1" })
  ),
  Layer.tap(() => Effect.sync(() => console.log("ready")))
)

NodeRuntime.runMain(Layer.launch(main))
