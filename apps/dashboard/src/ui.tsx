/** Small shared pieces: errors as the API's messages, busy states, a hook for loading. */
import type { ComponentChildren } from "preact"
import { useCallback, useEffect, useState } from "preact/hooks"
import { ApiFailure } from "./api.js"

export const message = (e: unknown): string =>
  e instanceof ApiFailure || e instanceof Error ? e.message : String(e)

export const ErrorBox = (props: { readonly error: unknown }) =>
  props.error === undefined || props.error === null ? null : (
    <p class="error" role="alert">
      {message(props.error)}
    </p>
  )

export const Section = (props: { readonly title: string; readonly children: ComponentChildren }) => (
  <section aria-label={props.title}>
    <h2>{props.title}</h2>
    {props.children}
  </section>
)

/** Loads `f` once (and again on `reload`); `data`, `error`, `loading`. */
export const useLoad = <A,>(f: () => Promise<A>, deps: ReadonlyArray<unknown> = []) => {
  const [data, setData] = useState<A | undefined>(undefined)
  const [error, setError] = useState<unknown>(undefined)
  const [loading, setLoading] = useState(true)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    setLoading(true)
    f().then(
      (a) => {
        if (!live) return
        setData(a)
        setError(undefined)
        setLoading(false)
      },
      (e) => {
        if (!live) return
        setError(e)
        setLoading(false)
      }
    )
    return () => {
      live = false
    }
  }, [tick, ...deps])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  return { data, error, loading, reload }
}
