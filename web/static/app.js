// The page of Bao (package web). It presents: it draws, animates, listens
// and translates. Everything that needs the rules or a player is an
// operation of package ops, asked of the engine: the WebAssembly worker
// (worker.js, the static site of `bao site`) or, under `bao serve`, the
// server's HTTP API. No rule of any game is written here.
"use strict";

const $ = (id) => document.getElementById(id);
const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

const G = {
  info: null,
  variant: "",     // canonical variant spec of the game
  hist: [],        // [{position, move, pit, view, changes}]; hist[0] is the start
  cur: 0,          // the ply shown
  seed: 1,         // seed of the computer players of this game
  busy: null,      // AbortController of the operation in flight, if any
  pending: null,   // the pit whose direction is being chosen
  names: { S: "", N: "" },
  nobody: false,   // review mode: no computer moves until Continue
  analysed: "",    // the position the analysis on screen is of
  review: null,    // {position: start, moves, lines, stop}
  lang: "en",
  words: null,     // Map id -> {en, sw, ...}
  langs: [],       // the columns of the words table
};

// ---- words: one table (words.tsv), a column per language

async function loadWords() {
  const r = await fetch("words.tsv");
  const text = await r.text();
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  const head = lines[0].split("\t");
  G.langs = head.slice(1);
  G.words = new Map();
  for (const l of lines.slice(1)) {
    const f = l.split("\t");
    const row = {};
    head.slice(1).forEach((lang, i) => { row[lang] = f[i + 1] || ""; });
    G.words.set(f[0], row);
  }
}

// w returns the word id in the chosen language (English when the column
// has none), with {name} replaced from args.
function w(id, args = {}) {
  const row = G.words && G.words.get(id);
  let s = row ? (row[G.lang] || row.en) : id;
  for (const [k, v] of Object.entries(args)) s = s.split(`{${k}}`).join(String(v));
  return s;
}

// esc escapes text for HTML.
const esc = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function translate() {
  document.documentElement.lang = G.lang;
  for (const el of document.querySelectorAll("[data-w]")) el.textContent = w(el.dataset.w);
  for (const el of document.querySelectorAll("[data-wa]")) el.setAttribute("aria-label", w(el.dataset.wa));
  buildLevels();
  speedText();
  drawTerms();
}

// ---- the engine: the worker (static site) or the server (bao serve)

class APIError extends Error {
  constructor(status, msg) { super(msg); this.status = status; }
}

const abortError = () => { const e = new Error("aborted"); e.name = "AbortError"; return e; };

const Engine = {
  kind: "",
  worker: null,
  started: null,   // Promise of the worker's readiness
  calls: new Map(),
  next: 1,

  async init() {
    try {
      const r = await fetch("api/info", { cache: "no-store" });
      const ct = r.headers.get("Content-Type") || "";
      if (r.ok && ct.startsWith("application/json")) {
        this.kind = "http";
        return await r.json();
      }
    } catch { /* no server: the worker */ }
    this.kind = "worker";
    return this.call("info", {});
  },

  startWorker() {
    if (this.worker) return this.started;
    const wk = new Worker("worker.js");
    this.worker = wk;
    this.started = new Promise((res, rej) => this.calls.set(0, { res, rej }));
    wk.onmessage = (e) => {
      const { id, reply, error, progress } = e.data;
      const c = this.calls.get(id);
      if (!c) return;
      if (progress !== undefined) {
        if (c.progress) c.progress(JSON.parse(progress));
        return;
      }
      this.calls.delete(id);
      if (error) { c.rej(new APIError(500, error)); return; }
      const r = JSON.parse(reply);
      if (r.error !== undefined) c.rej(new APIError(r.status, r.error));
      else c.res(r.answer);
    };
    wk.onerror = (e) => {
      e.preventDefault();
      this.fail(new APIError(500, e.message || "the engine failed"));
    };
    return this.started;
  },

  fail(err) {
    for (const c of this.calls.values()) c.rej(err);
    this.calls.clear();
    if (this.worker) this.worker.terminate();
    this.worker = null;
  },

  // call runs the operation name on body; progress, if given, receives
  // the steps of a long operation (a review). An aborted search ends the
  // worker (a search cannot be interrupted), which starts again at the
  // next call; over HTTP it ends the request, which ends the search.
  async call(name, body, signal, progress) {
    if (this.kind === "http") return progress ? httpStream(name, body, signal, progress) : httpCall(name, body, signal);
    await this.startWorker();
    if (signal && signal.aborted) throw abortError();
    const id = this.next++;
    return new Promise((res, rej) => {
      this.calls.set(id, { res, rej, progress });
      this.worker.postMessage({ id, name, body });
      if (signal) {
        signal.addEventListener("abort", () => {
          if (!this.calls.has(id)) return;
          this.calls.delete(id);
          rej(abortError());
          if (name === "analyse" || name === "review") this.fail(abortError());
        }, { once: true });
      }
    });
  },
};

async function httpCall(name, body, signal) {
  const path = "api/" + name;
  const opt = name === "info" ? { signal } :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal };
  const r = await fetch(path, opt);
  let data;
  try { data = await r.json(); } catch { throw new APIError(r.status, `${path}: ${r.status} ${r.statusText}`); }
  if (!r.ok) throw new APIError(r.status, data.error || `${r.status} ${r.statusText}`);
  return data;
}

// httpStream runs an operation that streams its steps (POST /api/review
// with Accept: application/x-ndjson): one JSON line per step,
// {"progress": step}, then {"answer": ...} or {"error": ..., "status": N},
// the worker's messages. An error before the first step is an ordinary
// error answer.
async function httpStream(name, body, signal, progress) {
  const path = "api/" + name;
  const r = await fetch(path, {
    method: "POST", headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
    body: JSON.stringify(body), signal,
  });
  if (!r.ok || !(r.headers.get("Content-Type") || "").startsWith("application/x-ndjson")) {
    let data;
    try { data = await r.json(); } catch { throw new APIError(r.status, `${path}: ${r.status} ${r.statusText}`); }
    if (!r.ok) throw new APIError(r.status, data.error || `${r.status} ${r.statusText}`);
    return data;
  }
  const rd = r.body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  for (;;) {
    const { value, done } = await rd.read();
    if (value) buf += value;
    let nl;
    while ((nl = buf.indexOf("\n")) >= 0) {
      const line = buf.slice(0, nl).trim();
      buf = buf.slice(nl + 1);
      if (!line) continue;
      const m = JSON.parse(line);
      if (m.progress !== undefined) progress(m.progress);
      else if (m.error !== undefined) throw new APIError(m.status, m.error);
      else return m.answer;
    }
    if (done) throw new APIError(500, `${path}: the answer ended early`);
  }
}

const api = (name, body, signal, progress) => Engine.call(name, body, signal, progress);

function say(text, error = false) {
  const m = $("message");
  m.textContent = text;
  m.classList.toggle("error", error);
}

// ---- variant and players

function buildSetup() {
  const sel = $("variant");
  for (const v of G.info.variants) sel.add(new Option(v.title ? `${v.name} — ${v.title}` : v.name, v.name));
  const dl = $("specs");
  for (const p of ["person", ...G.info.levels.map((l) => l.spec), ...G.info.examples]) dl.append(new Option(p));
  sel.addEventListener("change", () => { buildOptions(); setHowto(); });
  for (const id of ["south", "north", "analyseSpec"]) $(id).title = w("specfield", { l: G.info.limits });
  const ls = $("lang");
  for (const l of G.langs) ls.add(new Option(G.words.get("langname")[l] || l, l));
  ls.value = G.lang;
  const meta = document.querySelector('meta[name="bao-variant"]');
  setVariantControls(Engine.kind === "http" || !meta ? G.info.variant : meta.content);
}

// buildLevels fills the opponent menu: the strength levels, a person, and
// "custom" when the Advanced fields name other players.
function buildLevels() {
  if (!G.info) return;
  const sel = $("level");
  sel.replaceChildren();
  for (const l of G.info.levels) {
    const o = new Option(w("level." + l.name), l.spec);
    o.title = `${l.spec}: ${w("level." + l.name + ".about")}`;
    sel.add(o);
  }
  sel.add(new Option(w("person"), "person"));
  sel.add(new Option(w("custom"), "custom"));
  levelFromFields();
}

// levelFromFields sets the opponent and side menus from the South and
// North fields.
function levelFromFields() {
  const s = $("south").value.trim(), n = $("north").value.trim();
  const isPerson = (x) => x === "" || x === "person" || x === "human";
  const known = (x) => G.info.levels.some((l) => l.spec === x);
  let side = $("side").value, level = "custom";
  if (isPerson(s) && isPerson(n)) level = "person";
  else if (isPerson(s) && known(n)) { side = "S"; level = n; }
  else if (isPerson(n) && known(s)) { side = "N"; level = s; }
  $("side").value = side;
  $("level").value = level;
}

// fieldsFromLevel writes the opponent and side menus into the fields.
function fieldsFromLevel() {
  const level = $("level").value, side = $("side").value;
  if (level === "custom") { $("advanced").open = true; return; }
  const other = level === "person" ? "person" : level;
  $("south").value = side === "S" ? "person" : other;
  $("north").value = side === "N" ? "person" : other;
}

function variantInfo(name) { return G.info.variants.find((v) => v.name === name); }

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

function chosenVariant() {
  const parts = [];
  for (const s of $("options").querySelectorAll("select")) {
    if (s.value !== s.dataset.default) parts.push(`${s.dataset.option}=${s.value}`);
  }
  const name = $("variant").value;
  return parts.length ? `${name}(${parts.join(",")})` : name;
}

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
  setHowto();
}

function setHowto() {
  const name = $("variant").value || "kiswahili";
  $("howto").href = `howto/${name}.html`;
}

function seatOf(name) {
  const base = (name || "").split("(")[0].trim();
  return G.info.players.includes(base) ? name.trim() : "person";
}

function boardName(name) {
  const n = (name || "").trim();
  return n === "" || n === "?" || n === "human" ? "person" : n;
}

// playerOf returns the spec of the computer player of a side, or null for
// a person (and for everybody in review mode).
function playerOf(side) {
  if (G.nobody) return null;
  const v = $(side === "S" ? "south" : "north").value.trim();
  return v === "" || v === "person" || v === "human" ? null : v;
}

// nameOf returns how the page names a player: a strength level by its
// name ("medium"), a person by the word for one, any other by its spec.
function nameOf(spec) {
  if (!spec) return w("personname");
  const l = G.info.levels.find((x) => x.spec === spec);
  return l ? w("level." + l.name) : spec;
}

// retranslate returns a player's name in the page's language: a word of
// the table (a person, a strength level) in any language becomes the same
// word in this one; any other name is kept.
function retranslate(name) {
  for (const id of ["personname", ...G.info.levels.map((l) => "level." + l.name)]) {
    const row = G.words && G.words.get(id);
    if (row && Object.values(row).includes(name)) return w(id);
  }
  return name;
}

function showPlayers() {
  $("players").textContent = w("players", { s: G.names.S, n: G.names.N });
}

// ---- the game

const here = () => G.hist[G.cur];
const atEnd = () => G.cur === G.hist.length - 1;
const narrow = () => window.matchMedia("(max-width: 640px)").matches;
const sideOf = (position) => (position.split(/\s+/)[1] || "S");

function stop() {
  if (G.busy) G.busy.abort();
  G.busy = null;
  G.pending = null;
  $("choices").replaceChildren();
}

function gameRequest(position, extra = {}) {
  return { variant: G.variant, position, south: G.names.S, north: G.names.N, narrow: narrow(), lang: G.lang, ...extra };
}

// newGame starts a game of the chosen variant (or spec) from its start or
// from position, with the players of the fields (nobody when nobody).
async function newGame(position = "", spec = "", nobody = false) {
  stop();
  const variant = spec || chosenVariant();
  G.nobody = nobody;
  levelFromFields();
  const south = playerOf("S"), north = playerOf("N");
  G.names = { S: nameOf(south), N: nameOf(north) };
  const view = await api("position", { variant, position, south: G.names.S, north: G.names.N, narrow: narrow(), lang: G.lang });
  G.variant = view.variant;
  setVariantControls(view.variant);
  G.hist = [{ position: view.position, move: null, view, changes: [] }];
  G.cur = 0;
  G.seed = 1 + Math.floor(Math.random() * 1e9);
  $("exportText").hidden = true;
  clearReview();
  say(position ? w("positionset") : w("newgameof", { v: view.variant }));
  await show();
  computerTurn();
}

// show draws hist[cur]: the board, its legal pits, the record; it keeps
// the link and the stored game equal to the game on screen, and clears
// an analysis of another position.
async function show() {
  const h = here();
  if (!h.view) {
    h.view = await api("position", gameRequest(h.position, { highlight: h.pit || "" }));
  }
  drawBoard(h.view.svg, h.changes);
  markLegal();
  drawRecord();
  const v = h.view;
  $("positionText").value = v.position;
  if (v.legal && v.legal.length) $("moveInput").placeholder = v.legal[0].move;
  $("result").textContent = v.over ? v.outcome : "";
  const nav = { first: G.cur > 0, prev: G.cur > 0, next: !atEnd(), last: !atEnd() };
  for (const [id, on] of Object.entries(nav)) $(id).disabled = !on;
  $("undo").disabled = G.hist.length < 2;
  $("continue").hidden = !(G.nobody || !atEnd()) || v.over;
  if (G.analysed !== v.position) { $("analysis").textContent = ""; G.analysed = ""; }
  markReview();
  showPlayers();
  setTurn();
  save();
}

function setTurn() {
  const v = here().view;
  let turn = v.over ? "over" : playerOf(v.side) ? "computer" : "person";
  if (G.busy) turn = "busy";
  document.body.dataset.turn = turn;
  document.body.dataset.ply = String(G.cur);
}

function drawBoard(svg, changes = []) {
  $("board").innerHTML = svg; // made by package render, every text escaped
  for (const c of changes || []) markChange(c);
}

function pitGroups() {
  const out = new Map();
  for (const g of $("board").querySelectorAll("g.pit")) {
    const t = g.querySelector("title");
    if (t) out.set(t.textContent.split(":")[0].trim(), g);
  }
  return out;
}

// storeGroup returns the group of a side's store (or bank): the one whose
// title names the side, in the board's language.
function storeGroup(letter) {
  const who = w(letter === "S" ? "south" : "north");
  for (const g of $("board").querySelectorAll("g.store, g.bank")) {
    const t = g.querySelector("title");
    if (t && t.textContent.includes(who)) return g;
  }
  return null;
}

const SVGNS = "http://www.w3.org/2000/svg";

function markChange(c) {
  const g = c.pit.startsWith("store") ? storeGroup(c.pit.slice(5)) : pitGroups().get(c.pit);
  if (!g) return;
  const shape = g.querySelector("circle, rect:not(.hit)");
  const box = shape.getBBox();
  const d = c.after - c.before;
  const t = document.createElementNS(SVGNS, "text");
  t.setAttribute("x", box.x + box.width + 1);
  t.setAttribute("y", box.y + 9);
  t.setAttribute("class", "delta " + (d > 0 ? "up" : "down"));
  t.textContent = (d > 0 ? "+" : "−") + Math.abs(d);
  g.append(t);
}

// markLegal makes every pit a tap target of its whole cell (60 units of
// package render's picture) and marks the legal starts by a thick ring
// and a "▸", not by colour alone.
function markLegal() {
  const v = here().view;
  const person = !v.over && !playerOf(v.side) && !G.busy;
  const legal = new Set(person ? v.legal.map((m) => m.pit) : []);
  for (const [label, g] of pitGroups()) {
    g.dataset.pit = label;
    const shape = g.querySelector("circle, rect");
    const box = shape.getBBox();
    const cx = box.x + box.width / 2, cy = box.y + box.height / 2;
    const hit = document.createElementNS(SVGNS, "rect");
    hit.setAttribute("class", "hit");
    hit.setAttribute("x", cx - 30); hit.setAttribute("y", cy - 30);
    hit.setAttribute("width", 60); hit.setAttribute("height", 60);
    g.prepend(hit);
    const count = g.querySelector("title").textContent.split(":")[1].trim();
    g.setAttribute("aria-label", w("pitlabel", { pit: label, n: count }) + (legal.has(label) ? w("legalstart") : ""));
    g.setAttribute("role", "button");
    g.setAttribute("tabindex", legal.has(label) ? "0" : "-1");
    if (legal.has(label)) {
      g.classList.add("legal");
      const mk = document.createElementNS(SVGNS, "text");
      mk.setAttribute("class", "mark");
      mk.setAttribute("x", cx - 29); mk.setAttribute("y", cy + 26); // away from the "+n" at the top right
      mk.textContent = "▸";
      g.append(mk);
    }
    g.addEventListener("click", () => clickPit(label));
    g.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); clickPit(label); }
    });
  }
}

// clickPit plays the move from a pit, offers its directions, or says
// which rule forbids it (the rules engine's own words).
async function clickPit(label) {
  const v = here().view;
  if (G.busy || v.over || playerOf(v.side)) return;
  const moves = v.legal.filter((m) => m.pit === label);
  const g = pitGroups().get(label);
  if (moves.length === 0) {
    if (g) {
      g.classList.add("illegal");
      setTimeout(() => g.classList.remove("illegal"), 800);
    }
    const gambits = v.legal.length > 0 && v.legal.every((m) => m.pit === "-");
    if (gambits) {
      say(w("gambits", { pit: label, n: v.legal.length, ex: v.legal[0].text }), true);
      return;
    }
    say(w("nolegal", { pit: label }), true);
    try {
      const a = await api("why", gameRequest(v.position, { pit: label }));
      if (here().view === v) say(w("nolegalwhy", { pit: label, why: a.reason }), true);
    } catch (e) { say(e.message, true); }
    return;
  }
  if (moves.length === 1) {
    uiPlay(moves[0].move);
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
    b.textContent = m.text + (m.move.includes("<") ? " ◀" : m.move.includes(">") ? " ▶" : "");
    b.title = describe(m.move);
    b.addEventListener("click", () => { box.replaceChildren(); G.pending = null; uiPlay(m.move); });
    box.append(b);
  }
  say(w("choosedir", { pit: label }));
  box.querySelector("button").focus();
}

function describe(move) {
  let s = move.includes("<") ? w("dirleft") : move.includes(">") ? w("dirright") : "";
  if (move.endsWith("+")) s += w("dirsafari");
  return s;
}

function uiPlay(text) {
  playMove(text).catch((e) => { if (e.name !== "AbortError") say(e.message, true); });
}

// playMove plays text for the side to move at the ply shown (the moves
// after it are dropped), animates it unless instant, and lets a computer
// answer. It rejects with the engine's message for an illegal move.
async function playMove(text, instant = false) {
  if (G.busy) throw new APIError(409, "busy: the page is showing or computing a move");
  const from = here();
  const ctl = new AbortController();
  G.busy = ctl;
  setTurn();
  try {
    const ans = await api("move", gameRequest(from.position, { move: text }), ctl.signal);
    G.hist.length = G.cur + 1;
    G.hist.push({ position: ans.view.position, move: ans.move, pit: text.slice(0, 2), view: ans.view, changes: ans.changes });
    $("exportText").hidden = true;
    if (!instant) await animate(ans.frames, ctl);
    if (G.busy === ctl) G.busy = null;
    if (ctl.signal.aborted) return;
    G.cur = G.hist.length - 1;
    say(ans.summary);
    await show();
    computerTurn();
  } finally {
    if (G.busy === ctl) G.busy = null;
    setTurn();
  }
}

async function animate(frames, ctl) {
  const ms = Number($("speed").value);
  if (ms === 0) return;
  for (const f of frames.slice(0, -1)) {
    if (ctl.signal.aborted) break;
    drawBoard(f.svg);
    say(f.note);
    await sleep(ms);
  }
}

// computerTurn lets a computer player move when it is its turn at the end
// of the game.
async function computerTurn() {
  const v = here().view;
  const spec = playerOf(v.side);
  if (!atEnd() || v.over || !spec || G.busy) {
    if (!v.over && !spec && atEnd() && !G.busy) hint();
    return;
  }
  const ctl = new AbortController();
  G.busy = ctl;
  setTurn();
  const who = v.side === "S" ? w("south") : w("north");
  say(w("thinking", { who, spec }));
  for (let tries = 0; ; tries++) {
    try {
      const a = await api("analyse", gameRequest(v.position, { player: spec, seed: G.seed + G.cur }), ctl.signal);
      if (G.busy === ctl) G.busy = null;
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

function hint() {
  const v = here().view;
  if (!$("message").textContent) say(w("yourturn", { who: v.side === "S" ? w("south") : w("north") }));
}

async function go(ply) {
  ply = Math.max(0, Math.min(G.hist.length - 1, ply));
  if (ply === G.cur && !G.busy) return;
  stop();
  G.cur = ply;
  say(ply === 0 ? w("startpos") : w("afterply", { n: ply, m: G.hist[ply].move }));
  try { await show(); } catch (e) { say(e.message, true); }
}

async function undo() {
  stop();
  if (G.hist.length < 2) return;
  G.hist.pop();
  const last = G.hist[G.hist.length - 1];
  if (!last.view) last.view = await api("position", gameRequest(last.position));
  const side = last.view.side;
  if (G.hist.length > 1 && playerOf(side) && !playerOf(side === "S" ? "N" : "S")) G.hist.pop();
  G.cur = G.hist.length - 1;
  say(w("takenback"));
  try { await show(); } catch (e) { say(e.message, true); }
}

// continueHere plays on from the ply shown, with the players chosen: the
// moves after it are dropped.
async function continueHere() {
  stop();
  G.nobody = false;
  G.hist.length = G.cur + 1;
  G.names = { S: nameOf(playerOf("S")), N: nameOf(playerOf("N")) };
  for (const h of G.hist) h.view = null; // the names on the board
  clearReview();
  await show();
  computerTurn();
}

function drawRecord() {
  const ol = $("record");
  ol.replaceChildren();
  const startSide = sideOf(G.hist[0].position);
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
    b.dataset.ply = String(i);
    b.textContent = G.hist[i].move;
    if (i === G.cur) b.setAttribute("aria-current", "step");
    b.addEventListener("click", () => go(i));
    li.append(b, " ");
  }
  const cur = ol.querySelector('[aria-current="step"]');
  if (cur) cur.scrollIntoView({ block: "nearest" });
}

// ---- the link and the storage

const STORE = "bao.game";

// fragmentOf returns the fragment of the game: "#spec" or
// "#spec:m1_m2_..."; "" for a game from a set-up position, which a link
// cannot name.
function fragmentOf(g) {
  if (g.custom) return "";
  const enc = (s) => s.replace(/%/g, "%25").replace(/</g, "%3C").replace(/>/g, "%3E").replace(/ /g, "%20").replace(/#/g, "%23");
  return "#" + enc(g.variant) + (g.moves.length ? ":" + g.moves.map(enc).join("_") : "");
}

function gameNow() {
  return {
    variant: G.variant, start: G.hist[0].position, custom: !!G.hist[0].custom,
    moves: G.hist.slice(1).map((h) => h.move), cur: G.cur,
    south: $("south").value, north: $("north").value, nobody: G.nobody, seed: G.seed, names: G.names,
  };
}

// decode undoes percent-encoding, leaving text that is not valid
// percent-encoding as it is.
function decode(t) {
  try { return decodeURIComponent(t); } catch { return t; }
}

function save() {
  if (!G.hist.length) return;
  const g = gameNow();
  try { localStorage.setItem(STORE, JSON.stringify(g)); } catch { /* storage full or denied */ }
  const f = fragmentOf(g);
  if (decode(location.hash) !== decode(f)) {
    history.replaceState(null, "", f || location.pathname + location.search);
  }
}

function stored() {
  try { return JSON.parse(localStorage.getItem(STORE) || "null"); } catch { return null; }
}

// parseFragment reads "#spec" or "#spec:m1_m2" (percent-encoding
// accepted); null when there is none.
function parseFragment(hash) {
  const f = decode(hash.replace(/^#/, ""));
  if (!f) return null;
  let variant = f, moves = [];
  const k = f.lastIndexOf(":");
  if (k >= 0) { variant = f.slice(0, k); moves = f.slice(k + 1).split("_").filter((m) => m !== ""); }
  return { variant: variant.trim(), moves };
}

// openGame shows a game given by its variant, start and moves (replayed
// by the engine, every move checked), at ply cur (default: the end).
async function openGame(g, cur) {
  stop();
  const r = await api("replay", { variant: g.variant, start: g.custom ? g.start : "", moves: g.moves });
  G.variant = r.variant;
  setVariantControls(r.variant);
  G.hist = r.positions.map((p, i) => ({ position: p, move: i ? r.moves[i - 1] : null, pit: i ? r.moves[i - 1].slice(0, 2) : "", view: null, changes: [] }));
  if (g.custom) G.hist[0].custom = true;
  G.cur = cur === undefined ? G.hist.length - 1 : Math.max(0, Math.min(cur, G.hist.length - 1));
  clearReview();
  return r;
}

async function openFragment(hash) {
  const f = parseFragment(hash);
  if (!f) return false;
  const s = stored();
  if (s && decode(fragmentOf(s)) === "#" + f.variant + (f.moves.length ? ":" + f.moves.join("_") : "")) {
    return restore(s); // a reload: the game as it was left
  }
  if (f.moves.length === 0) {
    setVariantControls(f.variant);
    await newGame("", f.variant);
    return true;
  }
  G.nobody = true;
  G.names = { S: w("personname"), N: w("personname") };
  const r = await openGame({ variant: f.variant, moves: f.moves });
  G.seed = 1;
  say(w("loadedlink", { n: r.moves.length }) + (r.error ? " " + w("stopsearly", { e: r.error }) : ""), !!r.error);
  await show();
  return true;
}

async function restore(s) {
  $("south").value = s.south || "person";
  $("north").value = s.north || "person";
  levelFromFields();
  G.nobody = !!s.nobody;
  G.names = s.names || { S: w("personname"), N: w("personname") };
  await openGame(s, s.cur);
  G.seed = s.seed || 1;
  say(w("restored"));
  await show();
  computerTurn();
  return true;
}

// ---- records, positions, analysis, review

async function loadRecord(text) {
  stop();
  try {
    const ans = await api("record", { text });
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

// loadGame shows a game of a record: its players named in the header and
// on the board, nobody playing until Continue, unless a built-in player
// the record names is to move at its end.
async function loadGame(g, more = false) {
  stop();
  setVariantControls(g.variant);
  const t = g.tags || {};
  $("south").value = seatOf(t.South);
  $("north").value = seatOf(t.North);
  levelFromFields();
  G.nobody = false;
  G.names = { S: boardName(t.South), N: boardName(t.North) };
  G.variant = g.variant;
  G.hist = g.positions.map((p, i) => ({ position: p, move: i ? g.moves[i - 1] : null, pit: i ? g.moves[i - 1].slice(0, 2) : "", view: null, changes: [] }));
  G.cur = 0;
  clearReview();
  await show();
  const n = g.moves.length;
  let msg = w("loadedrecord", { v: g.variant, s: G.names.S, n: G.names.N, p: n === 1 ? w("oneply") : w("plies", { n }) });
  if (more) msg += " " + w("onlyfirst");
  if (g.error) say(`${msg} ${w("stopsearly", { e: g.error })}`, true);
  else say(msg);
}

// analyse asks spec for its move in the position shown and shows its
// report, labelled with the position; it returns the report (without the
// page's timing): the object `bao analyse` prints.
async function analyse(spec, seed = 1) {
  const v = here().view, ply = G.cur;
  if (v.over) { // as bao analyse answers a finished game
    $("analysis").textContent = v.outcome;
    G.analysed = v.position;
    return { position: v.position, over: true, winner: v.winner };
  }
  const label = ply === 0 ? w("analysisstart") : w("analysisof", { n: ply });
  $("analysis").textContent = `${label}\n${w("analysing", { spec })}`;
  G.analysed = v.position;
  const a = await api("analyse", gameRequest(v.position, { player: spec, seed }));
  if (here().view.position !== v.position) return strip(a, v.position);
  let s = `${label}:\n${a.player}: ${a.move}`;
  const extra = [];
  if (a.win_in) extra.push(w("winsin", { n: a.win_in }));
  if (a.loss_in) extra.push(w("lossin", { n: a.loss_in }));
  const mcts = a.moves && a.moves.length > 0 && a.moves[0].visits !== undefined;
  const unit = mcts ? w("unitvalue") : w("unitseeds");
  if (a.score !== undefined) extra.push(w("score", { s: a.score, u: unit }));
  if (a.depth) extra.push(w("depth", { d: a.depth }));
  if (a.nodes) extra.push(w("nodes", { n: a.nodes }));
  extra.push(`${a.elapsed_ms.toFixed(1)} ms`);
  s += ` (${extra.join(", ")})`;
  if (a.pv && a.pv.length) s += "\n" + w("pv", { pv: a.pv.join(" ") });
  const proof = (x) => (x.win_in ? " " + w("winsin", { n: x.win_in }) : "") + (x.loss_in ? " " + w("lossin", { n: x.loss_in }) : "");
  if (a.moves && a.moves.length) {
    s += "\n" + (mcts ? w("everymovevisits") : w("everymovescore"));
    s += "\n" + a.moves.map((x) => x.score !== undefined
      ? `${x.move} ${x.score}${proof(x)}`
      : `${x.move} ${w("visits", { n: x.visits, v: x.value.toFixed(3) })}${proof(x)}`).join("\n");
  }
  $("analysis").textContent = s;
  return strip(a, v.position);
}

// strip returns the report as bao analyse prints it: with the position,
// without the page's timing.
function strip(a, position) {
  const r = { position, ...a };
  delete r.elapsed_ms;
  return r;
}

function clearReview() {
  if (G.review && G.review.ctl) G.review.ctl.abort();
  G.review = null;
  delete document.body.dataset.review;
  $("reviewList").replaceChildren();
  $("graph").replaceChildren();
  $("reviewNote").textContent = "";
  $("reviewProgress").hidden = true;
  $("reviewStop").hidden = true;
  $("review").disabled = false;
}

const verdictMark = { inaccuracy: "?!", mistake: "?", blunder: "??", "gave away a win": "??", "gave away a draw": "??" };
// verdictWord gives the row of the words table of each verdict of package
// review (its English is the verdict itself).
const verdictWord = { "inaccuracy": "verdict.inaccuracy", "mistake": "verdict.mistake", "blunder": "verdict.blunder", "gave away a win": "verdict.gavewin", "gave away a draw": "verdict.gavedraw" };

// review analyses every move of the game in the engine (package review:
// the solver walks back from the end, then a player analyses every
// position), showing its progress, with a Stop; each ply's line is the
// one `bao review` prints.
async function review() {
  if (!G.info.operations.includes("review")) { $("reviewNote").textContent = w("reviewunavailable"); return; }
  clearReview();
  const moves = G.hist.slice(1).map((h) => h.move);
  if (!moves.length) { $("reviewNote").textContent = w("reviewnone"); return; }
  const ctl = new AbortController();
  const rv = { moves, lines: [], ctl };
  G.review = rv;
  $("review").disabled = true;
  $("reviewStop").hidden = false;
  const pr = $("reviewProgress");
  pr.hidden = false;
  pr.removeAttribute("value"); // indeterminate until the engine reports
  $("reviewNote").textContent = w("reviewing", { i: 0, n: moves.length });
  const progress = (p) => {
    if (G.review !== rv) return;
    pr.max = 2 * p.Total;
    if (p.Stage === "solve") {
      pr.value = p.Done;
      $("reviewNote").textContent = w("reviewsolving", { i: p.Done, n: p.Total });
    } else {
      pr.value = p.Total + p.Done;
      if (p.Ply) rv.lines.push(p.Ply);
      $("reviewNote").textContent = w("reviewing", { i: p.Done, n: p.Total });
      drawReview();
    }
  };
  try {
    const ans = await api("review", { variant: G.variant, start: G.hist[0].custom ? G.hist[0].position : "", moves }, ctl.signal, progress);
    if (G.review !== rv) return;
    rv.lines = ans.plies;
    drawReview();
    $("reviewNote").textContent = w("reviewdone", { n: moves.length });
  } catch (e) {
    if (G.review !== rv) return;
    $("reviewNote").textContent = e.name === "AbortError" ? w("reviewstopped", { i: rv.lines.length, n: moves.length }) : e.message;
  }
  pr.hidden = true;
  $("reviewStop").hidden = true;
  $("review").disabled = false;
  document.body.dataset.review = rv.lines.length === moves.length ? "done" : "stopped";
}

// southScore returns a review line's score after the move from South's
// point of view (a proven result as ±the graph's top).
function southScore(line) {
  const mover = line.side;
  let s = line.score_before;
  if (line.win_in) s = 3000; else if (line.loss_in) s = -3000;
  if (typeof s !== "number") return null;
  return mover === "S" ? s : -s;
}

function drawReview() {
  const rv = G.review;
  if (!rv) return;
  const ol = $("reviewList");
  ol.replaceChildren();
  rv.lines.forEach((line, k) => {
    const i = k + 1;
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.ply = String(i);
    const mark = verdictMark[line.verdict] || "";
    b.textContent = `${line.move}${mark}`;
    b.addEventListener("click", () => go(i));
    li.append(b);
    if (line.verdict) {
      li.classList.add("verdict");
      li.append(` ${verdictWord[line.verdict] ? w(verdictWord[line.verdict]) : line.verdict}; ${w("best", { m: line.best })}`);
    }
    ol.append(li);
  });
  // The graph: the score before each move, South's view, clamped.
  const n = rv.moves.length, W = 300, H = 90, top = 1000;
  const pts = [];
  rv.lines.forEach((line, k) => {
    const s = southScore(line);
    if (s === null) return;
    const c = Math.max(-top, Math.min(top, s));
    pts.push(`${(k * W / Math.max(1, n - 1)).toFixed(1)},${(H / 2 - c * (H / 2) / top).toFixed(1)}`);
  });
  const marks = rv.lines.map((line, k) => line.verdict
    ? `<text x="${(k * W / Math.max(1, n - 1)).toFixed(1)}" y="10" font-size="10" text-anchor="middle">${verdictMark[line.verdict] || "!"}</text>` : "").join("");
  $("graph").innerHTML = `<svg viewBox="-4 -2 ${W + 8} ${H + 4}" role="img" aria-label="${esc(w("graphlabel"))}">
<title>${esc(w("graphlabel"))}</title>
<line x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}" stroke="#b5a084" stroke-dasharray="4 3"/>
<polyline fill="none" stroke="#3b2a1a" stroke-width="2" points="${pts.join(" ")}"/>${marks}</svg>`;
  markReview();
}

function markReview() {
  for (const b of $("reviewList").querySelectorAll("button")) {
    if (Number(b.dataset.ply) === G.cur) b.setAttribute("aria-current", "step");
    else b.removeAttribute("aria-current");
  }
}

async function exportRecord() {
  const moves = G.hist.slice(1, G.cur + 1).map((h) => h.move);
  const start = G.hist[0].position;
  try {
    // A computer player is recorded by its spec, which reads back as the
    // player; anyone else by the name shown.
    const tag = (side) => {
      const v = $(side === "S" ? "south" : "north").value.trim();
      return v && v !== "person" && v !== "human" ? v : G.names[side];
    };
    const a = await api("export", { variant: G.variant, start, moves, south: tag("S"), north: tag("N"), seed: String(G.seed) });
    const t = $("exportText");
    t.value = a.record;
    t.hidden = false;
    t.focus();
    t.select();
  } catch (e) {
    say(e.message, true);
  }
}

function drawTerms() {
  let d = $("terms");
  if (!d) {
    d = document.createElement("details");
    d.id = "terms";
    document.querySelector("footer").before(d);
  }
  d.replaceChildren();
  const s = document.createElement("summary");
  s.textContent = w("terms");
  const dl = document.createElement("dl");
  for (const [id, row] of G.words) {
    if (!id.startsWith("term.")) continue;
    const dt = document.createElement("dt");
    dt.textContent = row.sw;
    const dd = document.createElement("dd");
    dd.textContent = row[G.lang] || row.en;
    dl.append(dt, dd);
  }
  d.append(s, dl);
}

// ---- wiring

function speedText() {
  const ms = Number($("speed").value);
  $("speedText").textContent = ms === 0 ? w("instant") : w("secperstep", { s: (ms / 1000).toFixed(1) });
}

const report = (p) => p.catch((e) => { if (e.name !== "AbortError") say(e.message, true); });

function wire() {
  $("setup").addEventListener("submit", (e) => { e.preventDefault(); report(newGame()); });
  $("level").addEventListener("change", () => { fieldsFromLevel(); });
  $("side").addEventListener("change", () => { fieldsFromLevel(); });
  for (const id of ["south", "north"]) $(id).addEventListener("change", levelFromFields);
  $("lang").addEventListener("change", () => {
    G.lang = $("lang").value;
    try { localStorage.setItem("bao.lang", G.lang); } catch { /* denied */ }
    translate();
    // The message line (a move's summary, a reason) is in the language it
    // was said in: cleared, not left in the other one.
    say("");
    // The board's words are the engine's, drawn in the page's language;
    // the players' names that are words of the table too.
    if (!G.hist.length) return;
    G.names = { S: retranslate(G.names.S), N: retranslate(G.names.N) };
    for (const h of G.hist) h.view = null;
    report(show());
  });
  $("moveForm").addEventListener("submit", (e) => {
    e.preventDefault();
    const t = $("moveInput").value.trim();
    if (!t) return;
    const v = here().view;
    if (playerOf(v.side) && atEnd()) {
      say(w("computerturn", { spec: playerOf(v.side) }), true);
      computerTurn();
      return;
    }
    $("moveInput").value = "";
    uiPlay(t);
  });
  $("undo").addEventListener("click", () => report(undo()));
  $("continue").addEventListener("click", () => report(continueHere()));
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(G.cur - 1));
  $("next").addEventListener("click", () => go(G.cur + 1));
  $("last").addEventListener("click", () => go(G.hist.length - 1).then(computerTurn));
  $("speed").addEventListener("input", speedText);
  $("share").addEventListener("click", async () => {
    const url = location.href;
    try { await navigator.clipboard.writeText(url); } catch { /* not allowed: the link is shown */ }
    say(w("copied", { url }));
  });
  $("export").addEventListener("click", exportRecord);
  $("review").addEventListener("click", () => report(review()));
  $("reviewStop").addEventListener("click", () => { if (G.review) G.review.ctl.abort(); });
  $("analyseForm").addEventListener("submit", (e) => {
    e.preventDefault();
    analyse($("analyseSpec").value.trim(), G.seed).catch((err) => { $("analysis").textContent = err.message; });
  });
  $("loadForm").addEventListener("submit", (e) => { e.preventDefault(); loadRecord($("recordText").value); });
  $("recordFile").addEventListener("change", async () => {
    const f = $("recordFile").files[0];
    if (!f) return;
    if (f.size > 1 << 20) { say(w("filetoobig"), true); return; }
    $("recordText").value = await f.text();
    loadRecord($("recordText").value);
  });
  $("positionForm").addEventListener("submit", (e) => {
    e.preventDefault();
    report(newGame($("positionText").value.trim()).then(() => { G.hist[0].custom = true; save(); }));
  });
  window.addEventListener("hashchange", () => report(openFragment(location.hash)));
  let wasNarrow = narrow();
  window.addEventListener("resize", () => {
    if (narrow() === wasNarrow || !G.hist.length) return;
    wasNarrow = narrow();
    for (const h of G.hist) h.view = null;
    report(show());
  });
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
}

// ---- window.bao: the page for tests, scripts and other pages

function stateNow() {
  const v = here().view;
  return {
    variant: G.variant,
    position: here().position,
    moves: G.hist.slice(1, G.cur + 1).map((h) => h.move),
    over: v ? v.over : false,
    winner: v ? v.winner : "",
  };
}

let resolveReady, rejectReady;
const ready = new Promise((res, rej) => { resolveReady = res; rejectReady = rej; });
ready.catch(() => { /* reported on the page */ });

// until waits for the page to be idle (no search, no animation).
async function idle() {
  await ready;
  stop();
  if (!here().view) await show();
}

window.bao = {
  ready,
  state: async () => { await ready; return stateNow(); },
  play: async (move) => {
    await idle();
    await playMove(String(move), true);
    return stateNow();
  },
  newGame: async (spec) => {
    await idle();
    await newGame("", String(spec), true);
    return stateNow();
  },
  analyse: async (spec) => {
    await idle();
    return analyse(String(spec), 1);
  },
};

async function main() {
  try {
    await loadWords();
  } catch (e) {
    say(`Cannot load the words of the page: ${e.message}`, true);
  }
  try { G.lang = localStorage.getItem("bao.lang") || ((navigator.language || "").startsWith("sw") ? "sw" : "en"); } catch { G.lang = "en"; }
  if (G.words && !G.langs.includes(G.lang)) G.lang = "en";
  say(w("engineloading"));
  try {
    G.info = await Engine.init();
  } catch (e) {
    say(w("engineerror", { e: e.message }), true);
    rejectReady(e);
    return;
  }
  buildSetup();
  translate();
  wire();
  say("");
  try {
    const s = stored();
    if (!(await openFragment(location.hash))) {
      if (s) await restore(s);
      else {
        // A first visit: a person against the default level.
        const d = G.info.levels.find((l) => l.name === G.info.default);
        if (d) $("level").value = d.spec;
        fieldsFromLevel();
        await newGame();
      }
    }
  } catch (e) {
    say(e.message, true);
    try { await newGame(); } catch (e2) { say(e2.message, true); }
  }
  if (Engine.kind === "worker" && "serviceWorker" in navigator) {
    // Ready once the service worker holds the site (at most 10 s): from
    // then on the page works with the network off.
    const sw = navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready);
    await Promise.race([sw.catch(() => { /* no offline use, the page works */ }), sleep(10000)]);
  }
  document.body.dataset.engine = Engine.kind;
  document.body.dataset.ready = "true";
  resolveReady();
}

main();
