// Typechecked against the shipped declarations of @cis/client (not run).
import { Client } from "@cis/client"
import { Effect } from "effect"

const userId = Effect.gen(function* () {
  const client = yield* Client.make({ baseUrl: "http://127.0.0.1:8080", token: "ak_x" })
  const me = yield* client.platform.whoami()
  const id: string = me.user_id
  // @ts-expect-error whoami answers no such field
  me.balance
  return id
})
export const out = userId
