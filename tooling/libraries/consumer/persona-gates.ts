// Typechecked against the shipped declarations of @cis/persona-gates (not run).
import { Evaluate, type Report } from "@cis/persona-gates"

const report: Report.EvaluationReport = Evaluate.evaluate([
  { persona_id: "p1", fields: { name: "Ada" }, system_prompt: "You are Ada.", markdown: "# Ada" }
])
const passed: boolean = report.passed
// @ts-expect-error fields values are strings
Evaluate.evaluate([{ persona_id: "p1", fields: { age: 3 }, system_prompt: "", markdown: "" }])
export const out = passed
