/**
 * `effect/Schema` descriptions of everything the engine returns: the reception report of spec
 * 2.8, the extracted profile of 2.7 (with the inner entry shapes the spec leaves open) and the
 * foresee response of 2.10 / 4.13. The TypeScript types of the engine are derived from these,
 * so the contract can reuse the same schemas for the HTTP layer.
 */
import { Schema } from "effect"

const Unit = Schema.Number.pipe(Schema.between(0, 1))

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
  type: InteractionType,
  topic: Schema.String,
  participants: Schema.Array(Participant),
  message_ids: Schema.Array(Schema.String)
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
  name: Schema.String,
  user_id: Schema.optional(Schema.String),
  reception: Reception,
  frustration: Unit,
  trend: Trend,
  behaviors: Schema.Array(Schema.String).pipe(Schema.minItems(1), Schema.maxItems(3)),
  evidence: Schema.Array(Schema.String),
  confidence: Unit,
  note: Schema.String,
  interaction_count: Schema.Int.pipe(Schema.nonNegative()),
  dominant_type: InteractionType,
  distribution: Schema.Array(TypeCount),
  key_moments: Schema.Array(KeyMoment)
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
  issue: Schema.String,
  severity: Severity,
  affected_users: Schema.Array(Schema.String),
  evidence: Schema.Array(Schema.String),
  recommendation: Schema.String,
  before_message_id: Schema.String,
  rewritten_reply: Schema.String,
  suggested_component: Schema.optional(Component),
  how_it_helps: Schema.String,
  confidence: Unit
})
/** One of the agent's social mistakes. */
export type Finding = typeof Finding.Type

/** The reception report (spec 2.8), the body of the analyze response without the stored `id`. */
export const ReceptionReport = Schema.Struct({
  health_score: Unit,
  summary: Schema.String,
  interactions: Schema.Array(Interaction),
  interaction_totals: Schema.Array(TypeCount),
  per_user: Schema.Array(PerUser),
  findings: Schema.Array(Finding)
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
  name: Schema.String,
  summary: Schema.String,
  predicted_message: Schema.String,
  risk: Severity
})
/** `PredictedReaction` of one modelled person to the draft. */
export type PredictedReaction = typeof PredictedReaction.Type

/** The foresee response (spec 4.13). */
export const ForeseeResult = Schema.Struct({
  mental_state: Schema.Array(MentalState),
  predicted_reaction: Schema.Array(PredictedReaction),
  refined_reply: Schema.String,
  refinement_rationale: Schema.String
})
/** The foresee response. */
export type ForeseeResult = typeof ForeseeResult.Type
