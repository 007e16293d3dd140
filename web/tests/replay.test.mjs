// The WebAssembly build against the native one: every `carousel simulate` run of the Swift
// test suite (recorded by `make test` into CAROUSEL_SCENARIO_DIR, see
// Tests/EndToEndTests/Support/CarouselProcess.swift) is replayed through web/replay.mjs, and
// every frame must have the same keys, the same strings and numbers equal to 1e-9; runs
// the native build rejected must be rejected with the same message and status.
//
// Run: make test (or CAROUSEL_SCENARIO_DIR=DIR node --test web/tests/).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { run, formatNumber } from '../replay.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const scenarioDirectory = process.env.CAROUSEL_SCENARIO_DIR ?? join(root, '.build', 'scenarios');
/** Largest difference between a native and a WebAssembly number (the contract). */
const tolerance = 1e-9;
/** Fewest recorded runs that count as the suite's scenarios (the suite makes hundreds). */
const minimumScenarios = 100;

function scenarios() {
  if (!existsSync(scenarioDirectory)) return [];
  return readdirSync(scenarioDirectory).sort().map((name) => {
    const folder = join(scenarioDirectory, name);
    const read = (file) => readFileSync(join(folder, file), 'utf8');
    return {
      name, folder, arguments: JSON.parse(read('arguments.json')), stdout: read('stdout'),
      stderr: read('stderr'), status: Number(read('status')),
      stdin: existsSync(join(folder, 'events.jsonl')) ? readFileSync(join(folder, 'events.jsonl'))
        : new Uint8Array(),
    };
  });
}

/** A message without the program's name and with input files named by their base name. */
function normalizedError(text) {
  return text.trim().replace(/^(carousel|replay): /, '')
    .replace(/(?:\S*\/)?(?:missing-)?(config\.json|events\.jsonl)/g, '$1')
    .replace(/ \(see carousel simulate --help\)| \(usage: [^)]*\)/, '')
    .replace(" of 'simulate'", '').replace(" for 'simulate'", '');
}

/** Compares two frames (parsed JSON lines) key by key; numbers to `tolerance`. */
function compareValues(native, wasm, path) {
  if (typeof native === 'number' && typeof wasm === 'number') {
    assert.ok(Math.abs(native - wasm) <= tolerance,
      `${path}: native ${native}, WebAssembly ${wasm}`);
  } else if (Array.isArray(native)) {
    assert.ok(Array.isArray(wasm) && wasm.length === native.length,
      `${path}: native ${JSON.stringify(native)}, WebAssembly ${JSON.stringify(wasm)}`);
    native.forEach((value, i) => compareValues(value, wasm[i], `${path}[${i}]`));
  } else if (native !== null && typeof native === 'object') {
    assert.deepEqual(Object.keys(wasm), Object.keys(native), `${path}: keys differ`);
    for (const key of Object.keys(native)) compareValues(native[key], wasm[key], `${path}.${key}`);
  } else {
    assert.equal(wasm, native, path);
  }
}

async function replay(scenario) {
  let stdout = '';
  let stderr = '';
  const status = await run(scenario.arguments, {
    cwd: scenario.folder, stdin: () => scenario.stdin,
    stdout: (text) => { stdout += text; }, stderr: (text) => { stderr += text; },
  });
  return { status, stdout, stderr };
}

test('the suite recorded its simulate scenarios', () => {
  const count = scenarios().length;
  assert.ok(count >= minimumScenarios,
    `${count} scenarios in ${scenarioDirectory}; run the Swift suite with CAROUSEL_SCENARIO_DIR `
      + 'set (make test does)');
});

/** Whether the scenario's CONFIG asks for an effect, which the module does not hold. */
function usesEffect(scenario) {
  const config = join(scenario.folder, 'config.json');
  return existsSync(config) && /"effect"\s*:/.test(readFileSync(config, 'utf8'));
}

/** Whether the scenario's CONFIG uses a layout of the layouts module (carousel-layouts.wasm):
 * breakpoints, auto height, nesting or a gliding autoplay. */
function usesLayouts(scenario) {
  const config = join(scenario.folder, 'config.json');
  if (!existsSync(config)) return false;
  const text = readFileSync(config, 'utf8');
  return /"(breakpoints|autoHeight|contentSizes|nested)"\s*:/.test(text)
    || /"autoplay"\s*:\s*\{[^}]*"(speed|ramp)"\s*:/.test(text);
}

test('every recorded scenario gives the same frames through WebAssembly', async (t) => {
  let frames = 0;
  let rejected = 0;
  let effects = 0;
  let layoutScenarios = 0;
  const failures = [];
  for (const scenario of scenarios()) {
    if (usesEffect(scenario)) {
      // Replay refuses effects with one line naming the field; not compared frame by frame.
      const wasm = await replay(scenario);
      if (wasm.status !== 2 || !/field '([^']*\.)?effect'/.test(wasm.stderr)) {
        if (scenario.status === 0) failures.push(`${scenario.name}: effect not refused`);
      }
      effects++;
      continue;
    }
    if (usesLayouts(scenario)) layoutScenarios++;
    const context = `scenario ${scenario.name} (${scenario.arguments.join(' ')})`;
    try {
      const wasm = await replay(scenario);
      assert.equal(wasm.status, scenario.status, `${context}: exit status; ${wasm.stderr}`);
      if (scenario.status !== 0) {
        assert.equal(normalizedError(wasm.stderr), normalizedError(scenario.stderr), context);
        assert.equal(wasm.stdout, '', `${context}: printed frames for rejected input`);
        rejected++;
        continue;
      }
      const native = scenario.stdout.split('\n').filter(Boolean);
      const lines = wasm.stdout.split('\n').filter(Boolean);
      assert.equal(lines.length, native.length, `${context}: frame count`);
      native.forEach((line, i) => {
        compareValues(JSON.parse(line), JSON.parse(lines[i]), `${context} frame ${i}`);
      });
      frames += native.length;
    } catch (error) {
      failures.push(error.message);
    }
  }
  t.diagnostic(`${frames} frames and ${rejected} rejections compared (${layoutScenarios} `
    + `scenarios through the layouts module); ${effects} scenarios with an effect left out`);
  assert.deepEqual(failures, [], `${failures.length} scenarios differ`);
  assert.ok(effects * 10 < scenarios().length, `${effects} scenarios use effects`);
  assert.ok(frames > 10_000, `only ${frames} frames compared`);
  assert.ok(rejected > 10, `only ${rejected} rejected scenarios compared`);
  assert.ok(layoutScenarios > 10, `only ${layoutScenarios} layout scenarios compared`);
});

test('the command line prints the same bytes as carousel simulate for a drag', () => {
  const folder = mkdtempSync(join(tmpdir(), 'carousel-replay-'));
  writeFileSync(join(folder, 'config.json'), '{"count":5,"labels":["Paris","Rome"]}');
  const events = [
    { t: 0.1, type: 'key', key: 'right' },
    { t: 0.5, type: 'pointerDown', x: 300, y: 200 },
    { t: 0.52, type: 'pointerMove', x: 250, y: 200 },
    { t: 0.54, type: 'pointerMove', x: 150, y: 200 },
    { t: 0.56, type: 'pointerUp', x: 100, y: 200 },
  ];
  writeFileSync(join(folder, 'events.jsonl'), events.map((e) => JSON.stringify(e)).join('\n'));
  const result = spawnSync(process.execPath, [join(here, '..', 'replay.mjs'), '--config',
    'config.json', '--events', 'events.jsonl', '--fps', '10'], { cwd: folder, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const lines = result.stdout.trim().split('\n');
  assert.equal(lines.length, 36);  // t = 0, 0.1, … 3.5 (last event 0.56 + 3 s)
  assert.equal(lines[0], '{"t":0,"index":0,"currentId":"0","position":0,"phase":"idle",'
    + '"visible":[0],"zoom":1,"autoplay":"off","indicator":{"first":0,"count":5,"current":0},'
    + '"label":"1/5"}');
  assert.match(lines[10],
    /"index":2,"currentId":"2","position":2,"phase":"idle".*"announce":"Item 3 of 5"/);
});

/** Runs `node web/replay.mjs` on a CONFIG and EVENTS written to a fresh folder. */
function replayFiles(config, events, ...args) {
  const folder = mkdtempSync(join(tmpdir(), 'carousel-replay-'));
  writeFileSync(join(folder, 'config.json'), config);
  writeFileSync(join(folder, 'events.jsonl'), events);
  return spawnSync(process.execPath, [join(here, '..', 'replay.mjs'), '--config',
    'config.json', '--events', 'events.jsonl', ...args], { cwd: folder, encoding: 'utf8' });
}

test('a keyline layout replays with each visible item\'s frame and mask', () => {
  // KeylineCommandTests' run: multi-browse in 390 points, large 186 → masks 204, 130, 56.
  const result = replayFiles('{"viewport":{"width":390,"height":240},"count":6,\n'
    + ' "keylines":{"strategy":"multiBrowse","largeSize":186,"smallMin":40,"smallMax":56,'
    + '"alignment":"start"}}', '{"t":0.1,"type":"key","key":"right"}\n', '--fps', '10');
  assert.equal(result.status, 0, result.stderr);
  const frames = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
  const first = frames[0].masks;
  assert.deepEqual(first.map((item) => item.index), [0, 1, 2]);
  assert.deepEqual(first.map((item) => item.mask[2]), [204, 130, 56]);
  assert.deepEqual(first.map((item) => item.frame[2]), [204, 204, 204]);
  assert.deepEqual(first[1].frame, [269 - 102, 0, 204, 240]);
  assert.deepEqual(first[1].mask, [204, 0, 130, 240]);
  const last = frames.at(-1);
  assert.equal(last.index, 1);
  const current = last.masks.find((item) => item.index === 1);
  assert.deepEqual(current.frame, [0, 0, 204, 240]);
  assert.deepEqual(current.mask, [0, 0, 204, 240]);
  // Mid-motion the masks change continuously: some frame has item 1's mask between 130 and 204.
  assert.ok(frames.some((frame) => frame.masks.some((item) => item.index === 1
    && item.mask[2] > 130 && item.mask[2] < 204)));
  // Without keylines there is no `masks` field.
  const plain = replayFiles('{"count":3}', '');
  assert.equal(plain.status, 0, plain.stderr);
  assert.ok(!plain.stdout.includes('"masks"'));
});

test('bad keyline layouts stop with one line naming the field, as simulate does', () => {
  const cases = [
    ['{"keylines":{"strategy":"grid","largeSize":100}}', 'keylines.strategy'],
    ['{"keylines":{"strategy":"hero"}}', 'keylines.largeSize'],
    ['{"keylines":{"strategy":"hero","largeSize":-3}}', 'keylines.largeSize'],
    ['{"keylines":{"strategy":"hero","largeSize":300,"smallMin":60,"smallMax":50}}',
      'keylines.smallMax'],
    ['{"keylines":{"strategy":"hero","largeSize":300,"alignment":"end"}}', 'keylines.alignment'],
    ['{"keylines":{"strategy":"hero","largeSize":300,"size":3}}', 'keylines.size'],
    ['{"keylines":{"strategy":"hero","largeSize":1e300}}', 'keylines.largeSize'],
  ];
  for (const [config, field] of cases) {
    const result = replayFiles(config, '');
    assert.equal(result.status, 2, `${config}: ${result.stderr}`);
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.includes(`field '${field}'`), `${config}: ${result.stderr}`);
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  }
});

test('numbers print as JSONOutput.number does: six decimals, ties to even', () => {
  assert.equal(formatNumber(1), '1');
  assert.equal(formatNumber(0.7341236), '0.734124');
  assert.equal(formatNumber(-0.0000001), '0');
  assert.equal(formatNumber(0.0078125), '0.007812');  // exact tie: to even
  assert.equal(formatNumber(0.0078135), '0.007813');  // just below the tie in binary
  assert.equal(formatNumber(123456.7890125), '123456.789012');
  assert.equal(formatNumber(1e21), '1000000000000000000000');
  assert.equal(formatNumber(NaN), 'null');
});

test('special files and oversized inputs are refused at once, as carousel simulate refuses them', () => {
  const folder = mkdtempSync(join(tmpdir(), 'carousel-replay-'));
  writeFileSync(join(folder, 'e.jsonl'), '{"t":0,"type":"key","key":"right"}\n');
  writeFileSync(join(folder, 'big.json'), ' '.repeat((1 << 20) + 1));
  spawnSync('mkfifo', [join(folder, 'fifo')]);
  const replay = (args, input) => spawnSync(process.execPath, [join(here, '..', 'replay.mjs'),
    ...args], { cwd: folder, encoding: 'utf8', input, timeout: 20_000,
    maxBuffer: 1 << 20 });
  const cases = [
    [['--config', '/dev/zero', '--events', 'e.jsonl'],
      'replay: /dev/zero: cannot read file: not a regular file (a character device)'],
    [['--config', 'fifo', '--events', 'e.jsonl'],
      'replay: fifo: cannot read file: not a regular file (a FIFO (named pipe))'],
    [['--events', '/dev/urandom'],
      'replay: /dev/urandom: cannot read file: not a regular file (a character device)'],
    [['--config', '.', '--events', 'e.jsonl'],
      'replay: .: cannot read file: not a regular file (a folder)'],
    [['--config', 'big.json', '--events', 'e.jsonl'],
      'replay: big.json: file too large (1048577 bytes): the limit is 1048576 bytes'],
  ];
  for (const [args, message] of cases) {
    const result = replay(args);
    assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.equal(result.stderr.trim(), message);
  }
  // Standard input is read only up to the limit (32 MiB for events).
  const flood = replay(['--events', '-'], Buffer.alloc((32 << 20) + 10, 0x0a));
  assert.equal(flood.status, 2, flood.stderr);
  assert.equal(flood.stderr.trim(),
    'replay: <stdin>: file too large: the limit is 33554432 bytes');
});

test('linked carousels replay byte for byte as simulate recorded them', () => {
  // web/tests/recorded/link-thumbnails.*: a main carousel and its strip of 100 pt thumbnails
  // (CONFIG `link`); a thumbnail selected, the strip scrolled alone, a key on the main one.
  // The native frames were recorded with `carousel simulate … --fps 10`.
  const recorded = join(here, 'recorded');
  const result = spawnSync(process.execPath, [join(here, '..', 'replay.mjs'),
    '--config', 'link-thumbnails.config.json', '--events', 'link-thumbnails.events.jsonl',
    '--fps', '10'], { cwd: recorded, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stdout, readFileSync(join(recorded, 'link-thumbnails.native.jsonl'), 'utf8'));
  const frames = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
  // The selected thumbnail moved the main carousel; scrolling the strip alone did not.
  assert.equal(frames[9].index, 6);
  assert.equal(frames[9].selected, 6);
  assert.equal(frames[19].index, 6);
  assert.equal(frames[19].follower.index, 0);
  assert.equal(frames.at(-1).selected, 5);
});

test('bad links stop with one line naming the field, as simulate does', () => {
  const mirror = '{"link":{"mode":"mirror"}}';
  const cases = [
    ['{"link":{"mode":"sideways"}}', '', 'link.mode'],
    ['{"link":{"mode":"mirror","follower":{"count":-1}}}', '', 'link.follower.count'],
    ['{"link":{"mode":"mirror","follower":{"link":{}}}}', '', 'link.follower.link'],
    [mirror, '{"t":0,"type":"key","key":"left","carousel":2}\n', 'carousel'],
    ['{}', '{"t":0,"type":"key","key":"left","carousel":1}\n', 'carousel'],
    ['{}', '{"t":0,"type":"select","index":1}\n', 'type'],
  ];
  for (const [config, events, field] of cases) {
    const result = replayFiles(config, events);
    assert.equal(result.status, 2, `${config}: ${result.stderr}`);
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.includes(`field '${field}'`), `${config}: ${result.stderr}`);
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  }
});

test('the layouts replay byte for byte as simulate recorded them, through the layouts module', () => {
  // web/tests/recorded/layouts-*: one run per layout of carousel-layouts.wasm, recorded with
  // `carousel simulate … --fps 10`: a marquee paused by a hover, a drag and Space; a carousel
  // in a vertical list (a vertical drag scrolls the list, a horizontal one the carousel, one
  // past the first item rubber-bands; wheel notches and a trackpad gesture); a carousel in a
  // scroller along its own axis (a drag and wheels past its ends hand off); auto height over
  // items of different heights; breakpoints crossed by resizes, one switching it off; a
  // linked follower that glides.
  const recorded = join(here, 'recorded');
  for (const name of ['autoscroll', 'nested', 'handoff', 'autoheight', 'breakpoints', 'linkglide']) {
    const result = spawnSync(process.execPath, [join(here, '..', 'replay.mjs'),
      '--config', `layouts-${name}.config.json`, '--events', `layouts-${name}.events.jsonl`,
      '--fps', '10'], { cwd: recorded, encoding: 'utf8' });
    assert.equal(result.status, 0, `${name}: ${result.stderr}`);
    assert.equal(result.stdout, readFileSync(join(recorded, `layouts-${name}.native.jsonl`), 'utf8'),
      name);
  }
  const frames = (name) => readFileSync(join(recorded, `layouts-${name}.native.jsonl`), 'utf8')
    .trim().split('\n').map((line) => JSON.parse(line));
  // The marquee glides at 60 pt/s and eases to rest under the pointer.
  const glide = frames('autoscroll');
  assert.equal(glide[8].autoScroll.velocity, 60);
  assert.equal(glide[19].autoScroll.reason, 'hover');
  assert.equal(glide[19].autoScroll.velocity, 0);
  // A vertical drag scrolls the list, not the carousel (across axes nothing is handed off).
  const nested = frames('nested');
  assert.ok(nested[5].nested.outer.position > 0);
  assert.equal(nested[5].position, 0);
  assert.ok(nested.every((frame) => frame.nested.handedOff === 0));
  // Along one axis a drag past the carousel's last item throws the outer scroller on, and a
  // trackpad scroll past its first hands the rest over.
  const handoff = frames('handoff');
  assert.equal(handoff[5].index, 2);
  assert.ok(handoff[5].nested.outer.position > 4);
  assert.ok(handoff.some((frame) => frame.nested.owner === 'outer' && frame.nested.handedOff < 0));
  // The height follows the current item: 360 · 300/400, then 360 · 500/400 capped at 400.
  const heights = frames('autoheight');
  assert.equal(heights[0].crossSize, 270);
  assert.equal(heights[14].crossSize, 400);
  // Across breakpoints the current item stays; the widest switches the carousel off.
  const widths = frames('breakpoints');
  const off = widths.filter((frame) => frame.enabled === false);
  assert.ok(off.length > 0);
  assert.ok(off.every((frame) => frame.index === off[0].index));
});

test('bad layout keys stop with one line naming the field, as simulate does', () => {
  const cases = [
    ['{"autoplay":{"ramp":1}}', 'autoplay.ramp'],
    ['{"autoplay":{"speed":-3}}', 'autoplay.speed'],
    ['{"autoplay":{"speed":1e9}}', 'autoplay.speed'],
    ['{"autoplay":{"speed":50,"interval":2}}', 'autoplay.interval'],
    ['{"contentSizes":[{"width":0,"height":3}]}', 'contentSizes[0].width'],
    ['{"breakpoints":[{"minWidth":-1}]}', 'breakpoints[0].minWidth'],
    ['{"breakpoints":[{"minWidth":500,"itemsPerView":1000}]}', 'breakpoints[0].itemsPerView'],
    ['{"breakpoints":[{"minWidth":500,"effect":{"name":"coverFlow"}}]}', 'breakpoints[0].effect'],
    ['{"nested":{"outer":{"labels":[]}}}', 'nested.outer.labels'],
    ['{"nested":{"outer":{},"axisDominance":0}}', 'nested.axisDominance'],
    ['{"autoHeight":true,"nested":{"outer":{}}}', 'nested'],
  ];
  for (const [config, field] of cases) {
    const result = replayFiles(config, '');
    assert.equal(result.status, 2, `${config}: ${result.stderr}`);
    assert.equal(result.stdout, '');
    assert.ok(result.stderr.includes(`field '${field}'`), `${config}: ${result.stderr}`);
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
  }
});
