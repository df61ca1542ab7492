/**
 * A bar chart (Chart.js, bundled) with its figures also as a table: the canvas is an image
 * with a text summary for screen readers, the table carries the exact numbers.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js"
import { useEffect, useRef } from "preact/hooks"

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

export interface Series {
  readonly label: string
  readonly values: ReadonlyArray<number>
  readonly color: string
}

export const BarChart = (props: {
  readonly title: string
  readonly labels: ReadonlyArray<string>
  readonly series: ReadonlyArray<Series>
  readonly format?: (n: number) => string
  readonly max?: number
}) => {
  const canvas = useRef<HTMLCanvasElement>(null)
  const fmt = props.format ?? ((n: number) => n.toLocaleString("en-US"))
  useEffect(() => {
    if (canvas.current === null) return
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels: [...props.labels],
        datasets: props.series.map((s) => ({ label: s.label, data: [...s.values], backgroundColor: s.color }))
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: props.series.length > 1 } },
        scales: {
          y: {
            beginAtZero: true,
            // Counts (no custom format) tick in whole numbers.
            ...(props.format === undefined ? { ticks: { precision: 0 } } : {}),
            ...(props.max !== undefined ? { max: props.max } : {})
          }
        }
      }
    })
    return () => chart.destroy()
  }, [JSON.stringify([props.labels, props.series])])
  const summary = props.labels
    .map((l, i) => `${l}: ${props.series.map((s) => `${s.label} ${fmt(s.values[i] ?? 0)}`).join(", ")}`)
    .join("; ")
  return (
    <figure class="chart">
      <figcaption>{props.title}</figcaption>
      <div class="canvas">
        <canvas ref={canvas} role="img" aria-label={`${props.title}. ${summary}`} />
      </div>
      <table class="figures">
        <thead>
          <tr>
            <th scope="col">{"\u00a0"}</th>
            {props.series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.labels.map((l, i) => (
            <tr key={l}>
              <th scope="row">{l}</th>
              {props.series.map((s) => (
                <td key={s.label}>{fmt(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
