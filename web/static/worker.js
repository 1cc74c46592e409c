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

async function load() {
  const go = new Go();
  let inst;
  try {
    inst = await WebAssembly.instantiateStreaming(fetch("bao.wasm"), go.importObject);
  } catch {
    // A server that does not say application/wasm: compile from the bytes.
    const r = await fetch("bao.wasm");
    if (!r.ok) throw new Error(`bao.wasm: ${r.status} ${r.statusText}`);
    inst = await WebAssembly.instantiate(await r.arrayBuffer(), go.importObject);
  }
  go.run(inst.instance);
}

load().catch((e) => self.postMessage({ id: 0, error: `the engine did not load: ${e.message || e}` }));
