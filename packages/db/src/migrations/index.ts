/**
 * The ordered list of migrations. Names sort in time order (`YYYYMMDDTHHmmssZ-name`); the
 * Kysely migrator applies them in that order and records each one once.
 */
import type { Migration } from "kysely/migration"
import * as platform from "./20261121T170000Z-platform.js"
import * as jobsStarted from "./20261123T190000Z-jobs-started.js"
import * as memory from "./20261123T193000Z-memory.js"
import * as dashboard from "./20261123T223000Z-dashboard.js"
import * as operatorIdempotency from "./20261124T000000Z-operator-idempotency.js"
import * as reports from "./20261124T000100Z-reports.js"
import * as audits from "./20261124T000200Z-audits.js"
import * as turnTaking from "./20261124T000300Z-turn-taking.js"
import * as tokenLastUsed from "./20261124T000400Z-token-last-used.js"
import * as ttVisibleAt from "./20261125T000100Z-tt-visible-at.js"

export const migrations: Readonly<Record<string, Migration>> = {
  "20261121T170000Z-platform": platform,
  "20261123T190000Z-jobs-started": jobsStarted,
  "20261123T193000Z-memory": memory,
  "20261123T223000Z-dashboard": dashboard,
  "20261124T000000Z-operator-idempotency": operatorIdempotency,
  "20261124T000100Z-reports": reports,
  "20261124T000200Z-audits": audits,
  "20261124T000300Z-turn-taking": turnTaking,
  "20261124T000400Z-token-last-used": tokenLastUsed,
  "20261125T000100Z-tt-visible-at": ttVisibleAt
}
