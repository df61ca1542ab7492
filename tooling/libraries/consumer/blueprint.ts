// Typechecked against the shipped declarations of @cis/blueprint (not run).
import { Blueprint, Expression, Sampler } from "@cis/blueprint"
import { Either } from "effect"

const decoded: Either.Either<
  Blueprint.Blueprint,
  ReadonlyArray<Blueprint.BlueprintProblem>
> = Blueprint.decode({})
const sampled = Either.flatMap(decoded, (bp) => Sampler.sample(bp, { count: 3, seed: "s" }))
const fields: ReadonlyArray<Record<string, string>> = Either.match(sampled, {
  onLeft: () => [],
  onRight: (r) => r.personas.map((p) => p.fields)
})
const expr = Expression.parse("age - 21")
// @ts-expect-error count is a number
Sampler.sample({} as Blueprint.Blueprint, { count: "3", seed: "s" })
export const out = [fields, expr] as const
