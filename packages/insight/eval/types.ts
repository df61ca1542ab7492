/**
 * Shape of a labelled conversation of the eval set. Messages are written `Speaker: text`; ids are
 * `m1`, `m2`, ... in order. Labels are what a careful reader would say, written before looking
 * at the engine's output for that conversation.
 */
import type { FindingKind, InteractionType, Reception, Severity } from "../src/Schemas.js"

/** One labelled conversation. */
export interface Labelled {
  readonly id: string
  readonly category:
    | "support"
    | "sales"
    | "companion"
    | "group"
    | "hostile"
    | "venting"
    | "banter"
    | "ignoring"
    | "good"
    | "mixed-language"
  /** Kept out of tuning: reported separately. */
  readonly heldOut?: true
  readonly agent: string
  readonly messages: ReadonlyArray<string>
  /** `[fromIndex, type]`: the type of every message from that 0-based index on. */
  readonly types: ReadonlyArray<readonly [number, InteractionType]>
  /** Per non-agent speaker: expected reception and frustration anchor (0, 0.2, 0.5, 0.8, 1). */
  readonly users: Readonly<Record<string, readonly [Reception, number]>>
  /** Expected finding kinds; empty means the agent did well (a clean conversation). */
  readonly findings: ReadonlyArray<FindingKind>
  /** Foresee drafts: `[draft, expected risk]`, or `[draft, risk, keep]` to cut the transcript to its first `keep` messages. */
  readonly drafts: ReadonlyArray<readonly [string, Severity] | readonly [string, Severity, number]>
}

/**
 * A second reader's labels for a conversation someone else wrote, given only the transcript, the
 * people and the drafts (never the writer's labels): used to measure how far two careful readers
 * agree, the ceiling for any engine scored against one reader's labels.
 */
export interface Relabel {
  /** The blind id, `<part>-<nn>`: the nn-th conversation of that part file. */
  readonly id: string
  readonly types: ReadonlyArray<readonly [number, InteractionType]>
  readonly users: Readonly<Record<string, readonly [Reception, number]>>
  readonly findings: ReadonlyArray<FindingKind>
  /** Expected risk of each draft, in the order given. */
  readonly risks: ReadonlyArray<Severity>
}
