/**
 * The persona of spec 2.2, as an effect Schema so that an HTTP layer can decode `validate`
 * requests with it.
 */
import { Schema } from "effect"

/**
 * One persona (spec 2.2): `persona_id`, a flat map `fields` of field name to string value
 * (numbers are strings too), `system_prompt` and `markdown`. Decoding checks shapes only;
 * content is judged by the gates.
 */
export const Persona = Schema.Struct({
  persona_id: Schema.String,
  fields: Schema.Record({ key: Schema.String, value: Schema.String }),
  system_prompt: Schema.String,
  markdown: Schema.String
})

/** A decoded persona (spec 2.2). */
export interface Persona extends Schema.Schema.Type<typeof Persona> {}

/** The input accepted by every gate: a decoded persona. */
export type PersonaInput = Persona
