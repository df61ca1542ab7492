/**
 * Reception reports (spec 2.8, 2.9) and audits (4.10-4.12, 2.11), through the typed
 * `@cis/client` with the session cookie and its CSRF token. An audit is polled until it is
 * `completed` with its replies (or `failed`), showing each section as it arrives.
 */
import { useState } from "preact/hooks"
import { api } from "../api.js"
import { BarChart } from "../Chart.js"
import { ErrorBox, Section } from "../ui.js"

const types = ["transactional", "bonding", "venting", "banter", "friction", "hostile"] as const
/** One colour per interaction type; each passes 3:1 against white beside its text label. */
const colours: Record<string, string> = {
  transactional: "#1f5fa8",
  bonding: "#166534",
  venting: "#8a4b08",
  banter: "#6b21a8",
  friction: "#b45309",
  hostile: "#a11d1d"
}

export interface ReceptionReport {
  readonly health_score: number
  readonly summary: string
  readonly interactions: ReadonlyArray<{
    readonly type: string
    readonly topic: string
    readonly participants: ReadonlyArray<{ readonly name: string; readonly stance: string }>
    readonly message_ids: ReadonlyArray<string>
  }>
  readonly interaction_totals: ReadonlyArray<{ readonly type: string; readonly count: number }>
  readonly per_user: ReadonlyArray<{
    readonly name: string
    readonly reception: string
    readonly frustration: number
    readonly trend: string
    readonly behaviors: ReadonlyArray<string>
    readonly note: string
  }>
  readonly findings: ReadonlyArray<{
    readonly issue: string
    readonly severity: string
    readonly recommendation: string
    readonly before_message_id: string
    readonly rewritten_reply: string
    readonly how_it_helps?: string
  }>
}

interface Message {
  readonly id: string
  readonly speaker: string
  readonly text: string
}

/** The reception report drawn for people; `messages` (when known) shows the agent's words. */
export const ReportView = (props: {
  readonly report: ReceptionReport
  readonly messages?: ReadonlyArray<Message>
}) => {
  const r = props.report
  const total = r.interactions.reduce((n, i) => n + Math.max(1, i.message_ids.length), 0)
  const textOf = (id: string) => props.messages?.find((m) => m.id === id)?.text
  return (
    <>
      <Section title="Health">
        <p>
          <meter
            min={0}
            max={1}
            low={0.4}
            high={0.7}
            optimum={1}
            value={r.health_score}
            aria-label="Health score"
          />{" "}
          <strong data-testid="health-score">{r.health_score.toFixed(2)}</strong> (0 users leaving, 1
          thriving)
        </p>
        <p>{r.summary}</p>
      </Section>
      <Section title="Interaction timeline">
        <ul class="timeline" aria-label="Interactions in order">
          {r.interactions.map((i, n) => (
            <li
              key={`${n}-${i.topic}`}
              class="slice"
              title={`${i.type}: ${i.topic}`}
              style={{
                flexGrow: Math.max(1, i.message_ids.length) / Math.max(1, total),
                background: colours[i.type] ?? "#4b5563"
              }}
            >
              <span class="sr-only">
                {i.type}: {i.topic} ({i.message_ids.length} messages)
              </span>
            </li>
          ))}
        </ul>
        <ul class="legend">
          {types.map((t) => (
            <li key={t}>
              <span class="swatch" style={{ background: colours[t] }} /> {t}
            </li>
          ))}
        </ul>
        <BarChart
          title="Interactions by type"
          labels={r.interaction_totals.map((t) => t.type)}
          series={[
            { label: "Interactions", values: r.interaction_totals.map((t) => t.count), color: "#1f5fa8" }
          ]}
        />
      </Section>
      <Section title="People">
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Person</th>
                <th scope="col">Reception</th>
                <th scope="col">Frustration</th>
                <th scope="col">Trend</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {r.per_user.map((u) => (
                <tr key={u.name}>
                  <th scope="row">{u.name}</th>
                  <td>{u.reception.replace("_", " ")}</td>
                  <td>
                    <meter
                      min={0}
                      max={1}
                      high={0.5}
                      optimum={0}
                      value={u.frustration}
                      aria-label={`Frustration of ${u.name}`}
                    />{" "}
                    {u.frustration.toFixed(2)}
                  </td>
                  <td>{u.trend}</td>
                  <td class="note">{u.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title="Findings">
        {r.findings.length === 0 && <p>No mistakes found in the agent's replies.</p>}
        {r.findings.map((f, n) => (
          <article class="finding" key={`${n}-${f.issue}`}>
            <h3>
              {f.issue} <span class={`severity ${f.severity}`}>{f.severity}</span>
            </h3>
            <p>{f.recommendation}</p>
            <div class="before-after">
              <div>
                <h4>The agent wrote ({f.before_message_id})</h4>
                <blockquote>
                  {textOf(f.before_message_id) ?? (
                    <em>the message itself is not kept with a stored report; see the chat you analyzed</em>
                  )}
                </blockquote>
              </div>
              <div>
                <h4>Rewritten</h4>
                <blockquote>{f.rewritten_reply}</blockquote>
              </div>
            </div>
            {f.how_it_helps && <p>{f.how_it_helps}</p>}
          </article>
        ))}
      </Section>
    </>
  )
}

export const Reports = () => {
  const [id, setId] = useState(new URLSearchParams(window.location.search).get("id") ?? "")
  const [record, setRecord] = useState<{ agent_name: string; report: ReceptionReport } | null | undefined>(
    undefined
  )
  const [error, setError] = useState<unknown>(undefined)
  return (
    <>
      <h1>Reports</h1>
      <form
        onSubmit={async (e) => {
          e.preventDefault()
          setError(undefined)
          try {
            const wanted = id.trim()
            if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(wanted))
              throw new Error(
                "A report id is a UUID, as analyze returned it (e.g. 7f7e1a52-9c1e-4d9b-9f5a-0b6f2f0b1c11)."
              )
            setRecord(await api((c) => c.socialObservability.report({ path: { id: wanted } })))
          } catch (err) {
            setError(err)
          }
        }}
      >
        <label>
          Report id
          <input name="id" required value={id} onInput={(e) => setId((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">Open</button>
      </form>
      <ErrorBox error={error} />
      {record === null && <p role="status">No report with this id on your account.</p>}
      {record && (
        <>
          <p>Agent: {record.agent_name}</p>
          <ReportView report={record.report} />
        </>
      )}
    </>
  )
}

interface Run {
  readonly status: string
  readonly error?: string
  readonly run_id: string
  readonly agent_name: string | null
  readonly transcript: { readonly messages: ReadonlyArray<Message> }
  readonly report: ReceptionReport | null
  readonly read: Record<string, unknown> | null
  readonly verdicts: ReadonlyArray<{
    index: number
    risk: string
    summary: string
    predicted_message: string
  }> | null
  readonly replies: ReadonlyArray<{
    index: number
    reply: string
    messages: ReadonlyArray<string>
    risk: string
  }>
}

/** An audit's sections are all in (its replies may be none), or it failed. */
const finished = (r: Run) =>
  r.status === "failed" ||
  (r.status === "completed" &&
    r.report !== null &&
    r.read !== null &&
    r.verdicts !== null &&
    (r.replies.length > 0 || r.verdicts.every((v) => v.risk === "low")))

export const Audits = () => {
  const [text, setText] = useState("")
  const [prepared, setPrepared] = useState<{
    run_id: string
    messages: number
    participants: ReadonlyArray<string>
    agent_guess: string | null
  } | null>(null)
  const [agent, setAgent] = useState("")
  const [run, setRun] = useState<Run | null>(null)
  const [error, setError] = useState<unknown>(undefined)

  const poll = async (runId: string) => {
    for (;;) {
      const r = (await api((c) => c.audit.run({ payload: { run_id: runId } }))) as unknown as Run
      setRun(r)
      if (finished(r)) return
      await new Promise((ok) => setTimeout(ok, 1000))
    }
  }
  return (
    <>
      <h1>Audits</h1>
      <form
        onSubmit={async (e) => {
          e.preventDefault()
          setError(undefined)
          try {
            const p = await api((c) => c.audit.prepare({ payload: { raw_text: text } }))
            setPrepared(p)
            setAgent(p.agent_guess ?? p.participants[0] ?? "")
          } catch (err) {
            setError(err)
          }
        }}
      >
        <label>
          The chat, pasted as it is
          <textarea
            name="chat"
            required
            rows={10}
            value={text}
            onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          />
        </label>
        <button type="submit">Read the chat</button>
      </form>
      {prepared && (
        <form
          onSubmit={async (e) => {
            e.preventDefault()
            setError(undefined)
            try {
              await api((c) => c.audit.launch({ payload: { run_id: prepared.run_id, agent_name: agent } }))
              await poll(prepared.run_id)
            } catch (err) {
              setError(err)
            }
          }}
        >
          <p>
            {prepared.messages} messages; participants: {prepared.participants.join(", ")}.
          </p>
          <label>
            Which one is the agent?
            <select value={agent} onChange={(e) => setAgent((e.target as HTMLSelectElement).value)}>
              {prepared.participants.map((p) => (
                <option key={p} value={p}>
                  {p}
                  {p === prepared.agent_guess ? " (guess)" : ""}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Launch the audit</button>
        </form>
      )}
      <ErrorBox error={error} />
      {run && (
        <div role="status" aria-live="polite">
          {run.status === "failed" && <p class="error">The audit failed: {run.error ?? "no reason given"}</p>}
          <ul>
            <li>Status: {run.status}</li>
            <li>Report: {run.report ? "ready" : "working…"}</li>
            <li>Read: {run.read ? "ready" : "working…"}</li>
            <li>Verdicts: {run.verdicts ? `${run.verdicts.length}` : "working…"}</li>
            <li>
              Replies:{" "}
              {run.replies.length > 0 ? `${run.replies.length}` : finished(run) ? "none needed" : "working…"}
            </li>
          </ul>
        </div>
      )}
      {run?.verdicts && run.verdicts.length > 0 && (
        <Section title="Verdicts on the agent's turns">
          <ul>
            {run.verdicts.map((v) => (
              <li key={v.index}>
                Turn at message {v.index + 1}: risk {v.risk}. {v.summary} Likely next message: “
                {v.predicted_message}”
                {run.replies.find((r) => r.index === v.index) && (
                  <> Better reply: “{run.replies.find((r) => r.index === v.index)!.reply}”</>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {run?.report && <ReportView report={run.report} messages={run.transcript.messages} />}
    </>
  )
}
