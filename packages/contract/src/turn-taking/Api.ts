/**
 * The turn-taking group: so far only the event socket (spec 6), which authenticates through
 * the same bearer middleware as every other endpoint. The socket route is a stub: it accepts
 * the upgrade, sends one `turn_taking.ready` event and keeps the connection until the client
 * closes it; the turn-taking component builds its per-thread delivery on it.
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import * as Errors from "../Errors.js"
import { TurnTakingAuth } from "../Security.js"

/** The `turn-taking` group of the API: its endpoints and exactly the errors each can answer. */
export class TurnTakingApi extends HttpApiGroup.make("turnTaking")
  .add(
    HttpApiEndpoint.get("socket", "/v1/turn-taking/socket")
      .addSuccess(
        HttpApiSchema.Empty(101).annotations({ description: "Switching Protocols: the WebSocket is open." })
      )
      .addError(Errors.UpgradeRequiredWire)
      .annotate(OpenApi.Summary, "Event socket (WebSocket upgrade; spec 6)")
      .annotate(
        OpenApi.Description,
        'Open with a WebSocket client and `Authorization: Bearer <token>`. The first message is `{type: "turn_taking.ready", data: {user_id}}`.'
      )
  )
  .middleware(TurnTakingAuth)
  .annotate(OpenApi.Title, "turn-taking")
  .annotate(OpenApi.Description, "Turn-taking: the event socket.") {}
