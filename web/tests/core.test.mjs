// The C-style API of carousel-core.wasm as a host sees it: configuration, input, the frame
// record, events, and the bounds that keep a careless host safe.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadCarouselCore } from '../carousel.mjs';

const core = await loadCarouselCore(
  readFileSync(new URL('../carousel-core.wasm', import.meta.url)));

function peekCarousel() {
  return core.create().setViewport(400, 300).setCount(10).setItemSize('peek', 40)
    .setSpacing(10).configure(0);
}

test('a peek carousel lays out its neighbours around the current card', () => {
  const carousel = peekCarousel();
  const frame = carousel.advance(0).frame();
  // item length = 400 − 2·(40 + 10) = 300, centred: x = 50; the next one 300 + 10 further.
  const first = frame.items.find((item) => item.index === 0);
  const second = frame.items.find((item) => item.index === 1);
  assert.deepEqual([first.x, first.width, first.height], [50, 300, 300]);
  assert.equal(second.x, 50 + 300 + 10);
  assert.equal(frame.index, 0);
  assert.equal(frame.label, '1/10');
  assert.equal(frame.pageCount, 10);
  carousel.destroy();
});

test('a key press pages and the engine announces the arrival', () => {
  const carousel = peekCarousel().setLabel(1, 'Rome');
  carousel.key(0.1, 'right').advance(2);
  const frame = carousel.frame();
  assert.equal(frame.index, 1);
  assert.equal(frame.position, 1);
  assert.equal(frame.phase, 'idle');
  const events = carousel.drainEvents();
  // A move the user made is announced at once (assertive); autoplay's politely.
  assert.deepEqual(events.find((e) => e.type === 'announcement'),
    { type: 'announcement', text: 'Rome, 2 of 10', politeness: 'assertive' });
  assert.deepEqual(carousel.drainEvents(), []);
  carousel.destroy();
});

test('a host that never drains keeps at most 64 events, the oldest dropped and counted', () => {
  const carousel = peekCarousel().setLoop(true).configure(0);
  for (let i = 0; i < 200; i++) carousel.key(i, 'right').advance(i + 0.9);
  const frame = carousel.frame();
  const events = carousel.drainEvents();
  assert.equal(events.length, 64);
  assert.ok(frame.droppedEvents > 200, `${frame.droppedEvents} dropped`);
  // The newest are kept: the last is the settle on item 200 mod 10 = 0.
  assert.deepEqual(events.at(-1), { type: 'announcement', text: 'Item 1 of 10',
    politeness: 'assertive' });
  carousel.destroy();
});

test('input the engine cannot use is rejected, never trapped on', () => {
  const carousel = peekCarousel();
  assert.throws(() => carousel.pointerDown(NaN, 1, 1), /rejected/);
  assert.throws(() => carousel.pointerDown(0, Infinity, 1), /rejected/);
  assert.throws(() => carousel.setViewport(-1, 300), /rejected/);
  assert.throws(() => carousel.setDecelerationRate(1), /rejected/);
  assert.throws(() => carousel.setZoom(2, 1, 1.5), /rejected/);
  assert.throws(() => carousel.resize(1, 0, 10), /rejected/);
  assert.equal(core.exports.carousel_key(carousel.handle, 1, 99), -1);
  assert.equal(core.exports.carousel_advance(12345, 1), -1);
  assert.equal(core.exports.carousel_frame(-1), 0);
  carousel.advance(1);
  assert.equal(carousel.frame().index, 0);
  carousel.destroy();
});

test('handles are reused after destroy and the module holds at most 256 carousels', async () => {
  const core = await loadCarouselCore(
    readFileSync(new URL('../carousel-core.wasm', import.meta.url)));
  const made = [];
  for (;;) {
    const handle = core.exports.carousel_create();
    if (handle < 0) break;
    made.push(handle);
  }
  assert.equal(made.length, 256);
  for (const handle of made) assert.equal(core.exports.carousel_destroy(handle), 0);
  assert.equal(core.exports.carousel_destroy(made[0]), -1);
  assert.equal(core.exports.carousel_create(), 0);
  core.exports.carousel_destroy(0);
});

test('memory stays flat over many frames (freed blocks are reused)', () => {
  const carousel = peekCarousel().setLoop(true).configure(0);
  const run = (from) => {
    for (let i = from; i < from + 2000; i++) {
      carousel.pointerDown(i * 0.1, 300, 100).pointerMove(i * 0.1 + 0.02, 200, 100)
        .pointerUp(i * 0.1 + 0.04, { x: 150, y: 100 }).advance(i * 0.1 + 0.05).frame();
      carousel.drainEvents();
    }
  };
  run(0);
  const before = core.exports.memory.buffer.byteLength;
  run(2000);
  assert.equal(core.exports.memory.buffer.byteLength, before);
  carousel.destroy();
});

/** Advances `carousel` frame by frame (60 per second) from `from` to `to`, as a page does. */
function play(carousel, from, to) {
  for (let t = from; t < to; t += 1 / 60) carousel.advance(t);
  return carousel.advance(to);
}

test('linked carousels: thumbnails follow the main carousel and a thumbnail moves it', () => {
  const main = core.create().setViewport(400, 300).setCount(10).configure(0);
  const thumbs = core.create().setViewport(400, 80).setCount(10).setItemSize('points', 80)
    .setSpacing(8).setAlignment('leading').configure(0);
  main.link(thumbs, 'thumbnails');
  assert.equal(main.linkSelected, 0);
  // Paging the main carousel to item 6 brings thumbnail 6 into the strip (it was off it).
  const shown = (frame, index) => frame.items.some((item) => item.index === index
    && item.x >= 0 && item.x + item.width <= 400);
  assert.ok(!shown(thumbs.advance(0).frame(), 6));
  main.scrollTo(0.1, 6);
  play(main, 0.1, 3);  // advancing one advances both
  assert.equal(main.frame().index, 6);
  assert.equal(main.linkSelected, 6);
  assert.equal(thumbs.linkSelected, 6);
  assert.ok(shown(thumbs.frame(), 6), 'thumbnail 6 is not in view');
  // Scrolling the strip alone leaves the main carousel where it is.
  thumbs.key(3.1, 'home');
  play(thumbs, 3.1, 6);
  assert.equal(main.frame().index, 6);
  // A tapped thumbnail moves the main carousel.
  thumbs.linkSelect(6.1, 2);
  play(main, 6.1, 9);
  assert.equal(main.frame().index, 2);
  assert.equal(main.linkSelected, 2);
  // One link per carousel; unlinking frees both.
  assert.throws(() => main.link(core.create().configure(0), 'mirror'), RangeError);
  main.unlink();
  assert.throws(() => thumbs.linkSelect(9.1, 1), RangeError);
  main.destroy();
  thumbs.destroy();
});

test('mirrored carousels show the same position, whichever was moved last leading', () => {
  const first = core.create().setViewport(400, 300).setCount(6).configure(0);
  const second = core.create().setViewport(200, 100).setCount(6).configure(0);
  first.link(second, 'mirror');
  // A drag on the second carousel moves the first to the same position, frame by frame.
  second.pointerDown(0.1, 150, 50).pointerMove(0.12, 100, 50).pointerMove(0.14, 50, 50);
  second.advance(0.15);
  const moving = [first.frame().position, second.frame().position];
  assert.ok(moving[1] > 0);
  assert.ok(Math.abs(moving[0] - moving[1]) < 1e-9, `${moving}`);
  second.pointerUp(0.16, { x: 40, y: 50 });
  second.advance(3);
  assert.equal(second.frame().index, 1);
  assert.equal(first.frame().index, 1);
  assert.equal(first.frame().position, second.frame().position);
  first.destroy();  // destroying one unlinks the other
  second.key(3.1, 'right').advance(6);
  assert.equal(second.frame().index, 2);
  second.destroy();
});
