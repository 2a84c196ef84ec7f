// Checks the offline planner's guide files (also part of the unit tests): `node --import tsx scripts/check-guides.ts`.
import { guideProblems } from "../src/server/knowledge/guide-check";

const problems = guideProblems();
for (const problem of problems) console.log(problem);
console.log(problems.length === 0 ? "Guides: no problems." : `Guides: ${problems.length} problems.`);
process.exitCode = problems.length === 0 ? 0 : 1;
