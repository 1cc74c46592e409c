// The engine of the page: the Go library compiled to WebAssembly
// (web/worker, written by `bao site` as bao.wasm), in a Web Worker so that
// the page never freezes while the computer thinks. A message {id, name,
// body} runs the operation name of package ops on body; the answer is
// {id, reply}, reply being the JSON text of ops.Reply, after any number
// of {id, progress} (the JSON text of a step of a long operation, a
// review). {id: 0} says the engine is ready (or, with error, that it
// failed to load).
"use strict";
importScripts("wasm_exec.js");

let ready = false;
const queue = [];

function run(m) {
  let reply;
  try {
    reply = self.baoCall(m.name, JSON.stringify(m.body === undefined ? {} : m.body),
      (p) => self.postMessage({ id: m.id, progress: p }));
  } catch (e) {
    reply = JSON.stringify({ error: `the engine failed: ${e}`, status: 500 });
  }
  self.postMessage({ id: m.id, reply });
}

self.baoReady = () => {
  ready = true;
  self.postMessage({ id: 0, reply: '{"answer":true}' });
  for (const m of queue.splice(0)) run(m);
};

self.onmessage = (e) => {
  if (ready) run(e.data);
  else queue.push(e.data);
};

// engine returns the bytes of the engine: bao.wasm.gz decompressed where
// the browser can (DecompressionStream), so that a server that does not
// compress sends a quarter of the bytes; else, or when that fails,
// bao.wasm.
async function engine() {
  if (self.DecompressionStream) {
    try {
      const r = await fetch("bao.wasm.gz");
      if (r.ok) {
        const b = new Uint8Array(await r.arrayBuffer());
        if (b[0] === 0x00 && b[1] === 0x61) return b.buffer; // "\0asm": a server decompressed it
        if (b[0] === 0x1f && b[1] === 0x8b) {
          const s = new Blob([b]).stream().pipeThrough(new DecompressionStream("gzip"));
          return await new Response(s).arrayBuffer();
        }
      }
    } catch { /* bao.wasm below */ }
  }
  const r = await fetch("bao.wasm");
  if (!r.ok) throw new Error(`bao.wasm: ${r.status} ${r.statusText}`);
  return r.arrayBuffer();
}

async function load() {
  const go = new Go();
  const inst = await WebAssembly.instantiate(await engine(), go.importObject);
  go.run(inst.instance);
}

load().catch((e) => self.postMessage({ id: 0, error: `the engine did not load: ${e.message || e}` }));
