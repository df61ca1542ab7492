/** Baseline 1: a bare `node:http` server answering whoami's JSON (no auth, no framework). */
import { createServer } from "node:http"

const body = JSON.stringify({ user_id: "00000000-0000-4000-8000-000000000000" })
const server = createServer((req, res) => {
  req.resume()
  req.on("end", () => {
    if (req.method === "POST" && req.url === "/v1/turn-taking/actions/whoami") {
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) })
      res.end(body)
    } else {
      res.writeHead(404)
      res.end()
    }
  })
})
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"))
