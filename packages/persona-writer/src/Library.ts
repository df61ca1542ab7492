/**
 * The library of domain blueprints of the offline provider: one {@link Domain} per kind of
 * population (customers of a support desk, software developers, patients, students, online
 * shoppers, employees, gamers, voters, healthcare workers) plus the `general public` fallback.
 *
 * Each domain carries its blueprint (spec 2.3: root categoricals with weights, truncated-normal
 * numerics, conditional children on categorical parents, `ordered_values`, linear constraints,
 * text fields), the keywords that select it (see `Infer`), and the templates and phrase lists the
 * writer uses for its text fields (see `Writer`).
 *
 * @since 0.1.0
 */
import type { Blueprint } from "@cis/blueprint"
import { employees } from "./internal/library/employees.js"
import { gamers } from "./internal/library/gamers.js"
import { generalPublic as fallback } from "./internal/library/generalPublic.js"
import { healthcareWorkers } from "./internal/library/healthcareWorkers.js"
import { onlineShoppers } from "./internal/library/onlineShoppers.js"
import { patients } from "./internal/library/patients.js"
import { softwareDevelopers } from "./internal/library/softwareDevelopers.js"
import { students } from "./internal/library/students.js"
import { supportCustomers } from "./internal/library/supportCustomers.js"
import { voters } from "./internal/library/voters.js"
import type { Composition, Phrases } from "./internal/template.js"
import { words } from "./internal/text.js"

/** One domain of the library. */
export interface Domain {
  /** Stable identifier, e.g. `software_developers`. */
  readonly id: string
  /** Human label; also the blueprint's `domain`. */
  readonly label: string
  /** One member of the population, e.g. `software developer` (its last word is the head noun). */
  readonly noun: string
  /** Keyword → weight; a keyword may be several words. See `Infer.scoreDomains`. */
  readonly keywords: Readonly<Record<string, number>>
  /** The blueprint (spec 2.3) without `rationale` or `sources`. */
  readonly blueprint: Blueprint.Blueprint
  /** Text field name → template slots (see `Writer`). */
  readonly text: Readonly<Record<string, Composition>>
  /** Named phrase lists the templates draw from. */
  readonly phrases: Phrases
}

/** The fallback domain, used when no keyword of any other domain matches. */
export const generalPublic: Domain = fallback

/**
 * Every domain, in the fixed order that breaks ties in `Infer.scoreDomains`; `general public` is
 * last.
 */
export const domains: ReadonlyArray<Domain> = [
  supportCustomers,
  softwareDevelopers,
  patients,
  students,
  onlineShoppers,
  employees,
  gamers,
  voters,
  healthcareWorkers,
  generalPublic
]

/**
 * The domain whose `id` or `label` equals `key` (case-insensitive, spaces and underscores
 * equivalent), if any. O(domains).
 */
export const find = (key: string): Domain | undefined => {
  const k = words(key).join(" ")
  return domains.find((d) => words(d.id).join(" ") === k || words(d.label).join(" ") === k)
}
