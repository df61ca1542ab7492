/**
 * The model-backed path of analysis: what the model is asked (the spec's definitions, the
 * transcript and the offline engine's reading as grounding) and how its answer is checked.
 * Whatever the model says, code computes or checks what the spec calls derived:
 * `interaction_totals`, each user's `interaction_count`, `distribution` and `dominant_type`
 * are recomputed from `interactions`; scores are clamped to [0, 1]; evidence ids that do not
 * exist are dropped; `meta` of a profile is counted. What cannot be repaired by code (slices
 * that are not contiguous or do not cover the transcript, a person missing from `per_user`, a
 * `before_message_id` that is not the agent's, persons of foresee missing or out of order) is
 * a problem shown to the model in the one repair round.
 */
import { Analyze, Schemas as Insight, Transcript } from "@cis/insight"
import type { Message as LlmMessage } from "@cis/llm"
import { schemaDecoder } from "@cis/llm"
import { Either, Schema } from "effect"

const clip01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0)

// ---- model answer shapes (lenient on what code recomputes or clamps) -----------------------

const Ids = Schema.Array(Schema.String)

const ModelInteraction = Schema.Struct({
  type: Insight.InteractionType,
  topic: Schema.String,
  participants: Schema.Array(Schema.Struct({ name: Schema.String, stance: Insight.InteractionType })),
  message_ids: Ids
})

const ModelPerUser = Schema.Struct({
  name: Schema.String,
  user_id: Schema.optional(Schema.String),
  reception: Insight.Reception,
  frustration: Schema.Number,
  trend: Insight.Trend,
  behaviors: Schema.Array(Schema.String),
  evidence: Ids,
  confidence: Schema.Number,
  note: Schema.String,
  key_moments: Schema.Array(
    Schema.Struct({
      label: Schema.String,
      type: Insight.InteractionType,
      message_ids: Ids,
      agent_critique: Schema.optional(Schema.NullOr(Schema.String))
    })
  )
})

const ModelFinding = Schema.Struct({
  issue: Schema.String,
  severity: Insight.Severity,
  affected_users: Schema.Array(Schema.String),
  evidence: Ids,
  recommendation: Schema.String,
  before_message_id: Schema.String,
  rewritten_reply: Schema.String,
  suggested_component: Schema.optional(Schema.NullOr(Schema.String)),
  how_it_helps: Schema.String,
  confidence: Schema.Number
})

/** The report as the model writes it: derived fields are not asked for (code computes them). */
export const ModelReport = Schema.Struct({
  health_score: Schema.Number,
  summary: Schema.String,
  interactions: Schema.Array(ModelInteraction),
  per_user: Schema.Array(ModelPerUser),
  findings: Schema.Array(ModelFinding)
})
export type ModelReport = typeof ModelReport.Type

const reportShape = `{
  "health_score": number 0-1 (0 users leaving, 1 thriving),
  "summary": "two or three standalone sentences",
  "interactions": [{"type": one of ${Insight.interactionTypes.join("|")}, "topic": "a few words", "participants": [{"name": speaker (not the agent), "stance": a type}], "message_ids": ["ids of this slice, in order"]}],
  "per_user": [{"name": speaker, "user_id": "when the transcript gives one", "reception": "engaged|neutral|bored|annoyed|churn_risk", "frustration": number 0-1, "trend": "improving|stable|declining", "behaviors": ["1-3 short phrases"], "evidence": ["message ids"], "confidence": number 0-1, "note": "one sentence", "key_moments": [{"label": "...", "type": a type, "message_ids": ["..."], "agent_critique": "only where the agent mishandled the moment, else omit"}]}],
  "findings": [{"issue": "...", "severity": "low|medium|high", "affected_users": ["names"], "evidence": ["message ids"], "recommendation": "...", "before_message_id": "id of the agent message best showing the mistake", "rewritten_reply": "that message rewritten in the agent's voice with the recommendation applied", "suggested_component": "social-learning|social-memory|foresee|turn-taking (omit when none)", "how_it_helps": "two or three sentences", "confidence": number 0-1}]
}`

const analyzeSystem = `You are a conversation analyst. You read a chat transcript and report how the people in it received one AI agent (the agent under observation). Answer with one JSON object and nothing else, of this shape:
${reportShape}
Rules:
- interactions are contiguous slices of the transcript in order: together their message_ids list every message id exactly once, in transcript order. Types: transactional (getting something done), bonding (warmth, small talk), venting (sharing distress), banter (playful teasing, jokes), friction (complaints, impatience, anger at the service), hostile (insults, abuse).
- per_user has exactly one entry per speaker other than the agent (a speaker with a user_id is identified by it). frustration anchors: 0.2 mild friction once, 0.5 repeated complaint while cooperating, 0.8 explicit anger or giving up, 1.0 hostile or quitting; 0 when none.
- findings are the agent's social mistakes visible in the text (an ignored question, repeating itself, replies far longer than the room's norm, tone or formality not fitting the room, no acknowledgement after venting or bad news, a wrong name, talking over people, cheerfulness at bad news). before_message_id is always one of the agent's messages. No findings when the agent did well.
- If a focus question is given, weight the report toward it and answer it in the summary.
- offline_reading is a rule-based reading of the same transcript: use it as evidence, correct it where it is wrong.`

/** The messages of an analyze request to the model. */
export const analyzeMessages = (
  messages: ReadonlyArray<Transcript.Message>,
  agentName: string,
  focus: string | undefined,
  grounding: Insight.ReceptionReport
): ReadonlyArray<LlmMessage> => [
  { role: "system", content: analyzeSystem },
  {
    role: "user",
    content: JSON.stringify({
      agent_name: agentName,
      ...(focus !== undefined ? { focus } : {}),
      transcript: messages.map((m) => ({
        id: m.id,
        speaker: m.speaker,
        ...(m.user_id !== undefined ? { user_id: m.user_id } : {}),
        ...(m.timestamp !== undefined ? { timestamp: m.timestamp } : {}),
        ...(m.reply_to !== undefined ? { reply_to: m.reply_to } : {}),
        text: m.text
      })),
      offline_reading: grounding
    })
  }
]

/** Non-agent speakers in order of first message, as the engine identifies them. */
const peopleOf = (messages: ReadonlyArray<Transcript.Message>, agentName: string) =>
  Either.match(Transcript.resolve(messages, agentName, { allowDuplicateIds: true }), {
    onLeft: () => [] as ReadonlyArray<Transcript.Speaker>,
    onRight: (r) => r.speakers.filter((s) => !s.isAgent)
  })

/**
 * Checks the model's report against the transcript and completes it: `Left` with the problem
 * (for the repair round) when its structure is wrong, else the report with every derived field
 * computed by code.
 */
export const checkReport = (
  model: ModelReport,
  messages: ReadonlyArray<Transcript.Message>,
  agentName: string,
  grounding: Insight.ReceptionReport
): Either.Either<Insight.ReceptionReport, string> => {
  const ids = messages.map((m) => m.id)
  const exists = new Set(ids)
  const agentIds = new Set(messages.filter((m) => m.speaker === agentName).map((m) => m.id))
  const covered = model.interactions.flatMap((i) => i.message_ids)
  if (model.interactions.some((i) => i.message_ids.length === 0))
    return Either.left("An interaction has no message_ids; every slice holds at least one message.")
  if (covered.length !== ids.length || covered.some((id, k) => id !== ids[k])) {
    const k = covered.findIndex((id, j) => id !== ids[j])
    return Either.left(
      `interactions must be contiguous slices that list every message id exactly once, in transcript order (${ids.length} messages: ${ids[0]} ... ${ids[ids.length - 1]}); ${
        k >= 0
          ? `position ${k} lists "${covered[k]}" where "${ids[k]}" is expected`
          : `they list ${covered.length} ids`
      }.`
    )
  }
  const people = peopleOf(messages, agentName)
  const names = new Set(people.map((p) => p.name))
  const entryOf = (p: Transcript.Speaker) =>
    p.userId !== undefined
      ? (model.per_user.find((u) => u.user_id === p.userId) ??
        (people.filter((q) => q.name === p.name).length === 1
          ? model.per_user.find((u) => u.name === p.name)
          : undefined))
      : (model.per_user.find((u) => u.name === p.name && u.user_id === undefined) ??
        model.per_user.find((u) => u.name === p.name))
  const missing = people.filter((p) => entryOf(p) === undefined)
  if (missing.length > 0)
    return Either.left(
      `per_user must have one entry per speaker other than the agent; missing: ${missing
        .map((p) => (p.userId !== undefined ? `${p.name} (user_id ${p.userId})` : p.name))
        .join(", ")}.`
    )
  const wrong = model.findings.filter((f) => !agentIds.has(f.before_message_id))
  if (wrong.length > 0)
    return Either.left(
      `before_message_id must be one of the agent's (${agentName}) message ids; not: ${wrong
        .map((f) => `"${f.before_message_id}"`)
        .join(", ")}.`
    )
  const keep = (xs: ReadonlyArray<string>) => xs.filter((id) => exists.has(id))
  const interactions: Array<Insight.Interaction> = model.interactions.map((i) => ({
    type: i.type,
    topic: i.topic,
    participants: i.participants.filter((p) => names.has(p.name)),
    message_ids: [...i.message_ids]
  }))
  const per_user: Array<Insight.PerUser> = people.map((p) => {
    const u = entryOf(p)!
    const stances = interactions.flatMap((i) =>
      i.participants.filter((q) => q.name === p.name).map((q) => q.stance)
    )
    const distribution = Analyze.countTypes(stances)
    const dominant = [...distribution].sort((a, b) => b.count - a.count)[0]!.type
    const fallback = grounding.per_user.find((g) => g.name === p.name && g.user_id === p.userId)
    const behaviors = u.behaviors.filter((b) => b.trim() !== "").slice(0, 3)
    return {
      name: p.name,
      ...(p.userId !== undefined ? { user_id: p.userId } : {}),
      reception: u.reception,
      frustration: clip01(u.frustration),
      trend: u.trend,
      behaviors: behaviors.length > 0 ? behaviors : [...(fallback?.behaviors ?? ["keeps to the point"])],
      evidence: keep(u.evidence),
      confidence: clip01(u.confidence),
      note: u.note,
      interaction_count: stances.length,
      dominant_type: dominant,
      distribution,
      key_moments: u.key_moments.map((k) => ({
        label: k.label,
        type: k.type,
        message_ids: keep(k.message_ids),
        ...(typeof k.agent_critique === "string" && k.agent_critique.trim() !== ""
          ? { agent_critique: k.agent_critique }
          : {})
      }))
    }
  })
  const components = new Set<string>(Insight.Component.literals)
  const findings: Array<Insight.Finding> = model.findings.map((f) => ({
    issue: f.issue,
    severity: f.severity,
    affected_users: [...f.affected_users],
    evidence: keep(f.evidence),
    recommendation: f.recommendation,
    before_message_id: f.before_message_id,
    rewritten_reply: f.rewritten_reply,
    ...(typeof f.suggested_component === "string" && components.has(f.suggested_component)
      ? { suggested_component: f.suggested_component as Insight.Component }
      : {}),
    how_it_helps: f.how_it_helps,
    confidence: clip01(f.confidence)
  }))
  return Either.right({
    health_score: clip01(model.health_score),
    summary: model.summary,
    interactions,
    interaction_totals: Analyze.countTypes(interactions.map((i) => i.type)),
    per_user,
    findings
  })
}

/** Decodes and checks a model's analyze answer (the `decode` of `LanguageModel.generate`). */
export const decodeReport =
  (messages: ReadonlyArray<Transcript.Message>, agentName: string, grounding: Insight.ReceptionReport) =>
  (text: string): Either.Either<Insight.ReceptionReport, string> =>
    Either.flatMap(schemaDecoder(ModelReport)(text), (m) => checkReport(m, messages, agentName, grounding))

// ---- extract -------------------------------------------------------------------------------

const extractSystem = `You are a conversation analyst. You read a chat transcript and describe the norms of the room so that an AI agent can fit in. Answer with one JSON object and nothing else: {"prompt_block": "lines an agent can paste into its system prompt", "profile": {...}}, where profile has exactly the fields and inner shapes of offline_reading.profile (a rule-based reading of the same transcript: keep its shape, correct and enrich its content). Evidence entries are message ids of the transcript. Shares, strengths and confidences are numbers from 0 to 1.`

/** The messages of an extract request to the model. */
export const extractMessages = (
  messages: ReadonlyArray<Transcript.Message>,
  grounding: Insight.ExtractResult
): ReadonlyArray<LlmMessage> => [
  { role: "system", content: extractSystem },
  {
    role: "user",
    content: JSON.stringify({
      transcript: messages.map((m) => ({
        id: m.id,
        speaker: m.speaker,
        ...(m.channel !== undefined ? { channel: m.channel } : {}),
        text: m.text
      })),
      offline_reading: grounding
    })
  }
]

/** The profile's counted fields set by code, evidence ids that do not exist dropped. */
export const checkProfile = (
  model: Insight.ExtractResult,
  messages: ReadonlyArray<Transcript.Message>
): Insight.ExtractResult => {
  const exists = new Set(messages.map((m) => m.id))
  const keep = <A extends { readonly evidence: ReadonlyArray<string> }>(xs: ReadonlyArray<A>): Array<A> =>
    xs.map((x) => ({ ...x, evidence: x.evidence.filter((id) => exists.has(id)) }))
  const channels: Array<string> = []
  for (const m of messages)
    if (m.channel !== undefined && !channels.includes(m.channel)) channels.push(m.channel)
  const p = model.profile
  return {
    prompt_block: model.prompt_block,
    profile: {
      ...p,
      banned_phrases: keep(p.banned_phrases),
      address: keep(p.address),
      taboos: keep(p.taboos),
      humor: keep(p.humor),
      roles: keep(p.roles),
      norms: keep(p.norms),
      in_jokes: keep(p.in_jokes),
      meta: { message_count: messages.length, channels }
    }
  }
}

/** Decodes and checks a model's extract answer. */
export const decodeProfile =
  (messages: ReadonlyArray<Transcript.Message>) =>
  (text: string): Either.Either<Insight.ExtractResult, string> =>
    Either.map(schemaDecoder(Insight.ExtractResult)(text), (m) => checkProfile(m, messages))

// ---- foresee -------------------------------------------------------------------------------

const foreseeSystem = `You model the minds of the people in a chat and predict how they will take an AI agent's draft reply. Answer with one JSON object and nothing else:
{"mental_state": [{"name": person, "beliefs": ["..."], "goals": ["..."], "emotions": [{"type": "...", "intensity": number 0-1}]}],
 "predicted_reaction": [{"name": person, "summary": "one line", "predicted_message": "their likely next message, or exactly (no reply) when they will disengage", "risk": "low|medium|high"}],
 "refined_reply": "the draft in the agent's voice with every problem fixed; unchanged when it is fine",
 "refinement_rationale": "one line"}
Model exactly the people listed in subjects, in that order, in both arrays. Risk is medium or high when the draft ignores an open question, repeats the agent, misreads the room (cheer at bad news or anger, jokes at venting), uses a wrong name, or is far too long; low when it fits. offline_reading is a rule-based reading: use it as evidence, correct it where it is wrong.`

/** The messages of a foresee request to the model. */
export const foreseeMessages = (
  input: {
    readonly transcript: ReadonlyArray<Transcript.Turn>
    readonly candidateReply: string
    readonly agentName: string
  },
  subjects: ReadonlyArray<string>,
  grounding: Insight.ForeseeResult
): ReadonlyArray<LlmMessage> => [
  { role: "system", content: foreseeSystem },
  {
    role: "user",
    content: JSON.stringify({
      agent_name: input.agentName,
      subjects,
      transcript: input.transcript,
      draft_reply: input.candidateReply,
      offline_reading: grounding
    })
  }
]

/** Persons in order, both arrays aligned, intensities clamped; `Left` for the repair round. */
export const checkForesee = (
  model: Insight.ForeseeResult,
  subjects: ReadonlyArray<string>
): Either.Either<Insight.ForeseeResult, string> => {
  const states = subjects.map((s) => model.mental_state.find((m) => m.name === s))
  const reactions = subjects.map((s) => model.predicted_reaction.find((m) => m.name === s))
  const missing = subjects.filter((_, k) => states[k] === undefined || reactions[k] === undefined)
  if (missing.length > 0)
    return Either.left(
      `mental_state and predicted_reaction must each have one entry per subject, in this order: ${subjects.join(", ")}; missing: ${missing.join(", ")}.`
    )
  if (model.refined_reply.trim() === "") return Either.left("refined_reply must not be empty.")
  return Either.right({
    mental_state: states.map((m) => ({
      ...m!,
      emotions: m!.emotions.map((e) => ({ type: e.type, intensity: clip01(e.intensity) }))
    })),
    predicted_reaction: reactions.map((r) => r!),
    refined_reply: model.refined_reply,
    refinement_rationale: model.refinement_rationale
  })
}

const ModelForesee = Schema.Struct({
  mental_state: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      beliefs: Schema.Array(Schema.String),
      goals: Schema.Array(Schema.String),
      emotions: Schema.Array(Schema.Struct({ type: Schema.String, intensity: Schema.Number }))
    })
  ),
  predicted_reaction: Schema.Array(Insight.PredictedReaction),
  refined_reply: Schema.String,
  refinement_rationale: Schema.String
})

/** Decodes and checks a model's foresee answer. */
export const decodeForesee =
  (subjects: ReadonlyArray<string>) =>
  (text: string): Either.Either<Insight.ForeseeResult, string> =>
    Either.flatMap(schemaDecoder(ModelForesee)(text), (m) => checkForesee(m, subjects))
