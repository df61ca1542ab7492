/**
 * Fourier–Motzkin elimination: decides whether a small system of linear inequalities over the
 * reals has a solution. Exact for the real relaxation (strictness is tracked), exponential in the
 * worst case, so it gives up (returns `undefined`) past a cap on the number of inequalities.
 */

/** `Σ coefs·x + constant ≥ 0`, or `> 0` when strict. */
export interface Inequality {
  readonly coefs: Float64Array
  readonly constant: number
  readonly strict: boolean
}

const scaleBy = (coefs: Float64Array, constant: number, strict: boolean, m: number): Inequality => {
  const out = new Float64Array(coefs.length)
  for (let i = 0; i < coefs.length; i++) {
    const c = coefs[i]! / m
    out[i] = Math.abs(c) < 1e-12 ? 0 : c
  }
  return { coefs: out, constant: constant / m, strict }
}

/**
 * `true` when the system is feasible, `false` when it is not, `undefined` when the elimination
 * exceeded `cap` inequalities. `tol` absorbs round-off: a constant inequality `c ≥ 0` fails when
 * `c < −tol`, a strict `c > 0` when `c ≤ tol`.
 */
export const feasible = (
  n: number,
  system: ReadonlyArray<Inequality>,
  tol: number,
  cap = 4000
): boolean | undefined => {
  let rows: Array<Inequality> = []
  const admit = (coefs: Float64Array, constant: number, strict: boolean): boolean => {
    let m = 0
    for (let i = 0; i < coefs.length; i++) {
      if (Math.abs(coefs[i]!) < 1e-12) coefs[i] = 0
      m = Math.max(m, Math.abs(coefs[i]!))
    }
    if (m === 0) return strict ? constant > tol : constant >= -tol
    rows.push(scaleBy(coefs, constant, strict, m))
    return true
  }
  for (const row of system) if (!admit(Float64Array.from(row.coefs), row.constant, row.strict)) return false
  const alive = new Set<number>()
  for (let j = 0; j < n; j++) alive.add(j)
  while (alive.size > 0) {
    // eliminate the variable with the fewest generated pairs
    let best = -1
    let bestCost = Number.POSITIVE_INFINITY
    for (const j of alive) {
      let p = 0
      let q = 0
      for (const r of rows) {
        if (r.coefs[j]! > 0) p++
        else if (r.coefs[j]! < 0) q++
      }
      const cost = p * q - p - q
      if (cost < bestCost) {
        bestCost = cost
        best = j
      }
    }
    const j = best
    alive.delete(j)
    const pos = rows.filter((r) => r.coefs[j]! > 0)
    const neg = rows.filter((r) => r.coefs[j]! < 0)
    const keep = rows.filter((r) => r.coefs[j] === 0)
    if (keep.length + pos.length * neg.length > cap) return undefined
    rows = keep
    for (const p of pos) {
      for (const q of neg) {
        const a = p.coefs[j]!
        const b = -q.coefs[j]!
        const coefs = new Float64Array(n)
        for (let i = 0; i < n; i++) coefs[i] = b * p.coefs[i]! + a * q.coefs[i]!
        coefs[j] = 0
        if (!admit(coefs, b * p.constant + a * q.constant, p.strict || q.strict)) return false
      }
    }
  }
  return true
}

/**
 * `Σ coefs·x + constant + Σ boxes[2v]·lo(v) + Σ boxes[2v+1]·hi(v) ≥ 0` (`> 0` when strict): an
 * inequality whose constant may depend on the bounds [lo(v), hi(v)] of some variables, kept as
 * symbols so that one elimination serves every set of bounds. `origin` is the constraint it comes
 * from (−1 for a bound row).
 */
export interface Symbolic {
  readonly coefs: Float64Array
  readonly constant: number
  readonly boxes: Float64Array
  readonly strict: boolean
  readonly origin: number
}

/** The rows lo(v) ≤ v ≤ hi(v) in symbolic form. */
export const boxRows = (n: number, v: number): ReadonlyArray<Symbolic> => {
  const lo = new Float64Array(n)
  lo[v] = 1
  const loBox = new Float64Array(2 * n)
  loBox[2 * v] = -1
  const hi = new Float64Array(n)
  hi[v] = -1
  const hiBox = new Float64Array(2 * n)
  hiBox[2 * v + 1] = 1
  return [
    { coefs: lo, constant: 0, boxes: loBox, strict: false, origin: -1 },
    { coefs: hi, constant: 0, boxes: hiBox, strict: false, origin: -1 }
  ]
}

/**
 * Projections by elimination in descending variable order: `out[v]` holds the inequalities, derived
 * by combining the input, whose last (highest-index) variable is `v` once every variable above `v`
 * has been eliminated. With the bounds of the eliminated variables substituted, they are the exact
 * projection of the system (real relaxation) onto variables 0..v: a value of `v` that meets them
 * extends to a solution of the whole system. The combination pattern depends only on the signs of
 * the coefficients, so the bounds stay symbolic. Input rows are not repeated in the output. Stops
 * adding rows past `cap` (later projections are then weaker, never wrong).
 *
 * With `integer` flags, eliminating an integer variable v from `a·v ≥ −P` and `b·v ≤ Q` asks for
 * the "dark shadow" `Q/b + P/a ≥ 1` instead of `≥ 0`: a window at least one unit wide, so that it
 * holds an integer. Those projections are sufficient rather than exact (they may cut feasible
 * values whose completion needs an integer at the very edge).
 */
export const projections = (
  n: number,
  system: ReadonlyArray<Symbolic>,
  cap = 600,
  integer?: ArrayLike<boolean>
): Array<Array<Symbolic>> => {
  const out: Array<Array<Symbolic>> = Array.from({ length: n }, () => [])
  const lastOf = (r: Symbolic): number => {
    for (let i = n - 1; i >= 0; i--) if (r.coefs[i] !== 0) return i
    return -1
  }
  let rows: Array<Symbolic & { readonly derived: boolean }> = system.map((r) => ({ ...r, derived: false }))
  for (let v = n - 1; v >= 0; v--) {
    const pos = rows.filter((r) => r.coefs[v]! > 0)
    const neg = rows.filter((r) => r.coefs[v]! < 0)
    const keep = rows.filter((r) => r.coefs[v] === 0)
    for (const r of [...pos, ...neg]) if (r.derived && lastOf(r) === v) out[v]!.push(r)
    if (keep.length + pos.length * neg.length > cap) return out
    const seen = new Map<string, number>()
    const next: Array<Symbolic & { readonly derived: boolean }> = []
    const add = (r: Symbolic & { readonly derived: boolean }) => {
      const key = `${Array.from(r.coefs, (c) => c.toPrecision(10)).join(",")}|${Array.from(r.boxes, (c) => c.toPrecision(10)).join(",")}|${r.strict}`
      const at = seen.get(key)
      if (at === undefined) {
        seen.set(key, next.length)
        next.push(r)
      } else if (r.constant < next[at]!.constant) next[at] = r
    }
    for (const r of keep) add(r)
    for (const p of pos) {
      for (const q of neg) {
        const a = p.coefs[v]!
        const b = -q.coefs[v]!
        const coefs = new Float64Array(n)
        let m = 0
        for (let i = 0; i < n; i++) {
          const x = b * p.coefs[i]!
          const y = a * q.coefs[i]!
          const c = x + y
          coefs[i] = Math.abs(c) <= 1e-12 * Math.max(Math.abs(x), Math.abs(y)) ? 0 : c
          m = Math.max(m, Math.abs(coefs[i]!))
        }
        coefs[v] = 0
        if (m === 0) continue
        const boxes = new Float64Array(2 * n)
        for (let i = 0; i < 2 * n; i++) boxes[i] = (b * p.boxes[i]! + a * q.boxes[i]!) / m
        for (let i = 0; i < n; i++) coefs[i] = coefs[i]! / m
        // dark shadow (Pugh's Omega test): an integer v needs a window at least 1 wide
        const dark = integer?.[v] === true ? a * b : 0
        add({
          coefs,
          constant: (b * p.constant + a * q.constant - dark) / m,
          boxes,
          strict: p.strict || q.strict,
          origin: p.origin >= 0 ? p.origin : q.origin,
          derived: true
        })
      }
    }
    rows = next
  }
  return out
}
