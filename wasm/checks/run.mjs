// Runs the 32-bit check module in Node and prints its output.
// Usage: node wasm/checks/run.mjs MODULE.wasm [SCALE]; exits 1 when a line has violations.
import { readFile } from "node:fs/promises";

const [path, scale = "1"] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(await readFile(path), {});
const e = instance.exports;
const failing = e.fk_checks_run(Number(scale));
const bytes = new Uint8Array(e.memory.buffer, e.fk_output_pointer(), e.fk_output_length());
process.stdout.write(new TextDecoder().decode(bytes));
process.exitCode = failing === 0 ? 0 : 1;
