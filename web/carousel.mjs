// The web page's glue: loads carousel-core.wasm (the Swift engine compiled with Embedded
// Swift), wraps its C-style API in a small class (also used by `node web/replay.mjs`), and
// runs carousels on DOM elements (`startPage`). Nothing here touches the DOM until
// `startPage` or `mountCarousel` is called.

import { makeStrings, pageLocale } from './strings.mjs';

/** Names of the engine's enumerations, in the order the module numbers them. */
export const Names = {
  axis: ['horizontal', 'vertical'],
  layoutDirection: ['ltr', 'rtl'],
  itemSize: ['fraction', 'points', 'peek'],
  alignment: ['center', 'leading'],
  keylineStrategy: ['multiBrowse', 'hero', 'uncontained'],
  linkMode: ['thumbnails', 'mirror'],
  scrolling: [
    'continuous', 'continuousGroupLeadingBoundary', 'paging', 'groupPaging',
    'groupPagingCentered',
  ],
  announceAutoplay: ['polite', 'off'],
  autoplayDirection: ['forward', 'backward'],
  atEnd: ['rewind', 'stop'],
  key: [
    'left', 'right', 'up', 'down', 'home', 'end', 'pageUp', 'pageDown', 'space', 'plus',
    'minus', 'zero',
  ],
  gesturePhase: ['begin', 'change', 'end'],
  phase: ['idle', 'dragging', 'decelerating', 'settling'],
  autoplay: ['playing', 'paused', 'off'],
  // The layouts module's (carousel-layouts.wasm) enumerations.
  pauseReason: ['user', 'hover', 'hidden', 'zoomed', 'interaction', 'resuming'],
  nestedOwner: ['none', 'undecided', 'inner', 'outer', 'neither'],
  event: [
    'currentItemChanged', 'dragBegan', 'dragEnded', 'settled', 'announcement',
    'autoplayStateChanged', 'zoomChanged',
  ],
};

/** Header fields of the frame record (see Sources/CarouselWasm/Exports+Frame.swift). */
const HEADER = [
  'time', 'index', 'position', 'phase', 'zoom', 'autoplay', 'velocity', 'isAnimating',
  'nextWakeTime', 'count', 'pageCount', 'currentPage', 'indicatorPosition', 'firstDot',
  'dotCount', 'indicatorHidden', 'virtualPosition', 'itemCount', 'droppedEvents',
  'autoplayProgress', 'crossFadeFrom', 'crossFadeTo', 'crossFadeProgress', 'motionEndTime',
];
const ITEM_FIELDS = 15;

/**
 * Instantiates the module. `source` is the module's bytes (Node) or its URL (browser).
 * The four math functions the engine uses come from JavaScript's Math.
 */
export async function loadCarouselCore(source) {
  const imports = { env: { exp: Math.exp, log: Math.log, sin: Math.sin, cos: Math.cos } };
  let instance;
  if (source instanceof Uint8Array || source instanceof ArrayBuffer) {
    ({ instance } = await WebAssembly.instantiate(source, imports));
  } else {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`cannot load ${source}: HTTP ${response.status}`);
    ({ instance } = await WebAssembly.instantiate(await response.arrayBuffer(), imports));
  }
  return new CarouselCore(instance.exports);
}

/** The loaded module: makes carousels. */
export class CarouselCore {
  constructor(exports) {
    this.exports = exports;
    this.decoder = new TextDecoder();
    this.encoder = new TextEncoder();
  }

  /** A new carousel with the default configuration. */
  create() {
    const handle = this.exports.carousel_create();
    if (handle < 0) throw new Error('too many carousels');
    return new Carousel(this, handle);
  }

  /** `length` bytes of text the module wrote. */
  text(length) {
    if (length <= 0) return '';
    const start = this.exports.carousel_text();
    return this.decoder.decode(new Uint8Array(this.exports.memory.buffer, start, length));
  }

  /** Copies `bytes` into module memory for the duration of `body(pointer, length)`. */
  withBytes(bytes, body) {
    const pointer = this.exports.carousel_alloc(Math.max(bytes.length, 1));
    try {
      new Uint8Array(this.exports.memory.buffer, pointer, bytes.length).set(bytes);
      return body(pointer, bytes.length);
    } finally {
      this.exports.carousel_free(pointer);
    }
  }
}

function code(table, name, what) {
  const index = Names[table].indexOf(name);
  if (index < 0) throw new RangeError(`unknown ${what} '${name}'`);
  return index;
}

/**
 * One carousel. Setters change the configuration; `configure(time)` starts the carousel
 * with it. Input methods take the event's time in seconds first. Every call that the
 * module rejects throws a RangeError naming the call.
 */
export class Carousel {
  constructor(core, handle) {
    this.core = core;
    this.api = core.exports;
    this.handle = handle;
  }

  call(name, ...args) {
    const result = this.api[name](this.handle, ...args);
    if (result !== 0) throw new RangeError(`${name}(${args.join(', ')}) was rejected`);
    return this;
  }

  destroy() { this.api.carousel_destroy(this.handle); }

  // Configuration.
  setViewport(width, height) { return this.call('carousel_set_viewport', width, height); }
  setCount(count) { return this.call('carousel_set_count', count); }
  setAxis(axis) { return this.call('carousel_set_axis', code('axis', axis, 'axis')); }
  setLayoutDirection(direction) {
    return this.call('carousel_set_layout_direction',
      code('layoutDirection', direction, 'layout direction'));
  }
  /** kind: 'fraction' | 'points' | 'peek'. */
  setItemSize(kind, value) {
    return this.call('carousel_set_item_size', code('itemSize', kind, 'item size'), value);
  }
  setSpacing(points) { return this.call('carousel_set_spacing', points); }
  setContentInset(points) { return this.call('carousel_set_content_inset', points); }
  setAlignment(alignment) {
    return this.call('carousel_set_alignment', code('alignment', alignment, 'alignment'));
  }
  /**
   * A keyline layout (Material 3): `strategy` 'multiBrowse' | 'hero' | 'uncontained', sizes in
   * points, `alignment` 'leading' | 'center'. Items keep the large size and are masked.
   */
  setKeylines({ strategy, largeSize, smallMin = 40, smallMax = 56, alignment = 'leading' }) {
    return this.call('carousel_set_keylines',
      code('keylineStrategy', strategy, 'keyline strategy'), largeSize, smallMin, smallMax,
      code('alignment', alignment, 'alignment'));
  }
  clearKeylines() { return this.call('carousel_clear_keylines'); }
  setScrolling(mode) {
    return this.call('carousel_set_scrolling', code('scrolling', mode, 'scrolling'));
  }
  setLoop(loop) { return this.call('carousel_set_loop', loop ? 1 : 0); }
  setDecelerationRate(rate) { return this.call('carousel_set_deceleration_rate', rate); }
  setMaxItemsPerGesture(most) { return this.call('carousel_set_max_items_per_gesture', most); }
  setStartIndex(index) { return this.call('carousel_set_start_index', index); }
  setItemLengths(lengths) {
    const values = new Float64Array(lengths ?? []);
    const bytes = new Uint8Array(values.buffer);
    return this.core.withBytes(bytes, (pointer) =>
      this.call('carousel_set_item_lengths', pointer, values.length));
  }
  setOverscan(points) { return this.call('carousel_set_overscan', points); }
  setReducedMotion(reduced) { return this.call('carousel_set_reduced_motion', reduced ? 1 : 0); }
  setAnnounceAutoplay(mode) {
    return this.call('carousel_set_announce_autoplay',
      code('announceAutoplay', mode, 'announcement mode'));
  }
  /** Autoplay on; `options` as in simulate's CONFIG (`interval`, `direction`, …). */
  setAutoplay({
    interval = 3, direction = 'forward', resumeDelay = 3, pauseOnHover = true,
    pauseWhenHidden = true, atEnd = 'rewind', intervals = [],
  } = {}) {
    this.call('carousel_set_autoplay', interval,
      code('autoplayDirection', direction, 'autoplay direction'), resumeDelay,
      pauseOnHover ? 1 : 0, pauseWhenHidden ? 1 : 0, code('atEnd', atEnd, 'autoplay end'));
    intervals.forEach((value, index) => {
      if (value !== null && value !== undefined) {
        this.call('carousel_set_autoplay_item_interval', index, value);
      }
    });
    return this;
  }
  clearAutoplay() { return this.call('carousel_clear_autoplay'); }
  setZoom(minimum, maximum, doubleTap, enabled = true) {
    return this.call('carousel_set_zoom', minimum, maximum, doubleTap, enabled ? 1 : 0);
  }
  setIndicator(maxDots, hidesForSinglePage) {
    return this.call('carousel_set_indicator', maxDots, hidesForSinglePage ? 1 : 0);
  }
  /** The accessibility label of item `index` (null removes it). */
  setLabel(index, label) {
    const bytes = this.core.encoder.encode(label ?? '');
    return this.core.withBytes(bytes, (pointer, length) =>
      this.call('carousel_set_label', index, pointer, length));
  }
  /**
   * Links this (configured) carousel with `other` (CarouselLink): `mode` 'thumbnails' (`other`
   * shows this one's thumbnails) or 'mirror'. Input to either then goes through the link and
   * advancing either advances both.
   */
  link(other, mode) {
    this.call('carousel_link', other.handle, code('linkMode', mode, 'link mode'));
    this.partner = other;
    other.partner = this;
    return this;
  }
  unlink() {
    this.call('carousel_unlink');
    if (this.partner) this.partner.partner = null;
    this.partner = null;
    return this;
  }
  /** A thumbnail chosen: the main carousel slides to `index`, the thumbnails follow. */
  linkSelect(t, index) { return this.call('carousel_link_select', t, index); }
  /** The item the link marks as selected (the main carousel's current item), or −1. */
  get linkSelected() { return this.api.carousel_link_selected(this.handle); }
  /** Starts the carousel afresh at `time` with the configuration set so far. */
  configure(time = 0) { return this.call('carousel_configure', time); }

  // The layouts: only in carousel-layouts.wasm (`loadCarouselCore` of that module).
  /** Autoplay glides at `speed` points per second, eased over `ramp` s (autoplay must be on). */
  setAutoplayScroll(speed, ramp = 0.6) {
    return this.call('carousel_set_autoplay_scroll', speed, ramp);
  }
  /** Why autoplay is paused ('user', 'hover', …), or null while it is not. */
  get autoplayPauseReason() {
    return Names.pauseReason[this.api.carousel_autoplay_pause_reason(this.handle)] ?? null;
  }
  /** The size of item `index`'s content, for auto height (null removes it). */
  setContentSize(index, size) {
    return this.call('carousel_set_content_size', index, size?.width ?? 0, size?.height ?? 0);
  }
  /** The viewport's cross size under auto height (its height when horizontal). */
  get autoCrossSize() { return this.api.carousel_auto_cross_size(this.handle); }
  /**
   * Breakpoints over the configuration set so far (null removes them): each
   * `{minWidth, itemsPerView?, spacing?, enabled?}`. Take effect at `configure`; a resize then
   * switches to the configuration of the new width, keeping the current item.
   */
  setBreakpoints(points) {
    if (points === null) return this.call('carousel_set_breakpoints', 0, -1);
    const values = new Float64Array(points.length * 4);
    points.forEach((point, k) => {
      values[4 * k] = point.minWidth;
      values[4 * k + 1] = point.itemsPerView ?? NaN;
      values[4 * k + 2] = point.spacing ?? NaN;
      values[4 * k + 3] = point.enabled === undefined || point.enabled === null ? NaN
        : (point.enabled ? 1 : 0);
    });
    return this.core.withBytes(new Uint8Array(values.buffer), (pointer) =>
      this.call('carousel_set_breakpoints', pointer, points.length));
  }
  /** The active breakpoint's index, null below all of them, undefined without breakpoints. */
  get breakpoint() {
    const index = this.api.carousel_breakpoint(this.handle);
    return index === -2 ? undefined : (index === -1 ? null : index);
  }
  /** Whether the carousel is on at its width (a breakpoint may switch it off). */
  get isEnabled() { return this.api.carousel_is_enabled(this.handle) === 1; }
  /**
   * Nests this (configured) carousel in the scroller `outer` (CarouselNestedScroll): pointer and
   * wheel input to this carousel is then routed between the two, and advancing either
   * advances both.
   */
  nest(outer, { axisLockSlop = 8, axisDominance = 1, handsOffAtEdges = true } = {}) {
    this.call('carousel_nest', outer.handle, axisLockSlop, axisDominance,
      handsOffAtEdges ? 1 : 0);
    return this;
  }
  unnest() { return this.call('carousel_unnest'); }
  /** The nested gesture: its `owner`, the `axis` it locked to (or null), `handedOff` travel. */
  get nestedState() {
    const field = (k) => this.api.carousel_nested_state(this.handle, k);
    const axis = field(1);
    return { owner: Names.nestedOwner[field(0)], axis: axis < 0 ? null : Names.axis[axis],
      handedOff: field(2) };
  }

  // Input.
  pointerDown(t, x, y) { return this.call('carousel_pointer_down', t, x, y); }
  pointerMove(t, x, y) { return this.call('carousel_pointer_move', t, x, y); }
  /** `point` is {x, y} or null when unknown. */
  pointerUp(t, point) {
    return point
      ? this.call('carousel_pointer_up', t, 1, point.x, point.y)
      : this.call('carousel_pointer_up', t, 0, 0, 0);
  }
  pointerCancel(t) { return this.call('carousel_pointer_cancel', t); }
  wheel(t, dx, dy, discrete) { return this.call('carousel_wheel', t, dx, dy, discrete ? 1 : 0); }
  key(t, name) { return this.call('carousel_key', t, code('key', name, 'key')); }
  resize(t, width, height) { return this.call('carousel_resize', t, width, height); }
  changeCount(t, count) { return this.call('carousel_change_count', t, count); }
  /**
   * New data: `newByOld[i]` is old item i's new position (−1: removed), `oldByNew[j]` new
   * item j's old position (−1: inserted); the change animates, the current item stays.
   */
  applyMapping(t, newByOld, oldByNew) {
    const newTable = new Uint8Array(new Int32Array(newByOld).buffer);
    const oldTable = new Uint8Array(new Int32Array(oldByNew).buffer);
    return this.core.withBytes(newTable, (newPointer) =>
      this.core.withBytes(oldTable, (oldPointer) =>
        this.call('carousel_apply_mapping', t, newByOld.length, newPointer, oldByNew.length,
          oldPointer)));
  }
  scrollTo(t, index, animated = true) {
    return this.call('carousel_scroll_to', t, index, animated ? 1 : 0);
  }
  pinch(t, phase, scale, x, y) {
    return this.call('carousel_pinch', t, code('gesturePhase', phase, 'phase'), scale, x, y);
  }
  doubleTap(t, x, y) { return this.call('carousel_double_tap', t, x, y); }
  /** `focus` is {x, y} or null for the item's centre. */
  zoomBy(t, factor, focus) {
    return focus
      ? this.call('carousel_zoom_by', t, factor, 1, focus.x, focus.y)
      : this.call('carousel_zoom_by', t, factor, 0, 0, 0);
  }
  visibility(t, visible) { return this.call('carousel_visibility', t, visible ? 1 : 0); }
  hover(t, inside) { return this.call('carousel_hover', t, inside ? 1 : 0); }
  selectPage(t, page) { return this.call('carousel_select_page', t, page); }
  scrub(t, phase, fraction) {
    return this.call('carousel_scrub', t, code('gesturePhase', phase, 'phase'), fraction);
  }

  // Output.
  /** Moves the carousel's clock to `t`. */
  advance(t) { return this.call('carousel_advance', t); }

  /** The frame at the carousel's time: header fields, `items` in display order, `dots`. */
  frame() {
    const pointer = this.api.carousel_frame(this.handle);
    const length = this.api.carousel_frame_length();
    const values = new Float64Array(this.api.memory.buffer, pointer, length);
    const frame = {};
    HEADER.forEach((name, offset) => { frame[name] = values[offset]; });
    frame.phase = Names.phase[frame.phase];
    frame.autoplay = Names.autoplay[frame.autoplay];
    frame.isAnimating = frame.isAnimating === 1;
    frame.indicatorHidden = frame.indicatorHidden === 1;
    frame.items = [];
    let offset = HEADER.length;
    for (let item = 0; item < frame.itemCount; item++, offset += ITEM_FIELDS) {
      frame.items.push({
        index: values[offset], virtualIndex: values[offset + 1], x: values[offset + 2],
        y: values[offset + 3], width: values[offset + 4], height: values[offset + 5],
        progress: values[offset + 6], isVisible: values[offset + 7] === 1,
        zoom: values[offset + 8], panX: values[offset + 9], panY: values[offset + 10],
        // The mask it is clipped to: the frame itself but in a keyline layout.
        mask: { x: values[offset + 11], y: values[offset + 12], width: values[offset + 13],
          height: values[offset + 14] },
      });
    }
    frame.dots = Array.from(values.subarray(offset, offset + frame.dotCount));
    // CarouselEngine.itemLabel: "n/N", 1-based ("" when empty); formatted here, which keeps
    // string formatting out of the module (it must stay within 40 KB gzipped).
    frame.label = frame.count === 0 ? '' : `${frame.index + 1}/${frame.count}`;
    return frame;
  }

  /** The events since the last drain, oldest first (at most the module's queue size). */
  drainEvents() {
    const events = [];
    for (;;) {
      const kind = this.api.carousel_next_event(this.handle);
      if (kind < 0) return events;
      const at = this.api.carousel_event_values();
      const [a, b] = new Float64Array(this.api.memory.buffer, at, 2);
      const type = Names.event[kind];
      switch (type) {
        case 'currentItemChanged': events.push({ type, from: a, to: b }); break;
        case 'dragEnded': events.push({ type, velocity: a }); break;
        case 'settled': events.push({ type, index: a }); break;
        case 'announcement':
          events.push({ type, text: this.core.text(a), politeness: b ? 'assertive' : 'polite' });
          break;
        case 'autoplayStateChanged': events.push({ type, state: Names.autoplay[a] }); break;
        case 'zoomChanged': events.push({ type, scale: a }); break;
        default: events.push({ type });
      }
    }
  }
}

// MARK: - The page

/** The trips of the TripCard screen (the app's bundled catalog) and their pictures. */
const TRIPS = [
  ['Paris', 'France', 5, 2000, 'paris'],
  ['Rome', 'Italy', 3, 800, 'rome'],
  ['Istanbul', 'Turkey', 10, 2200, 'istanbul'],
  ['London', 'United Kingdom', 4, 3000, 'london'],
  ['Sydney', 'Australia', 8, 2500, 'sydney'],
  ['Santorini', 'Greece', 7, 1800, 'santorini'],
  ['New York', 'United States', 3, 900, 'newyork'],
  ['Kyoto', 'Japan', 5, 1000, 'kyoto'],
];
const ART = new URL('./artwork/', import.meta.url);
/** The breakpoints section's: off (a list) below 520 px, 2 a view from 520, 3 from 820. */
export const BREAKPOINTS = [
  { minWidth: 0, enabled: false },
  { minWidth: 520, enabled: true, itemsPerView: 2, spacing: 12 },
  { minWidth: 820, itemsPerView: 3, spacing: 16 },
];
/** The auto-height section's picture shapes (width, height). */
const SHAPES = [[16, 9], [4, 3], [1, 1], [3, 4], [3, 2]];
/** The marquee's steady speed, points per second. */
export const MARQUEE_SPEED = 40;

/** An image that loads only when the engine first lays its slide out (see `draw`). */
const lazyImage = (source, alt) =>
  `<img alt="${alt}" data-src="${source}" decoding="async" draggable="false">`;

/** How each carousel of the page is configured and what its slides show. */
const PRESETS = {
  trips: {
    count: TRIPS.length,
    configure: (carousel) => carousel.setItemSize('peek', 48).setSpacing(16),
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index, strings) {
      const [city, country, days, price, picture] = TRIPS[index];
      const cost = new Intl.NumberFormat(strings.locale, { style: 'currency', currency: 'USD',
        maximumFractionDigits: 0 }).format(price);
      element.innerHTML = `<div class="card">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}
        <h2>${city}</h2><p>${country}</p>
        <p>${strings.text('days', { n: days })} · <span class="price">${cost}</span></p>
        <button class="heart" type="button" aria-pressed="false"
          aria-label="${strings.text('like', { label: city })}">♥</button>
      </div>`;
    },
  },
  gallery: {
    count: 9,
    loops: true,
    configure: (carousel) => carousel.setLoop(true).setZoom(1, 3, 2.5, true),
    label: (index, strings) => strings.text('picture', { n: index + 1 }),
    render(element, index, strings) {
      element.innerHTML = `<div class="photo"><div class="art">
        ${lazyImage(new URL(`gallery/${index + 1}.jpg`, ART), strings.text('picture', { n: index + 1 }))}
        </div></div>`;
    },
  },
  // Material 3 multi-browse: a large card, then a medium and a small one at the trailing
  // edge; each card keeps its full size and is masked (clipped) to its keyline.
  keylines: {
    count: TRIPS.length,
    masked: true,
    configure: (carousel) => carousel.setSpacing(8)
      .setKeylines({ strategy: 'multiBrowse', largeSize: 260, smallMin: 40, smallMax: 56 }),
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index) {
      const [city, , , , picture] = TRIPS[index];
      element.innerHTML = `<figure class="strip">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}
        <figcaption>${city}</figcaption></figure>`;
    },
  },
  // A marquee: continuous auto-scroll at 40 points per second, eased over 0.6 s, pausing on
  // hover, focus and interaction (the layouts module: carousel-layouts.wasm).
  marquee: {
    count: TRIPS.length,
    loops: true,
    layouts: true,
    configure: (carousel) => carousel.setLoop(true).setItemSize('points', 180).setSpacing(12)
      .setScrolling('continuous').setAnnounceAutoplay('off'),
    configureAutoplay: (carousel) => carousel.setAutoplayScroll(MARQUEE_SPEED, 0.6),
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index) {
      const [city, , , , picture] = TRIPS[index];
      element.innerHTML = `<figure class="strip">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}
        <figcaption>${city}</figcaption></figure>`;
    },
  },
  // Breakpoints: below 520 px the carousel is off and its slides lie as a list; from 520 px
  // two slides a view, from 820 px three (the layouts module).
  breakpoints: {
    count: TRIPS.length,
    layouts: true,
    configure: (carousel) => carousel.setItemSize('fraction', 1).setSpacing(0)
      .setScrolling('groupPaging').setAlignment('leading').setBreakpoints(BREAKPOINTS),
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index) {
      const [city, country, , , picture] = TRIPS[index];
      element.innerHTML = `<figure class="banner">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}
        <figcaption><strong>${city}</strong> ${country}</figcaption></figure>`;
    },
  },
  // Auto height: the viewport's height follows the current picture's (shapes from 16:9 to
  // 3:4), animated with the slide's own motion (the layouts module).
  autoheight: {
    count: SHAPES.length,
    layouts: true,
    autoHeight: true,
    room: 560,
    configure(carousel) {
      carousel.setItemSize('peek', 0);
      SHAPES.forEach(([width, height], index) => carousel.setContentSize(index, { width, height }));
    },
    label: (index, strings) => strings.text('picture', { n: index + 1 }),
    render(element, index, strings) {
      const [width, height] = SHAPES[index];
      element.innerHTML = `<div class="shaped" style="aspect-ratio: ${width} / ${height}">
        ${lazyImage(new URL(`gallery/${index + 1}.jpg`, ART), strings.text('picture', { n: index + 1 }))}
        </div>`;
    },
  },
  // Nested scrolling: a row of trips inside a vertical list (`mountNested`).
  nested: { layouts: true, mount: mountNested },
  nestedTrips: {
    count: TRIPS.length,
    nested: true,
    configure: (carousel) => carousel.setItemSize('peek', 40).setSpacing(12),
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index) {
      const [city, country, , , picture] = TRIPS[index];
      element.innerHTML = `<figure class="banner">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}
        <figcaption><strong>${city}</strong> ${country}</figcaption></figure>`;
    },
  },
  // A main carousel and its thumbnail strip, linked both ways (CarouselLink, thumbnails).
  synced: {
    count: TRIPS.length,
    configure: () => {},
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index) {
      const [city, country, , , picture] = TRIPS[index];
      element.innerHTML = `<figure class="banner">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}
        <figcaption><strong>${city}</strong> ${country}</figcaption></figure>`;
    },
  },
  thumbnails: {
    count: TRIPS.length,
    linksTo: 'synced',
    configure: (carousel) => carousel.setItemSize('points', 112).setSpacing(8)
      .setAlignment('leading'),
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index) {
      const [city, , , , picture] = TRIPS[index];
      element.innerHTML = `<button class="thumb" type="button" aria-label="${city}">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}</button>`;
    },
  },
  featured: {
    count: TRIPS.length,
    configure: (carousel) => carousel.setAnnounceAutoplay('off'),
    label: (index) => `${TRIPS[index][0]}, ${TRIPS[index][1]}`,
    render(element, index) {
      const [city, country, , , picture] = TRIPS[index];
      element.innerHTML = `<figure class="banner">
        ${lazyImage(new URL(`trips/${picture}.jpg`, ART), '')}
        <figcaption><strong>${city}</strong> ${country}</figcaption></figure>`;
    },
  },
};

/**
 * A carousel whose slides are already in the page (`.track > *`): what an embedding page
 * writes (docs/web.md, "Embedding"). Slides keep their markup; `aria-label` or the text
 * names each one; `data-loop`, `data-peek` (points) and `data-autoplay` (seconds) on the
 * root configure it.
 */
export function presetFromMarkup(root) {
  const slides = [...root.querySelectorAll('.track > *')];
  const { loop, peek } = root.dataset;
  return {
    count: slides.length,
    loops: loop !== undefined,
    configure(carousel) {
      if (loop !== undefined) carousel.setLoop(true);
      if (peek) carousel.setItemSize('peek', Number(peek)).setSpacing(16);
    },
    label: (index) => slides[index].getAttribute('aria-label') || slides[index].textContent.trim(),
    render(element, index) { element.append(...slides[index].childNodes); slides[index].remove(); },
  };
}

/** Browser key names → the engine's keys. */
const KEYS = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Home: 'home',
  End: 'end', PageUp: 'pageUp', PageDown: 'pageDown', ' ': 'space', '+': 'plus', '=': 'plus',
  '-': 'minus', '0': 'zero',
};

/** Pixels per wheel notch reported by a mouse wheel in line or page mode. */
const LINE_DELTA = 100;
/** Pixels a pointer moves before a press becomes a drag (a shorter one is a tap or click). */
const DRAG_SLOP = 6;

/** A button of the page's controls. */
function controlButton(className, label, text) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  button.textContent = text;
  return button;
}

/**
 * Runs a carousel on `root` (an element with a `.viewport > .track`, `.controls` and an
 * `aria-live` element), following the WAI-ARIA carousel pattern: slides are groups named
 * "n of N", every slide but the current one is `inert`, previous/next buttons, and for
 * autoplay (`data-autoplay="SECONDS"`) a rotation button first in tab order.
 * Input with its timestamps goes to the engine; each animation frame reads the engine's
 * frame and sets transforms, `data-index`, the dots and the label. Frames are drawn only
 * while something moves (or until the engine's next wake-up).
 */
export function mountCarousel(core, root, preset, strings = makeStrings(pageLocale())) {
  const viewport = root.querySelector('.viewport');
  const track = root.querySelector('.track');
  const controls = root.querySelector('.controls');
  const live = root.querySelector('[aria-live]');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const now = () => performance.now() / 1000;
  // Event timestamps share performance.now()'s clock (milliseconds since the page began).
  const timeOf = (event) => (event.timeStamp > 0 ? event.timeStamp : performance.now()) / 1000;
  const count = preset.count;
  const interval = Number(root.dataset.autoplay) || 0;
  const loops = Boolean(preset.loops);

  root.setAttribute('aria-roledescription', strings.text('carouselRole'));
  const items = [];
  for (let index = 0; index < count; index++) {
    const element = document.createElement('div');
    element.className = 'item';
    element.setAttribute('role', 'group');
    element.setAttribute('aria-roledescription', strings.text('slideRole'));
    element.setAttribute('aria-label', strings.text('slide', { n: index + 1, count }));
    element.tabIndex = -1;
    element.inert = index !== 0;
    preset.render(element, index, strings);
    track.append(element);
    items.push(element);
  }

  // Controls: [rotation] … [previous] [dots] [counter] [next].
  const previous = controlButton('step previous', strings.text('previous'), '‹');
  const next = controlButton('step next', strings.text('next'), '›');
  const dots = document.createElement('div');
  dots.className = 'dots';
  const counter = document.createElement('span');
  counter.className = 'counter';
  counter.setAttribute('aria-hidden', 'true');
  controls.replaceChildren(previous, dots, counter, next);
  let rotation = null;
  if (interval > 0) {
    rotation = controlButton('rotation', '', '');
    root.prepend(rotation);
    root.removeAttribute('tabindex');  // the rotation button comes first in tab order
  }

  const carousel = core.create();
  // Rotation the user stopped (button, Space, keyboard focus) stays stopped until started.
  let stopped = reducedMotion.matches;
  function configure(startIndex) {
    const { width, height } = viewport.getBoundingClientRect();
    // Auto height: the engine's viewport is the most room offered; the shown one follows
    // the current slide (`draw`).
    carousel.setViewport(Math.max(width, 1), Math.max(preset.room ?? height, 1)).setCount(count)
      .setStartIndex(startIndex).setReducedMotion(reducedMotion.matches)
      .setIndicator(Math.min(count, 12), true);
    preset.configure(carousel);
    if (interval > 0) carousel.setAutoplay({ interval, pauseOnHover: true });
    if (interval > 0) preset.configureAutoplay?.(carousel);
    for (let index = 0; index < count; index++) {
      carousel.setLabel(index, preset.label(index, strings));
    }
    carousel.configure(now());
    if (interval > 0 && stopped) carousel.key(now(), 'space');
    showRotation();
  }
  function showRotation() {
    if (!rotation) return;
    rotation.setAttribute('aria-label', strings.text(stopped ? 'start' : 'stop'));
    rotation.textContent = stopped ? '▶' : '❚❚';
    rotation.dataset.state = stopped ? 'stopped' : 'rotating';
    live.setAttribute('aria-live', stopped ? 'polite' : 'off');
  }
  function setStopped(value, t) {
    if (!rotation || value === stopped) return;
    stopped = value;
    carousel.key(t, 'space');
    showRotation();
    // Polite once stopped, so this is heard; while rotating the region is off.
    if (stopped) live.textContent = strings.text('paused');
    schedule();
  }
  configure(0);

  let scheduled = false;
  let wakeTimer = null;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(draw);
    // A linked carousel moves with this one: input here (a tapped thumbnail) can start it.
    carousel.partner?.redraw?.();
  }

  let shownDots = '';
  function drawDots(frame) {
    const key = `${frame.firstDot}/${frame.dotCount}/${frame.currentPage}`;
    if (key === shownDots) return;
    shownDots = key;
    dots.replaceChildren();
    dots.hidden = frame.indicatorHidden;
    for (let dot = 0; dot < frame.dotCount; dot++) {
      const page = frame.firstDot + dot;
      const button = controlButton('dot',
        strings.text('page', { n: page + 1, count: frame.pageCount }), '');
      if (page === frame.currentPage) button.setAttribute('aria-current', 'true');
      button.style.setProperty('--scale', String(frame.dots[dot]));
      button.addEventListener('click', (event) => {
        carousel.selectPage(timeOf(event), page);
        schedule();
      });
      dots.append(button);
    }
  }

  let layout = [];
  let current = 0;
  /** Copies of slides in their other places, by virtual index (see `draw`). */
  const copies = new Map();
  function draw() {
    scheduled = false;
    carousel.advance(now());
    const frame = carousel.frame();
    layout = frame.items;
    const shown = new Set();
    const fading = !Number.isNaN(frame.crossFadeFrom);
    const placed = new Set();
    for (const item of frame.items) {
      // A looping carousel with few items lays one item out in several places (2 items at
      // a third of the viewport: 0 1 0 1 0): the first place gets the slide, each other a
      // copy of it, hidden from assistive technology and inert.
      let element = items[item.index];
      if (shown.has(item.index)) {
        element = copies.get(item.virtualIndex);
        if (!element || element.dataset.copyOf !== String(item.index)) {
          element?.remove();
          element = items[item.index].cloneNode(true);
          element.classList.add('copy');
          element.dataset.copyOf = String(item.index);
          element.removeAttribute('role');
          element.removeAttribute('aria-roledescription');
          element.removeAttribute('aria-label');
          element.setAttribute('aria-hidden', 'true');
          element.inert = true;
          track.append(element);
          copies.set(item.virtualIndex, element);
        }
        placed.add(item.virtualIndex);
      }
      shown.add(item.index);
      element.style.width = `${item.width}px`;
      element.style.height = `${item.height}px`;
      element.style.transform = `translate3d(${item.x}px, ${item.y}px, 0)`;
      if (preset.masked) {
        // A keyline layout: the full-size item clipped to its mask (not scaled).
        const { mask } = item;
        element.style.clipPath = `inset(${mask.y - item.y}px `
          + `${item.x + item.width - mask.x - mask.width}px `
          + `${item.y + item.height - mask.y - mask.height}px ${mask.x - item.x}px round 16px)`;
        element.dataset.mask = `${mask.x},${mask.width}`;
      }
      element.dataset.visible = String(item.isVisible);
      element.style.setProperty('--progress', String(Math.min(Math.abs(item.progress), 1)));
      // Pictures load when their slide is first laid out: the current one and its neighbours.
      for (const image of element.querySelectorAll('img[data-src]')) {
        image.src = image.dataset.src;
        image.removeAttribute('data-src');
      }
      let opacity = 1;
      if (fading && item.index === frame.crossFadeTo) opacity = frame.crossFadeProgress;
      element.style.opacity = String(opacity);
      const art = element.querySelector('.art');
      if (art) {
        art.style.transform = item.zoom === 1 ? ''
          : `translate(${item.panX}px, ${item.panY}px) scale(${item.zoom})`;
      }
    }
    items.forEach((element, index) => {
      if (!shown.has(index)) element.dataset.visible = 'false';
    });
    for (const [place, copy] of copies) {
      if (placed.has(place)) continue;
      copy.remove();
      copies.delete(place);
    }
    if (frame.index !== current && frame.index >= 0) moveCurrent(frame.index);
    root.dataset.index = String(frame.index);
    // The continuous position (items from the first, not wrapped), for the layout sections'
    // tests.
    if (preset.layouts) {
      root.dataset.position = String(frame.virtualPosition);
      // Breakpoints: switched off, the slides lie as a plain list (CSS `.off`), every one
      // operable; the engine keeps the current item for when it is on again.
      const enabled = carousel.isEnabled;
      if (String(enabled) !== root.dataset.enabled) {
        root.dataset.enabled = String(enabled);
        root.classList.toggle('off', !enabled);
        controls.hidden = !enabled;
        items.forEach((element, at) => { element.inert = enabled && at !== current; });
        // Listed, every slide shows: its picture loads now.
        if (!enabled) {
          for (const image of track.querySelectorAll('img[data-src]')) {
            image.src = image.dataset.src;
            image.removeAttribute('data-src');
          }
        }
      }
      const breakpoint = carousel.breakpoint;
      if (breakpoint !== undefined) root.dataset.breakpoint = String(breakpoint ?? -1);
      // Auto height: the viewport's height follows the current slide's, with the motion.
      if (preset.autoHeight) {
        const crossSize = carousel.autoCrossSize;
        viewport.style.height = `${crossSize}px`;
        root.dataset.crossSize = String(crossSize);
      }
    }
    if (rotation) root.dataset.autoplayState = frame.autoplay;
    counter.textContent = frame.count === 0 ? ''
      : `${strings.number(frame.index + 1)}/${strings.number(frame.count)}`;
    if (!loops) {
      previous.setAttribute('aria-disabled', String(frame.index <= 0));
      next.setAttribute('aria-disabled', String(frame.index >= frame.count - 1));
    }
    drawDots(frame);
    if (carousel.partner) {
      // Linked: mark the selected thumbnail; the other carousel moves with this one.
      const selected = carousel.linkSelected;
      items.forEach((element, index) => {
        element.classList.toggle('selected', index === selected);
        if (preset.linksTo) element.setAttribute('aria-current', String(index === selected));
      });
      if (frame.isAnimating || root.dataset.selected !== String(selected)) {
        carousel.partner.redraw?.();
      }
      root.dataset.selected = String(selected);
    }
    for (const event of carousel.drainEvents()) {
      // The engine's announcement says when; the words come from the page's string table.
      if (event.type === 'announcement' && frame.index >= 0) {
        live.textContent = strings.text('announcement', {
          label: preset.label(frame.index, strings), n: frame.index + 1, count: frame.count });
      }
    }
    carousel.afterDraw?.();
    clearTimeout(wakeTimer);
    if (frame.isAnimating) {
      schedule();
    } else if (Number.isFinite(frame.nextWakeTime)) {
      wakeTimer = setTimeout(schedule, Math.max(0, (frame.nextWakeTime - now()) * 1000));
    }
  }

  /** Only the current slide is operable; focus in a slide that leaves follows to the new one. */
  function moveCurrent(index) {
    const leaving = items[current];
    const focused = leaving.contains(document.activeElement) ? document.activeElement : null;
    current = index;
    const listed = root.dataset.enabled === 'false';
    items.forEach((element, at) => { element.inert = at !== index && !listed; });
    if (focused) {
      const same = focused.className && items[index].querySelector(`.${focused.className.split(' ')[0]}`);
      (same || items[index]).focus({ preventScroll: true });
    }
  }

  const point = (event) => {
    const box = viewport.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  // Where the engine is told the pointer is: in the viewport, or, nested in a list that moves
  // this carousel with it, in the list's fixed frame (only differences move the scrollers).
  const enginePoint = (event) => {
    if (!preset.pointerFrame) return point(event);
    const box = preset.pointerFrame().getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  // A press becomes a drag past DRAG_SLOP; only then is the pointer captured, so a click on
  // a button inside a slide (the heart) still reaches it, and a drag from it moves the cards.
  let press = null;
  let suppressClick = false;
  viewport.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    const [x, y] = point(event);
    press = { id: event.pointerId, x, y, dragging: false };
    suppressClick = false;
    carousel.pointerDown(timeOf(event), ...enginePoint(event));
    schedule();
  });
  viewport.addEventListener('pointermove', (event) => {
    if (!press || press.id !== event.pointerId) return;
    const [x, y] = point(event);
    if (!press.dragging && Math.hypot(x - press.x, y - press.y) > DRAG_SLOP) {
      press.dragging = true;
      viewport.setPointerCapture(event.pointerId);
    }
    // Coalesced samples keep their own timestamps: the engine's velocity needs them all.
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [event]) {
      carousel.pointerMove(timeOf(sample), ...enginePoint(sample));
    }
    schedule();
  });
  viewport.addEventListener('pointerup', (event) => {
    if (!press || press.id !== event.pointerId) return;
    const [x, y] = point(event);
    const { dragging } = press;
    press = null;
    suppressClick = dragging;
    const [engineX, engineY] = enginePoint(event);
    carousel.pointerUp(timeOf(event), { x: engineX, y: engineY });
    if (!dragging) {
      // A tap on a peeking neighbour brings it to the centre.
      // (In a keyline layout, what shows of it: its mask.)
      const hit = layout.map((item) => (preset.masked ? { ...item.mask, index: item.index } : item))
        .find((box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height);
      if (hit && carousel.partner && preset.linksTo) carousel.linkSelect(timeOf(event), hit.index);
      else if (hit && hit.index !== current) carousel.scrollTo(timeOf(event), hit.index);
    }
    schedule();
  });
  viewport.addEventListener('pointercancel', (event) => {
    press = null;
    carousel.pointerCancel(timeOf(event));
    schedule();
  });
  // A drag that began on a button is not a click on it.
  viewport.addEventListener('click', (event) => {
    if (!suppressClick) return;
    suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
  }, true);
  root.addEventListener('pointerenter', (event) => carousel.hover(timeOf(event), true));
  root.addEventListener('pointerleave', (event) => {
    carousel.hover(timeOf(event), false);
    schedule();
  });
  viewport.addEventListener('dblclick', (event) => {
    carousel.doubleTap(timeOf(event), ...point(event));
    schedule();
  });
  // Only the carousel's own axis: a mostly vertical wheel scrolls the page (as Swiper and
  // Embla do); ctrl+wheel zooms.
  viewport.addEventListener('wheel', (event) => {
    // Nested in a list: the list's handler routes every wheel (`mountNested`).
    if (preset.nested) return;
    const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
    if (!event.ctrlKey && !horizontal) return;
    event.preventDefault();
    const t = timeOf(event);
    const unit = event.deltaMode === 0 ? 1 : LINE_DELTA;
    if (event.ctrlKey) {
      const [x, y] = point(event);
      carousel.zoomBy(t, Math.exp(-event.deltaY * unit / 300), { x, y });
    } else {
      carousel.wheel(t, event.deltaX * unit, 0, event.deltaMode !== 0);
    }
    schedule();
  }, { passive: false });
  const step = (key) => (event) => {
    if (event.currentTarget.getAttribute('aria-disabled') === 'true') return;
    carousel.key(timeOf(event), key);
    schedule();
  };
  previous.addEventListener('click', step('left'));
  next.addEventListener('click', step('right'));
  rotation?.addEventListener('click', (event) => setStopped(!stopped, timeOf(event)));
  root.addEventListener('keydown', (event) => {
    const key = KEYS[event.key];
    if (!key || event.altKey || event.metaKey || event.ctrlKey) return;
    // Space on a button presses that button.
    if (key === 'space' && event.target.closest('button')) return;
    event.preventDefault();
    if (key === 'space') {
      setStopped(!stopped, timeOf(event));
    } else {
      carousel.key(timeOf(event), key);
    }
    schedule();
  });
  // Keyboard focus entering the carousel stops rotation, until the user starts it again.
  root.addEventListener('focusin', (event) => {
    if (root.contains(event.relatedTarget)) return;
    if (event.target.matches(':focus-visible')) setStopped(true, timeOf(event));
  });
  document.addEventListener('visibilitychange', () => {
    carousel.visibility(now(), document.visibilityState === 'visible');
    schedule();
  });
  let sentSize = '';
  new ResizeObserver(() => {
    const { width, height } = viewport.getBoundingClientRect();
    // Under auto height the page itself changes the viewport's height every frame: only a
    // new size for the engine is a resize (a resize ends the motion under way).
    const size = `${width}x${preset.room ?? height}`;
    if (width > 0 && height > 0 && size !== sentSize) {
      sentSize = size;
      carousel.resize(now(), width, preset.room ?? height);
    }
    schedule();
  }).observe(viewport);
  reducedMotion.addEventListener('change', () => {
    configure(Math.max(carousel.frame().index, 0));
    schedule();
  });
  carousel.redraw = schedule;
  schedule();
  return carousel;
}

/** The nested section's list: rows of text with the carousel of trips in row 1. */
const NESTED_ROWS = 6;
const NESTED_CAROUSEL_ROW = 1;
const NESTED_ROW_HEIGHT = 200;

/**
 * The nested section (the layouts module): a vertical list, itself an engine (continuous
 * scrolling, a row an item), with a horizontal carousel in one row, nested with
 * `carousel_nest` (CarouselNestedScroll). A drag over the carousel locks to an axis past
 * the slop: sideways moves the carousel, up and down the list; the wheel goes by its larger
 * component. At the list's ends a vertical wheel is handed to the page.
 */
function mountNested(core, root, _preset, strings) {
  const viewport = root.querySelector('.list-viewport');
  const rows = root.querySelector('.rows');
  const now = () => performance.now() / 1000;
  const timeOf = (event) => (event.timeStamp > 0 ? event.timeStamp : performance.now()) / 1000;
  const rowElements = [];
  for (let k = 0; k < NESTED_ROWS; k++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'listitem');
    if (k === NESTED_CAROUSEL_ROW) {
      row.innerHTML = `<section class="carousel nested-trips" data-carousel="nestedTrips"
        data-index="0" tabindex="0" aria-label="Trips in the notes">
        <div class="viewport"><div class="track"></div></div>
        <div class="controls"></div>
        <div class="live visually-hidden" aria-live="polite" aria-atomic="true"></div></section>`;
    } else {
      const [city, country, days] = TRIPS[k % TRIPS.length];
      row.innerHTML = `<div class="note"><h3>${city}</h3><p>${country} · `
        + `${strings.text('days', { n: days })}</p></div>`;
    }
    rows.append(row);
    rowElements.push(row);
  }
  const { width, height } = viewport.getBoundingClientRect();
  const outer = core.create().setViewport(Math.max(width, 1), Math.max(height, 1))
    .setAxis('vertical').setCount(NESTED_ROWS).setItemSize('points', NESTED_ROW_HEIGHT)
    .setSpacing(12).setScrolling('continuous').setAlignment('leading').configure(now());
  const innerRoot = rows.querySelector('[data-carousel="nestedTrips"]');
  const inner = mountCarousel(core, innerRoot,
    { ...PRESETS.nestedTrips, pointerFrame: () => viewport }, strings);
  inner.nest(outer);
  const innerViewport = innerRoot.querySelector('.viewport');

  let scheduled = false;
  let wakeTimer = null;
  let atTop = true;
  let atBottom = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(draw);
  }
  function draw() {
    scheduled = false;
    outer.advance(now());
    const frame = outer.frame();
    const shown = new Set();
    for (const item of frame.items) {
      const row = rowElements[item.index];
      row.style.transform = `translate3d(0, ${item.y}px, 0)`;
      row.style.height = `${item.height}px`;
      shown.add(item.index);
    }
    const last = frame.items.find((item) => item.index === NESTED_ROWS - 1);
    const first = frame.items.find((item) => item.index === 0);
    atTop = Boolean(first) && first.y >= -0.5;
    atBottom = Boolean(last) && last.y + last.height <= viewport.clientHeight + 0.5;
    rowElements.forEach((row, index) => { row.hidden = !shown.has(index); });
    root.dataset.outerPosition = String(frame.virtualPosition);
    const state = inner.nestedState;
    root.dataset.owner = state.owner;
    clearTimeout(wakeTimer);
    if (frame.isAnimating) {
      schedule();
    } else if (Number.isFinite(frame.nextWakeTime)) {
      // The end of a trackpad gesture: the list lets go when no delta came for a while.
      wakeTimer = setTimeout(schedule, Math.max(0, (frame.nextWakeTime - now()) * 1000));
    }
  }
  inner.afterDraw = schedule;

  // Pointer input on the list outside the carousel goes to the list alone.
  let press = null;
  const point = (event) => {
    const box = viewport.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top];
  };
  viewport.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || innerViewport.contains(event.target)) return;
    press = event.pointerId;
    viewport.setPointerCapture(event.pointerId);
    outer.pointerDown(timeOf(event), ...point(event));
    schedule();
  });
  viewport.addEventListener('pointermove', (event) => {
    if (press !== event.pointerId) return;
    const samples = event.getCoalescedEvents?.() ?? [];
    for (const sample of samples.length ? samples : [event]) {
      outer.pointerMove(timeOf(sample), ...point(sample));
    }
    schedule();
  });
  const release = (event) => {
    if (press !== event.pointerId) return;
    press = null;
    outer.pointerUp(timeOf(event), (([x, y]) => ({ x, y }))(point(event)));
    schedule();
  };
  viewport.addEventListener('pointerup', release);
  viewport.addEventListener('pointercancel', release);
  // Every wheel over the list: over the carousel through the nested scroll (by its larger
  // component), elsewhere to the list; at the list's ends a vertical one scrolls the page.
  viewport.addEventListener('wheel', (event) => {
    if (event.ctrlKey) return;
    const unit = event.deltaMode === 0 ? 1 : LINE_DELTA;
    const dx = event.deltaX * unit;
    const dy = event.deltaY * unit;
    const vertical = Math.abs(dy) >= Math.abs(dx);
    if (vertical && ((dy < 0 && atTop) || (dy > 0 && atBottom))) return;
    event.preventDefault();
    const t = timeOf(event);
    if (innerViewport.contains(event.target)) inner.wheel(t, dx, dy, event.deltaMode !== 0);
    else if (vertical) outer.wheel(t, 0, dy, event.deltaMode !== 0);
    inner.redraw();
    schedule();
  }, { passive: false });
  new ResizeObserver(() => {
    const box = viewport.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) outer.resize(now(), box.width, box.height);
    schedule();
  }).observe(viewport);
  schedule();
  return inner;
}

/** The trips' hearts and the plural-correct count of liked trips under them. */
function wireLikes(root, strings) {
  const summary = root.querySelector('.likes');
  const show = () => {
    const n = root.querySelectorAll('.heart[aria-pressed="true"]').length;
    if (summary) summary.textContent = strings.text('likes', { n });
  };
  root.addEventListener('click', (event) => {
    const heart = event.target.closest('.heart');
    if (!heart) return;
    heart.setAttribute('aria-pressed', String(heart.getAttribute('aria-pressed') !== 'true'));
    heart.title = strings.text(heart.getAttribute('aria-pressed') === 'true' ? 'liked' : 'notLiked');
    show();
  });
  show();
}

/**
 * Loads the engine and mounts every `[data-carousel]` element of the page: the page's own
 * presets by name, any other from its markup (`presetFromMarkup`). The phrases follow
 * `?lang=` or the document's `lang`; elements with `data-text="KEY"` get that phrase.
 */
export async function startPage() {
  const locale = pageLocale();
  document.documentElement.lang = locale;
  const strings = makeStrings(locale);
  for (const element of document.querySelectorAll('[data-text]')) {
    const text = strings.text(element.dataset.text);
    if (text) element.textContent = text;
  }
  for (const element of document.querySelectorAll('[data-label]')) {
    const text = strings.text(element.dataset.label);
    if (text) element.setAttribute('aria-label', text);
  }
  const core = await loadCarouselCore(new URL('./carousel-core.wasm', import.meta.url));
  const carousels = {};
  // The layout sections run on the layouts module (carousel-layouts.wasm), fetched only when
  // the first of them comes within a screen of the viewport (docs/web.md, "Code splitting").
  let layoutsCore = null;
  const loadLayouts = () => {
    layoutsCore ??= loadCarouselCore(new URL('./carousel-layouts.wasm', import.meta.url));
    return layoutsCore;
  };
  const nearby = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearby.unobserve(entry.target);
      const root = entry.target;
      loadLayouts().then((layouts) => {
        const preset = PRESETS[root.dataset.carousel];
        carousels[root.dataset.carousel] = (preset.mount ?? mountCarousel)(layouts, root, preset,
          strings);
        root.dataset.mounted = 'true';
      }).catch((error) => {
        root.dataset.error = error.message;
        document.querySelector('.status').textContent = `The layouts did not load: ${error.message}`;
      });
    }
  }, { rootMargin: '100% 0px' });
  for (const root of document.querySelectorAll('[data-carousel]')) {
    const preset = PRESETS[root.dataset.carousel] ?? presetFromMarkup(root);
    if (preset.layouts) {
      nearby.observe(root);
      continue;
    }
    carousels[root.dataset.carousel] = mountCarousel(core, root, preset, strings);
    if (root.dataset.carousel === 'trips') wireLikes(root, strings);
  }
  // Linked pairs (a thumbnail strip names its main carousel), once both are configured.
  for (const [name, carousel] of Object.entries(carousels)) {
    const main = carousels[PRESETS[name]?.linksTo];
    if (main) main.link(carousel, 'thumbnails');
  }
  return carousels;
}
