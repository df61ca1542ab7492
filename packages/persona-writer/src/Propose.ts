/**
 * Blueprints proposed by a language model (the `openai` provider of `generate`, spec 4.4).
 * Pure: this module builds the messages and judges the model's answers; the caller makes the
 * calls. The protocol:
 *
 * 1. {@link messages}: a system message that states the blueprint format of spec 2.3 with a
 *    worked example and the rules the validator enforces, and the user's prompt.
 * 2. {@link check} the answer: JSON (code fences and prose around one object are tolerated, as is
 *    a `{ "blueprint": {...} }` wrapper), the schema and every `Blueprint.validate` rule
 *    (causal order, conditionals, ordered values, ranges, weights, constraint syntax, interval
 *    analysis), then a trial sample of {@link TRIAL_COUNT} personas that must succeed within
 *    `TRIAL_COUNT / MIN_ACCEPTANCE` persona attempts (a whole-persona acceptance rate of at
 *    least {@link MIN_ACCEPTANCE}).
 * 3. When the check fails, {@link repair} adds the answer and the list of problems to the
 *    conversation for one more try; a second failure is final (the job fails `invalid_blueprint`).
 *
 * @since 0.1.0
 */
import { Blueprint, type Rng, Sampler } from "@cis/blueprint"
import { Either } from "effect"
import { extractJson } from "./internal/json.js"

/** A chat message (the shape of `@cis/llm`'s `Message`). */
export interface Message {
  readonly role: "system" | "user" | "assistant"
  readonly content: string
}

/** Personas drawn by the feasibility trial. */
export const TRIAL_COUNT = 200

/**
 * Smallest share of drawn personas that must satisfy every constraint in the trial. The sampler
 * turns most linear constraints into bounds, so a sound blueprint accepts nearly every draw;
 * below 5 % a population of 1,000 would exhaust the sampler's attempt budget.
 */
export const MIN_ACCEPTANCE = 0.05

/** Problems listed back to the model in a repair round, at most. */
export const MAX_LISTED_PROBLEMS = 20

/** One reason a proposal was refused (`path` in the blueprint JSON, `$` for the whole answer). */
export type Problem = Blueprint.BlueprintProblem

/** A proposal that passed {@link check}, with its trial's figures. */
export interface Accepted {
  readonly blueprint: Blueprint.Blueprint
  readonly trial: { readonly count: number; readonly attempts: number; readonly acceptance: number }
}

const example = {
  domain: "baristas",
  order: ["shop_type", "age", "years_experience", "shifts_per_week"],
  fields: [
    {
      name: "shop_type",
      kind: "categorical",
      description: "kind of coffee shop",
      categorical: { weights: { chain: 5, independent: 3, specialty: 2 } }
    },
    {
      name: "age",
      kind: "numeric",
      description: "age in years",
      numeric: { min: 18, max: 60, mean: 27, sd: 7, integer: true }
    },
    {
      name: "years_experience",
      kind: "numeric",
      description: "years working as a barista",
      numeric: { min: 0, max: 30, mean: 4, sd: 4, integer: true }
    },
    {
      name: "shifts_per_week",
      kind: "numeric",
      parents: ["shop_type"],
      conditionals: [
        { when: { shop_type: "chain" }, numeric: { min: 1, max: 7, mean: 5, sd: 1.5, integer: true } },
        { when: { shop_type: "independent" }, numeric: { min: 1, max: 7, mean: 4, sd: 1.5, integer: true } },
        { when: { shop_type: "specialty" }, numeric: { min: 1, max: 6, mean: 4, sd: 1, integer: true } }
      ]
    },
    { name: "bio", kind: "text", description: "two sentences about the persona" }
  ],
  constraints: [{ name: "experience_after_16", lhs: "years_experience", op: "<=", rhs: "age - 16" }],
  rationale: "Baristas are mostly young; chains schedule more shifts; nobody starts before 16."
}

/** The system message: the format, the rules, an example. */
export const systemMessage = `You design statistical blueprints for generating populations of synthetic personas.
Answer with one JSON object and nothing else: the blueprint.

Blueprint format:
- "domain": short label of the population.
- "order": the names of every categorical and numeric field, each once, parents before children.
- "fields": objects with "name" (snake_case, unique), "kind" ("categorical" | "numeric" | "text"), "description",
  and exactly one distribution unless the kind is "text":
  - a root field (no "parents") has "categorical": {"weights": {value: positive number}} or
    "numeric": {"min", "max", "mean", "sd", "integer"}: a normal distribution truncated to [min, max], min < max, sd > 0;
  - a child field has "parents" (earlier categorical fields) and "conditionals": rules
    {"when": {parent: parent value}, "categorical" | "numeric": distribution}; the first matching rule applies;
    give a rule for every combination of parent values;
  - "ordered_values" (optional, categorical only): the field's values, each once, from low to high.
  Text fields are written later from the other fields; give them only a name and a description.
- "constraints": {"name", "lhs": numeric field, "op": one of >= > <= < ==, "rhs": linear expression of numeric
  field names and numbers with + - * / and parentheses, multiplying or dividing only by numbers}.
  Every constraint must be satisfiable by most combinations of the fields' ranges.
- "rationale": one or two sentences on why the population is modeled so.

Example:
${JSON.stringify(example)}`

/** The first request: the system message and the user's description of the population. */
export const messages = (prompt: string, count: number): ReadonlyArray<Message> => [
  { role: "system", content: systemMessage },
  {
    role: "user",
    content: `Population to model (${count} persona${count === 1 ? "" : "s"} will be sampled from it):\n${prompt}`
  }
]

/** The repair request: the previous conversation, the refused answer, and what was wrong. */
export const repair = (
  previous: ReadonlyArray<Message>,
  answer: string,
  problems: ReadonlyArray<Problem>
): ReadonlyArray<Message> => [
  ...previous,
  { role: "assistant", content: answer },
  {
    role: "user",
    content: `That blueprint cannot be used:\n${describe(problems)}\nAnswer with the corrected blueprint as one JSON object and nothing else.`
  }
]

/** Problems as a bulleted list, at most {@link MAX_LISTED_PROBLEMS} of them. */
export const describe = (problems: ReadonlyArray<Problem>): string => {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `- ${p.path}: ${p.message}`)
  if (problems.length > MAX_LISTED_PROBLEMS)
    listed.push(`- and ${problems.length - MAX_LISTED_PROBLEMS} more`)
  return listed.join("\n")
}

const unwrap = (value: unknown): unknown => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value
  const o = value as Record<string, unknown>
  return !("fields" in o) && typeof o.blueprint === "object" && o.blueprint !== null ? o.blueprint : value
}

const mostFailed = (failures: Readonly<Record<string, number>>): string | undefined => {
  let best: string | undefined
  for (const [name, n] of Object.entries(failures)) if (best === undefined || n > failures[best]!) best = name
  return best
}

/** Options of {@link check}. */
export interface CheckOptions {
  /** Seed of the trial sample (the caller's population seed: the trial is reproducible). */
  readonly seed: Rng.Seed
  /** Personas in the trial (default {@link TRIAL_COUNT}). */
  readonly trialCount?: number
  /** Smallest acceptable acceptance rate (default {@link MIN_ACCEPTANCE}). */
  readonly minAcceptance?: number
}

/**
 * Judges one answer: `Right` with the blueprint when it is usable, else `Left` with every
 * problem found at the first stage that failed (JSON, schema and validator, trial sample).
 * A blueprint without any categorical or numeric field is refused: there is nothing to sample.
 */
export const check = (
  text: string,
  options: CheckOptions
): Either.Either<Accepted, ReadonlyArray<Problem>> => {
  const json = extractJson(text)
  if (Either.isLeft(json)) return Either.left([{ path: "$", message: json.left }])
  const decoded = Blueprint.decode(unwrap(json.right))
  if (Either.isLeft(decoded)) return Either.left(decoded.left)
  const blueprint = decoded.right
  if (Blueprint.sampledFields(blueprint).length === 0) {
    return Either.left([{ path: "fields", message: "has no categorical or numeric field to sample" }])
  }
  const count = options.trialCount ?? TRIAL_COUNT
  const minAcceptance = options.minAcceptance ?? MIN_ACCEPTANCE
  const trial = Sampler.sample(blueprint, {
    count,
    seed: `${String(options.seed)}/trial`,
    maxTotalAttempts: Math.ceil(count / minAcceptance)
  })
  if (Either.isLeft(trial)) {
    const e = trial.left
    const message =
      e._tag === "SamplingExhausted"
        ? `fewer than ${minAcceptance * 100}% of drawn personas satisfy the constraints: a trial sample of ${count} gave up after ${e.attempts} attempts, most often on constraint '${mostFailed(e.failures) ?? e.constraint}'`
        : `a trial sample failed: ${e.message}`
    return Either.left([{ path: "constraints", message }])
  }
  const { attempts } = trial.right.report
  const acceptance = attempts === 0 ? 1 : count / attempts
  return Either.right({ blueprint, trial: { count, attempts, acceptance } })
}
