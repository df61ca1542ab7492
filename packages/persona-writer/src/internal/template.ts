/**
 * The small template language of the writer.
 *
 * A template is text with placeholders in braces:
 * - `{first}`, `{last}`, `{name}`: the persona's generated name;
 * - `{their}` / `{Their}` / `{them}`: `her`/`his`/`their`, `her`/`him`/`them`, from the gender field;
 * - `{field}`: the value of a persona field (sampled, or a text field already written);
 * - `{money:field}`: a numeric field with two decimals; `{usd:field}` the same after `$`;
 * - `{usdk:field}`: thousands of dollars, `$85k`;
 * - `{years:field}`, `{months:field}`: `less than a year`, `1 year`, `7 years` (months alike);
 * - `{ago:field}`: `this year`, `a year ago`, `7 years ago`;
 * - `{place:field}`: a place name, with `the` where English wants it (`the United States`);
 * - `{n:field:noun}`: `no tickets`, `1 ticket`, `3 tickets` (`child`, `person` pluralise irregularly);
 * - `{~list}`: a phrase drawn from the domain's phrase list `list` (phrases are templates too);
 * - `{~list@field}`: from `list:<value of field>` when the domain has it, else from `list`;
 * - `{a:x}`: any of the above preceded by `a` or `an`.
 *
 * A template whose placeholders do not all resolve renders as `undefined`, so that a slot can
 * fall back to another alternative.
 * @internal
 */
import { Rng } from "@cis/blueprint"
import { article, capitalize } from "./text.js"

/** A text made of slots; one alternative is drawn per slot and the results are joined by spaces. */
export type Composition = ReadonlyArray<ReadonlyArray<string>>

/** Named phrase lists of a domain (see the module comment). */
export type Phrases = Readonly<Record<string, ReadonlyArray<string>>>

/** Pronoun group read from a gender-like field. */
export type Pronouns = "female" | "male" | "neutral"

/** Everything a template may read. */
export interface Context {
  readonly fields: Readonly<Record<string, string>>
  readonly first: string
  readonly last: string
  readonly pronouns: Pronouns
  readonly phrases: Phrases
  readonly rng: Rng.Rng
}

const PLACEHOLDER = /\{([^{}]+)\}/g

const possessive = (p: Pronouns): string => (p === "female" ? "her" : p === "male" ? "his" : "their")

const objective = (p: Pronouns): string => (p === "female" ? "her" : p === "male" ? "him" : "them")

const PLURALS: Readonly<Record<string, string>> = { child: "children", person: "people", life: "lives" }

const plural = (noun: string): string => PLURALS[noun] ?? `${noun}s`

/** `no <nouns>`, `1 <noun>`, `k <nouns>` for a numeric string. */
const counted = (value: string, noun: string): string => {
  const x = Number(value)
  if (x === 0) return `no ${plural(noun)}`
  return x === 1 ? `1 ${noun}` : `${value} ${plural(noun)}`
}

const duration = (value: string, unit: "year" | "month"): string => {
  const x = Number(value)
  if (Number.isFinite(x) && x < 1) return `less than a ${unit}`
  return x === 1 ? `1 ${unit}` : `${value} ${unit}s`
}

const THE_PLACES =
  /^(?:united\s|netherlands$|philippines$|czech republic$|dominican republic$|middle east$|bahamas$|gambia$|maldives$|uk$|usa$|us$)/i

/** A place name with `the` where English wants it: `the United States`, `the Netherlands`. */
export const withThe = (place: string): string =>
  THE_PLACES.test(place.trim()) ? `the ${place.trim()}` : place

const ago = (value: string): string => {
  const x = Number(value)
  if (Number.isFinite(x) && x < 1) return "this year"
  return x === 1 ? "a year ago" : `${value} years ago`
}

const pick = <A>(rng: Rng.Rng, items: ReadonlyArray<A>): A | undefined =>
  items.length === 0 ? undefined : items[Rng.int(rng, items.length)]

const resolve = (key: string, ctx: Context, depth: number): string | undefined => {
  if (key.startsWith("a:")) {
    const inner = resolve(key.slice(2), ctx, depth)
    return inner === undefined ? undefined : `${article(inner)} ${inner}`
  }
  if (key.startsWith("money:") || key.startsWith("usd:")) {
    const v = ctx.fields[key.slice(key.indexOf(":") + 1)]
    if (v === undefined) return undefined
    const x = Number(v)
    const amount = Number.isFinite(x) ? x.toFixed(2) : v
    return key.startsWith("usd:") ? `$${amount}` : amount
  }
  if (key.startsWith("usdk:")) {
    const v = ctx.fields[key.slice(5)]
    return v === undefined ? undefined : `$${v}k`
  }
  const colon = key.indexOf(":")
  if (colon > 0 && !key.startsWith("~")) {
    const op = key.slice(0, colon)
    const rest = key.slice(colon + 1)
    if (op === "years" || op === "months" || op === "ago") {
      const v = ctx.fields[rest]
      if (v === undefined) return undefined
      return op === "ago" ? ago(v) : duration(v, op === "years" ? "year" : "month")
    }
    if (op === "place") {
      const v = ctx.fields[rest]
      return v === undefined ? undefined : withThe(v)
    }
    if (op === "n") {
      const [field, noun] = rest.split(":") as [string, string | undefined]
      const v = ctx.fields[field]
      return v === undefined || noun === undefined ? undefined : counted(v, noun)
    }
    return undefined
  }
  if (key.startsWith("~")) {
    if (depth > 4) return undefined
    const [list, by] = key.slice(1).split("@") as [string, string | undefined]
    let options: ReadonlyArray<string> | undefined
    if (by !== undefined) {
      const v = ctx.fields[by]
      if (v !== undefined) options = ctx.phrases[`${list}:${v}`]
    }
    options ??= ctx.phrases[list]
    if (options === undefined || options.length === 0) return undefined
    const order = Rng.shuffle(ctx.rng, [...options])
    for (const o of order) {
      const r = render(o, ctx, depth + 1)
      if (r !== undefined) return r
    }
    return undefined
  }
  switch (key) {
    case "first":
      return ctx.first
    case "last":
      return ctx.last
    case "name":
      return `${ctx.first} ${ctx.last}`
    case "their":
      return possessive(ctx.pronouns)
    case "Their":
      return capitalize(possessive(ctx.pronouns))
    case "them":
      return objective(ctx.pronouns)
    default: {
      const v = ctx.fields[key]
      return v === undefined || v.trim() === "" ? undefined : v
    }
  }
}

/** Renders one template, or `undefined` when a placeholder does not resolve. */
export const render = (template: string, ctx: Context, depth = 0): string | undefined => {
  let failed = false
  const out = template.replace(PLACEHOLDER, (_, key: string) => {
    if (failed) return ""
    const v = resolve(key.trim(), ctx, depth)
    if (v === undefined) {
      failed = true
      return ""
    }
    return v
  })
  return failed ? undefined : out
}

/**
 * Renders a composition: per slot, the alternatives in a seeded random order, the first that
 * renders wins (a slot where none renders is left out). Whitespace is collapsed.
 */
export const compose = (slots: Composition, ctx: Context): string => {
  const parts: Array<string> = []
  for (const slot of slots) {
    const order = Rng.shuffle(ctx.rng, [...slot])
    for (const alt of order) {
      const r = render(alt, ctx)
      if (r !== undefined) {
        if (r.trim().length > 0) parts.push(r.trim())
        break
      }
    }
  }
  return parts.join(" ").replace(/\s+/g, " ").trim()
}

/** One element of a non-empty list, drawn with the context's generator. */
export const choose = <A>(rng: Rng.Rng, items: ReadonlyArray<A>, fallback: A): A =>
  pick(rng, items) ?? fallback
