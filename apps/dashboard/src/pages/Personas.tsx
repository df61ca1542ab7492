/**
 * Personas: start a population with a progress bar while it runs, browse the personas, the
 * marginals (requested against achieved) and the diversity figures as charts; validate a
 * pasted population.
 */
import type { Personas as P } from "@cis/contract"
import { useEffect, useState } from "preact/hooks"
import { api } from "../api.js"
import { BarChart } from "../Chart.js"
import { ErrorBox, Section } from "../ui.js"

type Population = typeof P.Population.Type
type Result = NonNullable<Population["result"]>
type Report = NonNullable<(typeof P.Evaluation.Type)["result"]>

const percent = (n: number) => `${Math.round(n * 100)}%`

/** Polls a job every `ms` until it is done; the latest answer. */
const usePoll = <A extends { status: string }>(
  id: string | null,
  read: (id: string) => Promise<A>,
  ms = 500
) => {
  const [state, setState] = useState<A | null>(null)
  const [error, setError] = useState<unknown>(undefined)
  useEffect(() => {
    if (id === null) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () =>
      read(id).then(
        (a) => {
          if (!live) return
          setState(a)
          if (a.status === "pending" || a.status === "running") timer = setTimeout(tick, ms)
        },
        (e) => live && setError(e)
      )
    setState(null)
    setError(undefined)
    tick()
    return () => {
      live = false
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [id])
  return { state, error }
}

export const Marginals = (props: { readonly marginals: Result["marginals"] }) => (
  <>
    {props.marginals.map((m) => (
      <BarChart
        key={m.attribute}
        title={`${m.attribute}: requested against achieved (total variation distance ${m.total_variation_distance.toFixed(2)})`}
        labels={m.cells.map((c) => c.key)}
        series={[
          { label: "Requested", values: m.cells.map((c) => c.requested), color: "#6b7280" },
          { label: "Achieved", values: m.cells.map((c) => c.achieved), color: "#1f5fa8" }
        ]}
        format={percent}
        max={1}
      />
    ))}
  </>
)

export const Diversity = (props: { readonly diversity: NonNullable<Result["diversity"]> }) => (
  <BarChart
    title={`Diversity: pairwise similarity (0 all different, 1 identical); ${props.diversity.duplicate_pairs} duplicate pairs`}
    labels={["Mean pairwise similarity", "Max pairwise similarity"]}
    series={[
      {
        label: "Similarity",
        values: [props.diversity.mean_pairwise_similarity, props.diversity.max_pairwise_similarity],
        color: "#8a4b08"
      }
    ]}
    format={(n) => n.toFixed(2)}
    max={1}
  />
)

const Browse = (props: { readonly personas: Result["personas"] }) => {
  const [open, setOpen] = useState(0)
  const p = props.personas[open]
  return (
    <Section title={`Personas (${props.personas.length})`}>
      <div class="browse">
        <ul class="persona-list">
          {props.personas.map((x, i) => (
            <li key={x.persona_id}>
              <button type="button" aria-pressed={i === open} onClick={() => setOpen(i)}>
                {x.fields.name ?? x.persona_id}
              </button>
            </li>
          ))}
        </ul>
        {p && (
          <article class="persona" aria-label={`Persona ${p.persona_id}`}>
            <h3>{p.fields.name ?? p.persona_id}</h3>
            <dl>
              {Object.entries(p.fields).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
            <details>
              <summary>System prompt</summary>
              <pre>{p.system_prompt}</pre>
            </details>
          </article>
        )}
      </div>
    </Section>
  )
}

export const Personas = () => {
  const [prompt, setPrompt] = useState("")
  const [count, setCount] = useState(10)
  const [jobId, setJobId] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(undefined)
  const [busy, setBusy] = useState(false)
  const poll = usePoll(jobId, (id) => api((c) => c.personas.population({ path: { id } })))

  const start = async (e: Event) => {
    e.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const job = await api((c) => c.personas.generate({ payload: { prompt, count, grounding: "off" } }))
      setJobId(job.id)
    } catch (err) {
      setError(err)
    } finally {
      setBusy(false)
    }
  }
  const pop = poll.state
  const total = pop?.progress?.total ?? pop?.result?.personas.length
  const produced = pop?.status === "succeeded" ? total : pop?.progress?.produced
  const progress = total === undefined ? undefined : { total, produced: produced ?? 0 }
  return (
    <>
      <h1>Personas</h1>
      <Section title="Generate a population">
        <form onSubmit={start}>
          <label>
            Who to generate
            <textarea
              name="prompt"
              required
              rows={3}
              maxLength={10_000}
              value={prompt}
              onInput={(e) => setPrompt((e.target as HTMLTextAreaElement).value)}
            />
          </label>
          <label>
            How many
            <input
              type="number"
              name="count"
              min={1}
              value={count}
              onInput={(e) => setCount(Number((e.target as HTMLInputElement).value))}
            />
          </label>
          <button type="submit" disabled={busy}>
            {busy ? "Starting…" : "Generate"}
          </button>
        </form>
        <ErrorBox error={error} />
        <ErrorBox error={poll.error} />
        {pop && (
          <div role="status" aria-live="polite">
            <p data-testid="population-status">
              Population {pop.id}: {pop.status}
              {progress ? ` (${progress.produced} of ${progress.total})` : ""}
            </p>
            <progress
              aria-label="Generation progress"
              max={progress?.total ?? 1}
              value={pop.status === "succeeded" ? (progress?.total ?? 1) : (progress?.produced ?? 0)}
            />
            {pop.status === "failed" && <p class="error">{pop.error}</p>}
          </div>
        )}
      </Section>
      {pop?.result && (
        <>
          <Browse personas={pop.result.personas} />
          <Section title="Marginals and diversity">
            {pop.result.diversity && <Diversity diversity={pop.result.diversity} />}
            <Marginals marginals={pop.result.marginals} />
          </Section>
        </>
      )}
    </>
  )
}

const GateList = (props: { readonly report: Report }) => (
  <>
    <p data-testid="validation-verdict" class={props.report.passed ? "ok" : "error"}>
      {props.report.passed ? "Every gate passed." : "Some gates failed."}
    </p>
    <table>
      <thead>
        <tr>
          <th scope="col">Batch gate</th>
          <th scope="col">Result</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {props.report.gates.map((g) => (
          <tr key={g.name}>
            <th scope="row">{g.name}</th>
            <td>{g.passed ? "passed" : "failed"}</td>
            <td>{g.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <h3>Per persona</h3>
    <ul>
      {props.report.scorecards.map((s) => (
        <li key={s.persona_id}>
          {s.persona_id}:{" "}
          {s.gates.filter((g) => !g.passed).length === 0
            ? "all gates passed"
            : `failed ${s.gates
                .filter((g) => !g.passed)
                .map((g) => g.name)
                .join(", ")}`}
        </li>
      ))}
    </ul>
    {props.report.diversity && <Diversity diversity={props.report.diversity} />}
    {props.report.marginals && <Marginals marginals={props.report.marginals} />}
  </>
)

export const Validate = () => {
  const [text, setText] = useState("")
  const [jobId, setJobId] = useState<string | null>(null)
  const [error, setError] = useState<unknown>(undefined)
  const poll = usePoll(jobId, (id) => api((c) => c.personas.evaluation({ path: { id } })))
  const submit = async (e: Event) => {
    e.preventDefault()
    setError(undefined)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch (err) {
      setError(new Error(`That is not JSON: ${(err as Error).message}`))
      return
    }
    // Accepts a whole population answer, its `personas`, or the request body itself.
    const source = (
      Array.isArray(body) ? { personas: body } : ((body as { result?: unknown }).result ?? body)
    ) as { personas?: unknown; blueprint?: unknown }
    const payload = {
      personas: source.personas,
      ...(source.blueprint !== undefined ? { blueprint: source.blueprint } : {})
    }
    try {
      const job = await api((c) => c.personas.validate({ payload: payload as never }))
      setJobId(job.id)
    } catch (err) {
      setError(err)
    }
  }
  return (
    <>
      <h1>Validate a population</h1>
      <form onSubmit={submit}>
        <label>
          Personas as JSON (an array, {"{ personas, blueprint? }"}, or a population job's answer)
          <textarea
            name="population"
            required
            rows={10}
            value={text}
            onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
          />
        </label>
        <button type="submit">Validate</button>
      </form>
      <ErrorBox error={error} />
      <ErrorBox error={poll.error} />
      {poll.state && (
        <p role="status" data-testid="validation-status">
          Validation {poll.state.status}
        </p>
      )}
      {poll.state?.result && <GateList report={poll.state.result} />}
    </>
  )
}
