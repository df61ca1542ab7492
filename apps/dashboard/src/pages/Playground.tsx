/**
 * The turn-taking playground (4.15-4.17, 6), through the typed `@cis/client` with the session
 * cookie and its CSRF token: open a thread, send messages as people, see the decision; on
 * `speak`, send the agent's draft and watch the paced reply arrive over the thread's WebSocket
 * with typing indicators.
 */
import { useEffect, useRef, useState } from "preact/hooks"
import { api } from "../api.js"
import { ErrorBox, Section } from "../ui.js"

interface Opened {
  readonly thread: { readonly id: string }
  readonly channel: string
  readonly realtime: { readonly connect_url: string; readonly expires_at: string }
}

interface Line {
  readonly who: string
  readonly text: string
  readonly agent: boolean
}

export const Playground = () => {
  const [opened, setOpened] = useState<Opened | null>(null)
  const [lines, setLines] = useState<ReadonlyArray<Line>>([])
  const [sender, setSender] = useState("Dana")
  const [text, setText] = useState("")
  const [prompt, setPrompt] = useState("You are Ava, the shop's assistant.")
  const [decision, setDecision] = useState<{
    decision: string
    turn_epoch: number
    tags: ReadonlyArray<string>
  } | null>(null)
  const [draft, setDraft] = useState("")
  const [typing, setTyping] = useState(false)
  const [connected, setConnected] = useState(false)
  const [error, setError] = useState<unknown>(undefined)
  const socket = useRef<WebSocket | null>(null)

  useEffect(() => {
    if (opened === null) return
    const ws = new WebSocket(opened.realtime.connect_url)
    socket.current = ws
    ws.onopen = () => setConnected(true)
    ws.onclose = () => setConnected(false)
    ws.onmessage = (m) => {
      let event: { type?: string; data?: { content?: string; state?: string; typing?: boolean } }
      try {
        event = JSON.parse(String(m.data))
      } catch {
        return
      }
      if (event.type === "turn_taking.typing") {
        const d = event.data ?? {}
        setTyping(!(d.state === "stop" || d.typing === false))
      } else if (event.type === "turn_taking.message" && typeof event.data?.content === "string") {
        const content = event.data.content
        setTyping(false)
        setLines((ls) => [...ls, { who: "Agent", text: content, agent: true }])
      }
    }
    return () => ws.close()
  }, [opened])

  const attempt = (f: () => Promise<void>) => async (e: Event) => {
    e.preventDefault()
    setError(undefined)
    try {
      await f()
    } catch (err) {
      setError(err)
    }
  }

  return (
    <>
      <h1>Turn-taking playground</h1>
      {opened === null ? (
        <button
          type="button"
          onClick={attempt(async () =>
            setOpened((await api((c) => c.turnTaking.openThread({ payload: {} }))) as Opened)
          )}
        >
          Open a thread
        </button>
      ) : (
        <p>
          Thread <code>{opened.thread.id}</code> · {connected ? "live" : "connecting…"}
        </p>
      )}
      <ErrorBox error={error} />
      {opened && (
        <>
          <Section title="Conversation">
            <ol class="chat" aria-live="polite" data-testid="chat">
              {lines.map((l, i) => (
                <li key={i} class={l.agent ? "agent" : ""}>
                  <strong>{l.who}:</strong> {l.text}
                </li>
              ))}
            </ol>
            {typing && (
              <p role="status" data-testid="typing">
                Agent is typing…
              </p>
            )}
          </Section>
          <form
            onSubmit={attempt(async () => {
              const r = await api((c) =>
                c.turnTaking.submitMessages({
                  payload: {
                    thread_id: opened.thread.id,
                    messages: [{ sender, content: text }],
                    ...(prompt.trim() ? { system_prompt: prompt } : {})
                  }
                })
              )
              setLines((ls) => [...ls, { who: sender, text, agent: false }])
              setText("")
              setDecision(r)
            })}
          >
            <label>
              Agent's system prompt
              <textarea
                rows={2}
                value={prompt}
                onInput={(e) => setPrompt((e.target as HTMLTextAreaElement).value)}
              />
            </label>
            <label>
              Speaking as
              <input
                value={sender}
                required
                onInput={(e) => setSender((e.target as HTMLInputElement).value)}
              />
            </label>
            <label>
              Message
              <input value={text} required onInput={(e) => setText((e.target as HTMLInputElement).value)} />
            </label>
            <button type="submit">Send</button>
          </form>
          {decision && (
            <p role="status" data-testid="decision">
              Decision: <strong>{decision.decision === "speak" ? "speak" : "stay silent"}</strong> (turn{" "}
              {decision.turn_epoch}
              {decision.tags.length > 0 ? `; ${decision.tags.join(", ")}` : ""})
            </p>
          )}
          {decision?.decision === "speak" && (
            <form
              onSubmit={attempt(async () => {
                await api((c) =>
                  c.turnTaking.respond({
                    payload: {
                      thread_id: opened.thread.id,
                      content: draft,
                      turn_epoch: decision.turn_epoch,
                      ...(prompt.trim() ? { system_prompt: prompt } : {})
                    }
                  })
                )
                setDraft("")
                setDecision(null)
              })}
            >
              <label>
                The agent's draft reply (paced and delivered over the socket)
                <textarea
                  rows={3}
                  required
                  value={draft}
                  onInput={(e) => setDraft((e.target as HTMLTextAreaElement).value)}
                />
              </label>
              <button type="submit">Reply</button>
            </form>
          )}
        </>
      )}
    </>
  )
}
