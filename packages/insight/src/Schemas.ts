/**
 * `effect/Schema` descriptions of everything the engine returns: the reception report of spec
 * 2.8, the extracted profile of 2.7 (with the inner entry shapes the spec leaves open) and the
 * foresee response of 2.10 / 4.13. The TypeScript types of the engine are derived from these,
 * so the contract can reuse the same schemas for the HTTP layer.
 */
import { Schema } from "effect"

const Unit = Schema.Number.pipe(Schema.between(0, 1))

const d = <S extends Schema.Schema.Any>(schema: S, description: string): S =>
  schema.annotations({ description }) as S

/** The six interaction types, in the spec's canonical order. */
export const interactionTypes = [
  "transactional",
  "bonding",
  "venting",
  "banter",
  "friction",
  "hostile"
] as const

/** One of the six interaction types (also a participant's stance). */
export const InteractionType = Schema.Literal(...interactionTypes)
/** One of the six interaction types. */
export type InteractionType = typeof InteractionType.Type

/** `low` | `medium` | `high`. */
export const Severity = Schema.Literal("low", "medium", "high")
/** `low` | `medium` | `high`. */
export type Severity = typeof Severity.Type

/** A user's reception of the agent (spec 2.8). */
export const Reception = Schema.Literal("engaged", "neutral", "bored", "annoyed", "churn_risk")
/** A user's reception of the agent. */
export type Reception = typeof Reception.Type

/** First half of a user's messages against the second. */
export const Trend = Schema.Literal("improving", "stable", "declining")
/** First half of a user's messages against the second. */
export type Trend = typeof Trend.Type

/** The spec's service components a finding can point to. */
export const Component = Schema.Literal("social-learning", "social-memory", "foresee", "turn-taking")
/** A service component a finding can point to. */
export type Component = typeof Component.Type

/** A non-agent speaker of an interaction and that person's own stance in it. */
export const Participant = Schema.Struct({
  name: Schema.String,
  stance: InteractionType
})

/** A contiguous slice of the transcript with one type. */
export const Interaction = Schema.Struct({
  type: d(InteractionType, "Type of this slice of the conversation."),
  topic: d(Schema.String, "Top keywords of the slice (TF-IDF), or a short phrase when it has none."),
  participants: d(Schema.Array(Participant), "Non-agent speakers of the slice, each with their own stance."),
  message_ids: d(
    Schema.Array(Schema.String),
    "Ids of the slice's messages, in order; slices are contiguous and cover the transcript."
  )
})
/** A contiguous slice of the transcript with one type. */
export type Interaction = typeof Interaction.Type

/** `{type, count}`: used by `interaction_totals` and `per_user.distribution`. */
export const TypeCount = Schema.Struct({
  type: InteractionType,
  count: Schema.Int.pipe(Schema.nonNegative())
})
/** `{type, count}`. */
export type TypeCount = typeof TypeCount.Type

/** A moment worth looking at in one user's part of the conversation. */
export const KeyMoment = Schema.Struct({
  label: Schema.String,
  type: InteractionType,
  message_ids: Schema.Array(Schema.String),
  agent_critique: Schema.optional(Schema.String)
})
/** A moment worth looking at in one user's part of the conversation. */
export type KeyMoment = typeof KeyMoment.Type

/** One non-agent speaker's reception of the agent (spec 2.8 `per_user`). */
export const PerUser = Schema.Struct({
  name: d(Schema.String, "Display name as sent."),
  user_id: Schema.optional(d(Schema.String, "Stable identity, when the transcript supplied one.")),
  reception: d(Reception, "How this person received the agent."),
  frustration: d(
    Unit,
    "0.2 mild friction once, 0.5 repeated complaint while cooperating, 0.8 explicit anger or giving up, 1.0 hostile or quitting."
  ),
  trend: d(Trend, "First half of this person's messages against the second."),
  behaviors: d(
    Schema.Array(Schema.String).pipe(Schema.minItems(1), Schema.maxItems(3)),
    "One to three short phrases."
  ),
  evidence: d(Schema.Array(Schema.String), "Message ids supporting the read."),
  confidence: d(Unit, "Confidence in this read, from 0 to 1."),
  note: d(Schema.String, "One sentence about this person."),
  interaction_count: d(Schema.Int.pipe(Schema.nonNegative()), "Number of interactions listing this person."),
  dominant_type: d(InteractionType, "Most frequent stance of this person."),
  distribution: d(
    Schema.Array(TypeCount),
    "Counts of this person's stances over their interactions; sums to interaction_count."
  ),
  key_moments: d(
    Schema.Array(KeyMoment),
    "Moments worth looking at, with agent_critique where the agent mishandled them."
  )
})
/** One non-agent speaker's reception of the agent. */
export type PerUser = typeof PerUser.Type

/** The kinds of social mistake the offline engine detects. */
export const FindingKind = Schema.Literal(
  "ignored_question",
  "repetition",
  "long_replies",
  "tone_mismatch",
  "no_acknowledgement",
  "wrong_name",
  "talking_over",
  "cheerful_at_bad_news"
)
/** The kinds of social mistake the offline engine detects. */
export type FindingKind = typeof FindingKind.Type

/** One of the agent's social mistakes (spec 2.8 `findings`). */
export const Finding = Schema.Struct({
  issue: d(Schema.String, "What went wrong, in one sentence."),
  severity: d(Severity, "How much it hurt the conversation."),
  affected_users: d(Schema.Array(Schema.String), "Names of the people affected."),
  evidence: d(Schema.Array(Schema.String), "Message ids showing the mistake."),
  recommendation: d(Schema.String, "What the agent should do instead."),
  before_message_id: d(Schema.String, "The agent message that best shows the mistake."),
  rewritten_reply: d(
    Schema.String,
    "That message rewritten in the agent's voice with the recommendation applied."
  ),
  suggested_component: Schema.optional(d(Component, "Service component that would resolve the finding.")),
  how_it_helps: d(Schema.String, "Two or three sentences on how the component helps."),
  confidence: d(Unit, "Confidence in the finding, from 0 to 1.")
})
/** One of the agent's social mistakes. */
export type Finding = typeof Finding.Type

/** The reception report (spec 2.8), the body of the analyze response without the stored `id`. */
export const ReceptionReport = Schema.Struct({
  health_score: d(Unit, "0.0 users leaving, 1.0 thriving."),
  summary: d(Schema.String, "Two to three standalone sentences."),
  interactions: d(Schema.Array(Interaction), "Contiguous typed slices covering every message."),
  interaction_totals: d(
    Schema.Array(TypeCount),
    "All six types in canonical order, zeros included, counted from interactions."
  ),
  per_user: d(Schema.Array(PerUser), "One entry per non-agent speaker."),
  findings: d(Schema.Array(Finding), "The agent's social mistakes; empty when it did well.")
})
/** The reception report (spec 2.8). */
export type ReceptionReport = typeof ReceptionReport.Type

// ---------------------------------------------------------------------------------------------
// Extracted profile (2.7)

/** `register` of the profile: how formal, warm and cased the room is. */
export const Register = Schema.Struct({
  formality: Schema.Literal("formal", "neutral", "casual"),
  warmth: Schema.Literal("warm", "neutral", "cool"),
  casing: Schema.Literal("lowercase", "sentence", "mixed", "shouting"),
  confidence: Unit
})

/** `style` of the profile: message length, formatting habits, emoji use. */
export const Style = Schema.Struct({
  length: Schema.Struct({
    label: Schema.Literal("short", "medium", "long"),
    median_words: Schema.Number,
    p90_words: Schema.Number
  }),
  formatting: Schema.Struct({
    multiline_share: Unit,
    list_share: Unit,
    link_share: Unit,
    code_share: Unit,
    terminal_punctuation_share: Unit
  }),
  emoji: Schema.Struct({
    per_message: Schema.Number,
    share_of_messages: Unit,
    top: Schema.Array(Schema.String)
  })
})

/** A `lexicon` entry: a term distinctive of this room (TF-IDF over speakers' messages). */
export const LexiconEntry = Schema.Struct({
  term: Schema.String,
  count: Schema.Int,
  speakers: Schema.Int,
  weight: Schema.Number
})

/** A `banned_phrases` entry: a phrase an agent should not use here, and why. */
export const BannedPhrase = Schema.Struct({
  phrase: Schema.String,
  reason: Schema.String,
  evidence: Schema.Array(Schema.String)
})

/** An `address` entry: how one person is addressed by the others. */
export const AddressEntry = Schema.Struct({
  name: Schema.String,
  forms: Schema.Array(Schema.String),
  count: Schema.Int,
  evidence: Schema.Array(Schema.String)
})

/** A `taboos` entry: something the room avoids or reacts badly to. */
export const Taboo = Schema.Struct({
  topic: Schema.String,
  reason: Schema.String,
  evidence: Schema.Array(Schema.String)
})

/** A `humor` entry: one kind of humour seen, how often, with markers. */
export const HumorEntry = Schema.Struct({
  style: Schema.Literal("laughter", "teasing", "emoji", "irony"),
  share_of_messages: Unit,
  markers: Schema.Array(Schema.String),
  evidence: Schema.Array(Schema.String)
})

/** A `roles` entry: one speaker's part in the room. */
export const RoleEntry = Schema.Struct({
  name: Schema.String,
  role: Schema.Literal("host", "helper", "asker", "joker", "venter", "regular", "lurker"),
  message_share: Unit,
  evidence: Schema.Array(Schema.String)
})

/** A `norms` entry: an observed habit of the room, with how strongly it holds. */
export const NormEntry = Schema.Struct({
  norm: Schema.String,
  strength: Unit,
  evidence: Schema.Array(Schema.String)
})

/** An `in_jokes` entry: a distinctive phrase repeated by several people. */
export const InJoke = Schema.Struct({
  phrase: Schema.String,
  count: Schema.Int,
  speakers: Schema.Array(Schema.String),
  evidence: Schema.Array(Schema.String)
})

/** The extracted norms profile (spec 2.7 `profile`). */
export const Profile = Schema.Struct({
  summary: Schema.String,
  register: Register,
  style: Style,
  lexicon: Schema.Array(LexiconEntry),
  banned_phrases: Schema.Array(BannedPhrase),
  address: Schema.Array(AddressEntry),
  taboos: Schema.Array(Taboo),
  humor: Schema.Array(HumorEntry),
  roles: Schema.Array(RoleEntry),
  norms: Schema.Array(NormEntry),
  in_jokes: Schema.Array(InJoke),
  meta: Schema.Struct({ message_count: Schema.Int, channels: Schema.Array(Schema.String) })
})
/** The extracted norms profile. */
export type Profile = typeof Profile.Type

/** The extract response (spec 4.1): `prompt_block` and `profile`. */
export const ExtractResult = Schema.Struct({ prompt_block: Schema.String, profile: Profile })
/** The extract response. */
export type ExtractResult = typeof ExtractResult.Type

// ---------------------------------------------------------------------------------------------
// Foresee (2.10, 4.13)

/** An emotion with its intensity. */
export const Emotion = Schema.Struct({ type: Schema.String, intensity: Unit })

/** `MentalState` of one modelled person. */
export const MentalState = Schema.Struct({
  name: Schema.String,
  beliefs: Schema.Array(Schema.String),
  goals: Schema.Array(Schema.String),
  emotions: Schema.Array(Emotion)
})
/** `MentalState` of one modelled person. */
export type MentalState = typeof MentalState.Type

/** `PredictedReaction` of one modelled person to the draft. */
export const PredictedReaction = Schema.Struct({
  name: d(Schema.String, "The modelled person."),
  summary: d(Schema.String, "One line on how they will take the draft."),
  predicted_message: d(
    Schema.String,
    "Their likely next message, or the literal (no reply) when disengagement is predicted."
  ),
  risk: d(Severity, "medium or high: send refined_reply instead of the draft.")
})
/** `PredictedReaction` of one modelled person to the draft. */
export type PredictedReaction = typeof PredictedReaction.Type

/** The foresee response (spec 4.13). */
export const ForeseeResult = Schema.Struct({
  mental_state: d(Schema.Array(MentalState), "One per modelled person."),
  predicted_reaction: d(Schema.Array(PredictedReaction), "Same order as mental_state."),
  refined_reply: d(
    Schema.String,
    "The draft in the agent's voice with every problem fixed; unchanged when there is none."
  ),
  refinement_rationale: d(Schema.String, "One line.")
})
/** The foresee response. */
export type ForeseeResult = typeof ForeseeResult.Type
