/** Baseline 3: a minimal `@effect/platform` `HttpApi` with whoami's endpoint (no auth, no edge). */
import { createServer } from "node:http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"

const Api = HttpApi.make("bench").add(
  HttpApiGroup.make("tt").add(
    HttpApiEndpoint.post("whoami", "/v1/turn-taking/actions/whoami")
      .setPayload(Schema.Struct({}))
      .addSuccess(Schema.Struct({ user_id: Schema.String }))
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
