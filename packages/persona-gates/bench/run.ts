/**
 * Bench: the full gate set (`Evaluate.evaluate` with a blueprint) on 1,000 and 10,000 personas
 * of the fixture blueprint (9 fields, 2 constraints). Prints wall times in milliseconds.
 */
import { Evaluate } from "../src/index.js"
import { blueprint, population } from "../test/fixtures.js"

const time = (label: string, run: () => unknown, repeats: number): void => {
  run()
  const times: Array<number> = []
  for (let r = 0; r < repeats; r++) {
    const t0 = performance.now()
    run()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label}: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms (${repeats} runs)`
  )
}

for (const [n, repeats] of [
  [1_000, 7],
  [10_000, 3]
] as const) {
  const personas = population(n, 42)
  let passed = false
  time(
    `evaluate with blueprint, ${n} personas`,
    () => {
      passed = Evaluate.evaluate(personas, blueprint).passed
    },
    repeats
  )
  console.log(`  report passed: ${passed}`)
}
