import { runLighthouse } from "./lighthouse";
const rows = await runLighthouse(process.argv.slice(2));
for (const r of rows) console.log(JSON.stringify(r));
