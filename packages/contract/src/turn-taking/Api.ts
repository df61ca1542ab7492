/**
 * The turn-taking groups (spec 4.15-4.18, 6).
 *
 * - `turnTaking` (bearer, scope `turn-taking`): open_thread, submit_messages, respond,
 *   record_event, and the account event socket stub (`GET /v1/turn-taking/socket`, which sends
 *   one `turn_taking.ready` event).
 * - `turnTakingSocket` (no bearer: the grant in the URL authenticates, spec 5.8): the thread's
 *   event socket, `GET /v1/turn-taking/threads/{thread_id}/socket?grant=...[&after=N]`, the
 *   `realtime.connect_url` of open_thread.
 */
import {
  HttpApiEndpoint,
  HttpApiGroup,
  HttpApiMiddleware,
  HttpApiSchema,
  HttpApiSecurity,
  OpenApi
} from "@effect/platform"
import { Context, type Redacted } from "effect"
import * as Errors from "../Errors.js"
import { TurnTakingAuth } from "../Security.js"
import * as S from "./Schemas.js"

/** The `turn-taking` group of the API: its endpoints and exactly the errors each can answer. */
export class TurnTakingApi extends HttpApiGroup.make("turnTaking")
  .add(
    HttpApiEndpoint.get("socket", "/v1/turn-taking/socket")
      .addSuccess(
        HttpApiSchema.Empty(101).annotations({ description: "Switching Protocols: the WebSocket is open." })
      )
      .addError(Errors.UpgradeRequiredWire)
      .annotate(OpenApi.Summary, "Account socket (WebSocket upgrade): a `turn_taking.ready` greeting only")
      .annotate(
        OpenApi.Description,
        'Open with a WebSocket client and `Authorization: Bearer <token>`. The first message is `{type: "turn_taking.ready", data: {user_id}}`. A thread\'s events come on its own socket, `realtime.connect_url` of open_thread.'
      )
  )
  .add(
    HttpApiEndpoint.post("openThread", "/v1/turn-taking/actions/open_thread")
      .setPayload(S.OpenThreadRequest)
      .addSuccess(S.OpenThreadResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.IdempotencyConflictWire)
      .annotate(OpenApi.Summary, "Open a thread, or re-open one with a fresh socket URL (4.15). Not billed.")
  )
  .add(
    HttpApiEndpoint.post("submitMessages", "/v1/turn-taking/actions/submit_messages")
      .setPayload(S.SubmitMessagesRequest)
      .addSuccess(S.SubmitMessagesResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.NotFoundWire)
      .addError(Errors.CreditsExhaustedWire)
      .annotate(
        OpenApi.Summary,
        "Submit an inbound batch: speak or stay silent, the new turn_epoch, tags (4.16). Billed."
      )
  )
  .add(
    HttpApiEndpoint.post("respond", "/v1/turn-taking/actions/respond")
      .setPayload(S.RespondRequest)
      .addSuccess(S.RespondResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.IdempotencyConflictWire)
      .addError(Errors.NotFoundWire)
      .addError(Errors.CreditsExhaustedWire)
      .annotate(
        OpenApi.Summary,
        "Pace a drafted reply into 1-5 scheduled messages (4.17). Billed unless superseded (stale turn_epoch: nothing scheduled)."
      )
  )
  .add(
    HttpApiEndpoint.post("recordEvent", "/v1/turn-taking/actions/record_event")
      .setPayload(S.RecordEventRequest)
      .addSuccess(S.RecordEventResponse)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.InputRejectedWire)
      .addError(Errors.UnsupportedMediaTypeWire)
      .addError(Errors.NotFoundWire)
      .annotate(
        OpenApi.Summary,
        "Record a typing or edit event; feeds behavioural signals (4.18). Not billed."
      )
  )
  .middleware(TurnTakingAuth)
  .annotate(OpenApi.Title, "turn-taking")
  .annotate(OpenApi.Description, "Turn-taking: threads, the speak decision, paced replies.") {}

/** The grant of a thread socket's URL, as the client sent it (checked by the handler against the thread). */
export class SocketGrant extends Context.Tag("@cis/contract/TurnTaking/SocketGrant")<
  SocketGrant,
  Redacted.Redacted<string>
>() {}

/**
 * The thread socket's credential: the `grant` query parameter of `realtime.connect_url`
 * (spec 5.8: opened exactly as given; a browser cannot add an `Authorization` header to a
 * WebSocket). The middleware only reads it; the handler checks it against the thread (401).
 */
export class GrantAuth extends HttpApiMiddleware.Tag<GrantAuth>()("@cis/contract/Auth/turn-taking-grant", {
  provides: SocketGrant,
  security: {
    grant: HttpApiSecurity.apiKey({ key: "grant", in: "query" }).pipe(
      HttpApiSecurity.annotate(
        OpenApi.Description,
        "The short-lived grant in `realtime.connect_url` (open_thread): bound to the account and the thread, valid until `expires_at`."
      )
    )
  }
}) {}

/** The thread socket: authenticated by the grant of its URL, not by a bearer token. */
export class TurnTakingSocketApi extends HttpApiGroup.make("turnTakingSocket")
  .add(
    HttpApiEndpoint.get("threadSocket", "/v1/turn-taking/threads/:thread_id/socket")
      .setPath(S.SocketPath)
      .setUrlParams(S.SocketQuery)
      .addSuccess(
        HttpApiSchema.Empty(101).annotations({ description: "Switching Protocols: the WebSocket is open." })
      )
      .addError(Errors.AuthenticationFailedWire)
      .addError(Errors.ValidationErrorWire)
      .addError(Errors.UpgradeRequiredWire)
      .addError(Errors.DatabaseUnavailableWire)
      .annotate(OpenApi.Summary, "A thread's event socket (spec 6): `realtime.connect_url`, opened as given")
      .annotate(
        OpenApi.Description,
        "Events `{type, channel, seq, data}`: `turn_taking.message` (`id`, `position`, `content`, `deliver_at`), `turn_taking.typing` (`typing`: true when a message's typing starts, false after a reply's last message or a cancellation), `turn_taking.signal` (`tags`, `sender`). `seq` numbers the thread's events from 1 without gaps. The socket first replays every event after the grant's start (the thread's last event when the URL was issued) or after `after`, from the database, then streams live ones; after a drop, get a fresh URL from open_thread and append `&after=<last seq seen>`: nothing is lost or sent twice. An expired, forged or other thread's grant is 401."
      )
  )
  .middleware(GrantAuth)
  .annotate(OpenApi.Title, "turn-taking socket")
  .annotate(OpenApi.Description, "A thread's event socket, authenticated by its grant.") {}
