// Looping with few items through the WebAssembly module, as FewItemsLoopTests checks the
// engine: for every count from 2 to 12 and every number of items per view from 1 to 6
// (fractions included), a seeded run of drags, keys and jumps keeps the strip the module
// lays out gapless across the seam, with each repeated item in each of its places.
//
// Run: node --test web/tests/ (make test-web does).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCarouselCore } from '../carousel.mjs';

const core = await loadCarouselCore(
  readFileSync(new URL('../carousel-core.wasm', import.meta.url)));

const WIDTH = 390;
const ITEMS_PER_VIEW = [1, 1.5, 2, 2.5, 3, 3.3, 4, 5, 6];
/** Difference allowed between two places that must meet (floating-point layout). */
const TOLERANCE = 1e-6;

/** A small seeded generator (mulberry32): the same run for the same seed. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The items that show cover the viewport edge to edge (but for the spacing), each next to
 * the one before with exactly the spacing between, each place drawn as the item it holds
 * (its virtual index wrapped), no place twice.
 */
function checkStrip(frame, count, spacing, context) {
  const items = frame.items.filter((item) => item.isVisible)
    .sort((a, b) => a.virtualIndex - b.virtualIndex);
  assert.ok(items.length > 0, `${context}: nothing shows`);
  const places = new Set(items.map((item) => item.virtualIndex));
  assert.equal(places.size, items.length, `${context}: a place drawn twice`);
  for (const item of items) {
    assert.equal(item.index, ((item.virtualIndex % count) + count) % count,
      `${context}: place ${item.virtualIndex} holds item ${item.index}`);
  }
  for (let k = 1; k < items.length; k++) {
    const [before, after] = [items[k - 1], items[k]];
    assert.equal(after.virtualIndex, before.virtualIndex + 1, `${context}: a place is missing`);
    const gap = after.x - (before.x + before.width);
    assert.ok(Math.abs(gap - spacing) <= TOLERANCE,
      `${context}: ${gap} between places ${before.virtualIndex} and ${after.virtualIndex}`);
  }
  const first = items[0];
  const last = items.at(-1);
  assert.ok(first.x <= TOLERANCE + spacing, `${context}: a gap at the leading edge (${first.x})`);
  assert.ok(last.x + last.width >= WIDTH - TOLERANCE - spacing,
    `${context}: a gap at the trailing edge (${last.x + last.width})`);
}

const seeds = process.env.CAROUSEL_SLOW_TESTS ? 66 : 11;

test('a looping carousel of 2…12 items, 1…6 per view, has no gap at the seam', () => {
  let frames = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const count = 2 + (seed % 11);
    const random = seeded(seed);
    for (const perView of ITEMS_PER_VIEW) {
      const spacing = [0, 8, 7.3][Math.floor(random() * 3)];
      const alignment = random() < 0.5 ? 'center' : 'leading';
      const carousel = core.create().setViewport(WIDTH, 300).setCount(count).setLoop(true)
        .setItemSize('fraction', 1 / perView).setSpacing(spacing).setAlignment(alignment)
        .configure(0);
      const context = `${count} items, ${perView} per view, spacing ${spacing}, ${alignment}`;
      let t = 0;
      checkStrip(carousel.advance(t).frame(), count, spacing, `${context}, at rest`);
      for (let step = 0; step < 8; step++) {
        const choice = Math.floor(random() * 4);
        if (choice === 0) {
          carousel.key(t, random() < 0.5 ? 'right' : 'left');
        } else if (choice === 1) {
          carousel.scrollTo(t, Math.floor(random() * count));
        } else {
          // A drag of up to 900 points either way, in 8 moves, with a frame after each.
          const distance = (random() * 2 - 1) * 900;
          carousel.pointerDown(t, 195, 150);
          for (let move = 1; move <= 8; move++) {
            t += 0.02;
            carousel.pointerMove(t, 195 - distance * move / 8, 150);
            checkStrip(carousel.advance(t).frame(), count, spacing, `${context}, dragging`);
            frames++;
          }
          carousel.pointerUp(t, { x: 195 - distance, y: 150 });
        }
        const end = t + 3;
        while (t < end) {
          t += 1 / 60;
          const frame = carousel.advance(t).frame();
          checkStrip(frame, count, spacing, `${context}, step ${step}, t ${t.toFixed(3)}`);
          frames++;
          if (!frame.isAnimating && frame.phase === 'idle') break;
        }
      }
      carousel.destroy();
    }
  }
  assert.ok(frames > 1000, `only ${frames} frames checked`);
});
