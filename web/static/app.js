// The page of `bao serve`. It holds the game as a list of positions and asks
// the server (package web) for everything that needs the rules: the legal
// moves, the position after a move, the board picture, a player's move.
// No rule of any game is written here.
"use strict";

const $ = (id) => document.getElementById(id);

const G = {
  info: null,
  variant: "",     // canonical variant spec of the game
  hist: [],        // [{position, move, view, changes}]; hist[0] is the start
  cur: 0,          // the ply shown
  seed: 1,         // seed of the computer players of this game
  busy: null,      // AbortController of the request in flight, if any
  pending: null,   // the pit whose direction is being chosen
  names: { S: "", N: "" },
};

// ---- the server

class APIError extends Error {
  constructor(status, msg) { super(msg); this.status = status; }
}

async function api(path, body, signal) {
  const opt = body === undefined ? { signal } :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal };
  const r = await fetch(path, opt);
  let data;
  try { data = await r.json(); } catch { throw new APIError(r.status, `${path}: ${r.status} ${r.statusText}`); }
  if (!r.ok) throw new APIError(r.status, data.error || `${r.status} ${r.statusText}`);
  return data;
}

function say(text, error = false) {
  const m = $("message");
  m.textContent = text;
  m.classList.toggle("error", error);
}

const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

// ---- variant and players

function buildSetup() {
  const sel = $("variant");
  for (const v of G.info.variants) sel.add(new Option(v.title ? `${v.name} — ${v.title}` : v.name, v.name));
  const dl = $("players");
  for (const p of ["person", ...G.info.examples]) dl.append(new Option(p));
  sel.addEventListener("change", () => buildOptions());
  for (const id of ["south", "north", "analyseSpec"]) $(id).title = `"person" or a player spec. Limits: ${G.info.limits}`;
  setVariantControls(G.info.variant);
}

function variantInfo(name) { return G.info.variants.find((v) => v.name === name); }

// buildOptions draws one select per rule option of the chosen variant.
function buildOptions(values = {}) {
  const box = $("options");
  box.replaceChildren();
  const vi = variantInfo($("variant").value);
  if (!vi) return;
  for (const o of vi.options) {
    const l = document.createElement("label");
    l.title = o.doc;
    l.append(o.name + " ");
    const s = document.createElement("select");
    s.dataset.option = o.name;
    s.dataset.default = o.default;
    for (const val of o.values) s.add(new Option(val, val));
    s.value = values[o.name] || o.default;
    l.append(s);
    box.append(l);
  }
}

// chosenVariant returns the spec of the controls: "kiswahili(takasia=off)".
function chosenVariant() {
  const parts = [];
  for (const s of $("options").querySelectorAll("select")) {
    if (s.value !== s.dataset.default) parts.push(`${s.dataset.option}=${s.value}`);
  }
  const name = $("variant").value;
  return parts.length ? `${name}(${parts.join(",")})` : name;
}

// setVariantControls sets the controls to a spec.
function setVariantControls(spec) {
  const m = /^([^(]+)(?:\((.*)\))?$/.exec(spec.trim());
  if (!m) return;
  const values = {};
  for (const kv of (m[2] || "").split(",")) {
    const [k, v] = kv.split("=");
    if (k && v) values[k.trim()] = v.trim();
  }
  $("variant").value = m[1].trim();
  buildOptions(values);
}

// seatOf returns what the South or North field shows for a player a record
// names: the spec of a built-in player, else "person" ("human", as bao play
// writes, a person's name, "?").
function seatOf(name) {
  const base = (name || "").split("(")[0].trim();
  return G.info.players.includes(base) ? name.trim() : "person";
}

// boardName returns the name the board shows for a player a record names:
// "person" for "human", "?" or none, else the name as recorded.
function boardName(name) {
  const n = (name || "").trim();
  return n === "" || n === "?" || n === "human" ? "person" : n;
}

function playerOf(side) {
  const v = $(side === "S" ? "south" : "north").value.trim();
  return v === "" || v === "person" || v === "human" ? null : v;
}

// ---- the game

const here = () => G.hist[G.cur];
const atEnd = () => G.cur === G.hist.length - 1;

function stop() {
  if (G.busy) G.busy.abort();
  G.busy = null;
  G.pending = null;
  $("choices").replaceChildren();
}

function gameRequest(position, extra = {}) {
  return { variant: G.variant, position, south: G.names.S, north: G.names.N, ...extra };
}

async function newGame(position = "") {
  stop();
  const variant = chosenVariant();
  const south = playerOf("S"), north = playerOf("N");
  G.names = { S: south || "person", N: north || "person" };
  try {
    const view = await api("/api/position", { variant, position, south: G.names.S, north: G.names.N });
    G.variant = view.variant;
    G.hist = [{ position: view.position, move: null, view, changes: [] }];
    G.cur = 0;
    G.seed = 1 + Math.floor(Math.random() * 1e9);
    $("exportText").hidden = true;
    $("positionText").value = view.position;
    say(position ? "Position set up." : `New game of ${view.variant}.`);
    await show();
    computerTurn();
  } catch (e) {
    say(e.message, true);
  }
}

// show draws hist[cur]: the board, its legal pits, the record.
async function show() {
  const h = here();
  if (!h.view) {
    h.view = await api("/api/position", gameRequest(h.position, { highlight: h.pit || "" }));
  }
  drawBoard(h.view.svg, h.changes);
  markLegal();
  drawRecord();
  const v = h.view;
  $("positionText").value = v.position;
  if (v.legal && v.legal.length) $("moveInput").placeholder = v.legal[0].move; // kingulu's have no direction
  $("result").textContent = v.over ? v.outcome : "";
  const nav = { first: G.cur > 0, prev: G.cur > 0, next: !atEnd(), last: !atEnd() };
  for (const [id, on] of Object.entries(nav)) $(id).disabled = !on;
  $("undo").disabled = G.hist.length < 2;
  setTurn();
}

// setTurn records on <body> whose turn it is ("person", "computer", "over",
// or "busy" while a request or animation runs) and the ply shown, for
// tests and style sheets.
function setTurn() {
  const v = here().view;
  let turn = v.over ? "over" : playerOf(v.side) ? "computer" : "person";
  if (G.busy) turn = "busy";
  document.body.dataset.turn = turn;
  document.body.dataset.ply = String(G.cur);
}

function drawBoard(svg, changes = []) {
  const b = $("board");
  b.innerHTML = svg; // made by package render, every text escaped
  for (const c of changes || []) markChange(c);
}

// pitGroups maps each pit label to its <g class="pit">: the <title> of each
// pit group begins with the label ("A6: 3").
function pitGroups() {
  const out = new Map();
  for (const g of $("board").querySelectorAll("g.pit")) {
    const t = g.querySelector("title");
    if (t) out.set(t.textContent.split(":")[0].trim(), g);
  }
  return out;
}

function storeGroup(letter) {
  const who = letter === "S" ? "South" : "North";
  for (const g of $("board").querySelectorAll("g.store, g.bank")) {
    const t = g.querySelector("title");
    if (t && t.textContent.startsWith(who)) return g;
  }
  return null;
}

// markChange writes "+n" or "−n" by a pit or store whose count a move
// changed.
function markChange(c) {
  const g = c.pit.startsWith("store") ? storeGroup(c.pit.slice(5)) : pitGroups().get(c.pit);
  if (!g) return;
  const shape = g.querySelector("circle, rect");
  const box = shape.getBBox();
  const d = c.after - c.before;
  const t = document.createElementNS("http://www.w3.org/2000/svg", "text");
  t.setAttribute("x", box.x + box.width + 1);
  t.setAttribute("y", box.y + 9);
  t.setAttribute("class", "delta " + (d > 0 ? "up" : "down"));
  t.textContent = (d > 0 ? "+" : "−") + Math.abs(d);
  g.append(t);
}

function markLegal() {
  const v = here().view;
  const person = !v.over && !playerOf(v.side);
  const pits = pitGroups();
  const legal = new Set(person ? v.legal.map((m) => m.pit) : []);
  for (const [label, g] of pits) {
    g.dataset.pit = label;
    const count = g.querySelector("title").textContent.split(":")[1].trim();
    g.setAttribute("aria-label", `${label}, ${count} seeds${legal.has(label) ? ", legal start" : ""}`);
    if (person) {
      g.setAttribute("tabindex", legal.has(label) ? "0" : "-1");
      g.setAttribute("role", "button");
      g.classList.toggle("legal", legal.has(label));
      g.addEventListener("click", () => clickPit(label));
      g.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); clickPit(label); }
      });
    }
  }
}

// clickPit plays the move from a pit, or offers its directions when there
// is a choice.
function clickPit(label) {
  const v = here().view;
  if (G.busy || v.over || playerOf(v.side)) return;
  const moves = v.legal.filter((m) => m.pit === label);
  const g = pitGroups().get(label);
  if (moves.length === 0) {
    if (g) {
      g.classList.add("illegal");
      setTimeout(() => g.classList.remove("illegal"), 800);
    }
    // A gambit turn (bawo, gambit=on): thousands of moves, none from a pit.
    const gambits = v.legal.length > 0 && v.legal.every((m) => m.pit === "-");
    say(gambits ?
      `No legal move starts at ${label}: the ${v.legal.length} legal moves are gambits. Type one in the Move box: the five pits that get a seed, in order, like ${v.legal[0].text}.` :
      `No legal move starts at ${label}. Legal: ${v.legal.map((m) => m.text).join(" ")}`, true);
    return;
  }
  if (moves.length === 1) {
    playMove(moves[0].move);
    return;
  }
  G.pending = label;
  for (const x of pitGroups().values()) x.classList.remove("selected");
  if (g) g.classList.add("selected");
  const box = $("choices");
  box.replaceChildren();
  for (const m of moves) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = m.text;
    b.title = describe(m.move);
    b.addEventListener("click", () => { box.replaceChildren(); G.pending = null; playMove(m.move); });
    box.append(b);
  }
  say(`${label}: choose the direction (Esc to cancel).`);
  box.querySelector("button").focus();
}

function describe(move) {
  let s = move.includes("<") ? "sow towards the mover's left" : move.includes(">") ? "sow towards the mover's right" : "";
  if (move.endsWith("+")) s += ", safari: go on from the house";
  return s;
}

async function playMove(text) {
  if (G.busy) return;
  const from = here();
  const ctl = new AbortController();
  G.busy = ctl;
  setTurn();
  try {
    const ans = await api("/api/move", gameRequest(from.position, { move: text }), ctl.signal);
    G.busy = null;
    G.hist.length = G.cur + 1;
    G.hist.push({ position: ans.view.position, move: ans.move, pit: text.slice(0, 2), view: ans.view, changes: ans.changes });
    $("exportText").hidden = true;
    await animate(ans.frames, ctl);
    if (ctl.signal.aborted) return;
    G.cur = G.hist.length - 1;
    say(ans.summary);
    await show();
    computerTurn();
  } catch (e) {
    if (G.busy === ctl) G.busy = null;
    setTurn();
    if (e.name !== "AbortError") say(e.message, true);
  }
}

// animate shows the frames of a move, all but the last, at the chosen speed.
async function animate(frames, ctl) {
  const ms = Number($("speed").value);
  if (ms === 0) return;
  G.busy = ctl;
  for (const f of frames.slice(0, -1)) {
    if (ctl.signal.aborted) break;
    drawBoard(f.svg);
    say(f.note);
    await sleep(ms);
  }
  if (G.busy === ctl) G.busy = null;
}

// computerTurn lets a computer player move when it is its turn at the end
// of the game.
async function computerTurn() {
  const v = here().view;
  const spec = playerOf(v.side);
  if (!atEnd() || v.over || !spec || G.busy) return;
  const ctl = new AbortController();
  G.busy = ctl;
  setTurn();
  const who = v.side === "S" ? "South" : "North";
  say(`${who} (${spec}) is thinking…`);
  for (let tries = 0; ; tries++) {
    try {
      const a = await api("/api/analyse", gameRequest(v.position, { player: spec, seed: G.seed + G.cur }), ctl.signal);
      G.busy = null;
      await playMove(a.move);
      return;
    } catch (e) {
      if (e.name === "AbortError") return;
      if (e.status === 503 && tries < 20) { await sleep(500); if (!ctl.signal.aborted) continue; return; }
      if (G.busy === ctl) G.busy = null;
      setTurn();
      say(e.message, true);
      return;
    }
  }
}

async function go(ply) {
  ply = Math.max(0, Math.min(G.hist.length - 1, ply));
  if (ply === G.cur && !G.busy) return;
  stop();
  G.cur = ply;
  say(ply === 0 ? "Start position." : `After move ${ply}: ${G.hist[ply].move}`);
  try { await show(); } catch (e) { say(e.message, true); }
}

// undo takes back the last move; against a computer, the person's last
// move and the computer's reply.
async function undo() {
  stop();
  if (G.hist.length < 2) return;
  G.hist.pop();
  const side = () => G.hist[G.hist.length - 1].view;
  let last = G.hist[G.hist.length - 1];
  if (!last.view) last.view = await api("/api/position", gameRequest(last.position));
  if (G.hist.length > 1 && playerOf(side().side) && !playerOf(side().side === "S" ? "N" : "S")) G.hist.pop();
  G.cur = G.hist.length - 1;
  say("Move taken back.");
  try { await show(); } catch (e) { say(e.message, true); }
}

function drawRecord() {
  const ol = $("record");
  ol.replaceChildren();
  const startSide = G.hist[0].view ? G.hist[0].view.side : "S";
  let li = null, n = 1;
  for (let i = 1; i < G.hist.length; i++) {
    const south = (i - 1) % 2 === (startSide === "S" ? 0 : 1);
    if (!li || south) {
      li = document.createElement("li");
      li.append(`${n}.${south ? "" : ".."} `);
      n++;
      ol.append(li);
    }
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = G.hist[i].move;
    if (i === G.cur) b.setAttribute("aria-current", "step");
    b.addEventListener("click", () => go(i));
    li.append(b, " ");
  }
  const cur = ol.querySelector('[aria-current="step"]');
  if (cur) cur.scrollIntoView({ block: "nearest" });
}

// ---- records, positions, analysis

async function loadRecord(text) {
  stop();
  try {
    const ans = await api("/api/record", { text });
    const sel = $("games");
    sel.replaceChildren();
    ans.games.forEach((g, i) => {
      const t = g.tags || {};
      sel.add(new Option(`${i + 1}: ${t.South || "?"} – ${t.North || "?"} ${g.result || ""}`, i));
    });
    sel.hidden = ans.games.length < 2;
    sel.onchange = () => loadGame(ans.games[Number(sel.value)]).catch((e) => say(e.message, true));
    await loadGame(ans.games[0], ans.more);
  } catch (e) {
    say(e.message, true);
  }
}

async function loadGame(g, more = false) {
  stop();
  setVariantControls(g.variant);
  // The header and the board name the players alike: a built-in player as
  // the record names it (it plays on from the end of the game), anyone
  // else as a person (the board keeps a person's name: "Amina").
  const t = g.tags || {};
  $("south").value = seatOf(t.South);
  $("north").value = seatOf(t.North);
  G.names = { S: boardName(t.South), N: boardName(t.North) };
  G.variant = g.variant;
  G.hist = g.positions.map((p, i) => ({ position: p, move: i ? g.moves[i - 1] : null, pit: i ? g.moves[i - 1].slice(0, 2) : "", view: null, changes: [] }));
  G.cur = 0;
  await show();
  drawRecord();
  $("analysis").textContent = ""; // of another position
  const n = g.moves.length;
  const who = ` (South: ${G.names.S}, North: ${G.names.N})`;
  let msg = `Loaded a game of ${g.variant}${who}, ${n === 1 ? "1 ply" : `${n} plies`} (${Math.ceil(n / 2)} ${Math.ceil(n / 2) === 1 ? "move" : "moves"}): step through it with ← →.`;
  if (more) msg += " (only the first games of the text are loaded)";
  if (g.error) say(`${msg} It stops early: ${g.error}`, true);
  else say(msg);
}

async function analyse() {
  const spec = $("analyseSpec").value.trim();
  const v = here().view;
  $("analysis").textContent = `${spec}: thinking…`;
  try {
    const a = await api("/api/analyse", gameRequest(v.position, { player: spec, seed: G.seed }));
    let s = `${a.player}: ${a.move}`;
    const extra = [];
    if (a.win_in) extra.push(`wins in ${a.win_in} plies`);
    if (a.loss_in) extra.push(`loses in ${a.loss_in} plies`);
    const mcts = a.moves && a.moves.length > 0 && a.moves[0].visits !== undefined;
    const unit = mcts ? "mean value from -1, a loss, to 1, a win" : "hundredths of a seed";
    if (a.score !== undefined) extra.push(`score ${a.score} (${unit}, for the side to move)`);
    if (a.depth) extra.push(`depth ${a.depth}`);
    if (a.nodes) extra.push(`${a.nodes} nodes`);
    extra.push(`${a.elapsed_ms.toFixed(1)} ms`);
    s += ` (${extra.join(", ")})`;
    if (a.pv && a.pv.length) s += `\nPV: ${a.pv.join(" ")}`;
    const proof = (x) => (x.win_in ? ` wins in ${x.win_in}` : "") + (x.loss_in ? ` loses in ${x.loss_in}` : "");
    if (a.moves && a.moves.length) {
      s += mcts ? "\nEvery move: visits, mean value (-1 to 1):" : "\nEvery move: score (hundredths of a seed):";
      s += "\n" + a.moves.map((x) => x.score !== undefined
        ? `${x.move} ${x.score}${proof(x)}`
        : `${x.move} ${x.visits} visits, value ${x.value.toFixed(3)}${proof(x)}`).join("\n");
    }
    $("analysis").textContent = s;
  } catch (e) {
    $("analysis").textContent = e.message;
  }
}

async function exportRecord() {
  const moves = G.hist.slice(1, G.cur + 1).map((h) => h.move);
  const start = G.hist[0].position;
  try {
    const a = await api("/api/export", { variant: G.variant, start, moves, south: G.names.S, north: G.names.N, seed: String(G.seed) });
    const t = $("exportText");
    t.value = a.record;
    t.hidden = false;
    t.focus();
    t.select();
  } catch (e) {
    say(e.message, true);
  }
}

// ---- wiring

function speedText() {
  const ms = Number($("speed").value);
  $("speedText").textContent = ms === 0 ? "instant" : `${(ms / 1000).toFixed(1)} s a step`;
}

function wire() {
  $("setup").addEventListener("submit", (e) => { e.preventDefault(); newGame(); });
  $("moveForm").addEventListener("submit", (e) => {
    e.preventDefault();
    const t = $("moveInput").value.trim();
    if (!t) return;
    const v = here().view;
    if (playerOf(v.side) && atEnd()) {
      say(`It is the computer's turn (${playerOf(v.side)}).`, true);
      computerTurn(); // a loaded game's computer plays on
      return;
    }
    $("moveInput").value = "";
    playMove(t);
  });
  $("undo").addEventListener("click", undo);
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(G.cur - 1));
  $("next").addEventListener("click", () => go(G.cur + 1));
  $("last").addEventListener("click", () => go(G.hist.length - 1).then(computerTurn));
  $("speed").addEventListener("input", speedText);
  $("export").addEventListener("click", exportRecord);
  $("analyseForm").addEventListener("submit", (e) => { e.preventDefault(); analyse(); });
  $("loadForm").addEventListener("submit", (e) => { e.preventDefault(); loadRecord($("recordText").value); });
  $("recordFile").addEventListener("change", async () => {
    const f = $("recordFile").files[0];
    if (!f) return;
    if (f.size > 1 << 20) { say("The file is larger than 1 MiB.", true); return; }
    $("recordText").value = await f.text();
    loadRecord($("recordText").value);
  });
  $("positionForm").addEventListener("submit", (e) => { e.preventDefault(); newGame($("positionText").value.trim()); });
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && G.pending) {
      G.pending = null;
      $("choices").replaceChildren();
      for (const x of pitGroups().values()) x.classList.remove("selected");
      say("");
      return;
    }
    const tag = e.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || e.ctrlKey || e.metaKey || e.altKey) return;
    const keys = { ArrowLeft: () => go(G.cur - 1), ArrowRight: () => go(G.cur + 1), Home: () => go(0), End: () => go(G.hist.length - 1).then(computerTurn), u: undo, U: undo };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  speedText();
}

async function main() {
  try {
    G.info = await api("/api/info");
  } catch (e) {
    say(`Cannot reach the server: ${e.message}`, true);
    return;
  }
  buildSetup();
  wire();
  await newGame();
  document.body.dataset.ready = "true";
}

main();
