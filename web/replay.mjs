#!/usr/bin/env node
// node web/replay.mjs --config C.json --events E.jsonl [--fps F] [--duration S]
//
// Runs carousel-core.wasm over the same files as `carousel simulate` and prints the same
// JSON Lines. Reading, validation and output mirror Sources/CarouselCLI/Simulate and
// Sources/CarouselFormats: the same keys, the same numbers (6 decimals, ties to even), and
// the same one-line errors naming file, line and field (exit status 2).

import {
  closeSync, constants, fstatSync, openSync, readFileSync, readSync,
} from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCarouselCore, Names } from './carousel.mjs';

/**
 * CarouselLimits, the simulate reader's limits, names and keys, and a CONFIG's defaults, as
 * the Swift suite generates them (App/Sources/CarouselCLI/Simulate/SimulationInputTable.swift;
 * a test fails when this file differs from the Swift constants).
 */
const TABLE = JSON.parse(readFileSync(new URL('./limits.json', import.meta.url), 'utf8'));
const LIMITS = TABLE.limits;
const SIMULATE = TABLE.simulate;

// MARK: - Errors

class InputError extends Error {
  constructor(file, line, field, reason) {
    const name = file === '-' ? '<stdin>' : file;
    let text = name + (line === null ? '' : `:${line}`) + ': ';
    // InputError.description: a field or reason longer than its limit ends in `…`.
    const cut = (part, limit) => {
      const scalars = Array.from(part);
      return scalars.length > limit ? scalars.slice(0, limit - 1).join('') + '…' : part;
    };
    if (field) text += `field '${cut(field, 80)}': `;
    text += cut(reason, 240);
    super(text.replace(/\r\n|\r/g, '\\r').replace(/\n/g, '\\n'));
  }
}

// MARK: - JSON output (JSONOutput)

/** `x` rounded to 6 decimals, ties to even on the exact binary value, no trailing zeros. */
export function formatNumber(x) {
  if (!Number.isFinite(x)) return 'null';
  if (Number.isInteger(x) && Math.abs(x) < 1e15) return String(x === 0 ? 0 : x);
  const negative = x < 0;
  let text;
  if (Number.isInteger(x)) {
    text = BigInt(Math.abs(x)).toString();
  } else {
    // toFixed(100) is the exact decimal expansion of the double (to 100 places, which is
    // every digit for |x| >= 1e-6 that can affect the sixth decimal).
    const exact = Math.abs(x).toFixed(100);
    const point = exact.indexOf('.');
    let kept = exact.slice(0, point) + exact.slice(point + 1, point + 7);
    const rest = exact.slice(point + 7);
    const half = rest[0] > '5' || (rest[0] === '5' && /[1-9]/.test(rest.slice(1)));
    const tie = rest[0] === '5' && !/[1-9]/.test(rest.slice(1));
    const odd = (kept.charCodeAt(kept.length - 1) - 48) % 2 === 1;
    if (half || (tie && odd)) kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
    text = kept.slice(0, kept.length - 6) + '.' + kept.slice(kept.length - 6);
    if (text.startsWith('.')) text = '0' + text;
    text = text.replace(/0+$/, '').replace(/\.$/, '');
  }
  if (negative) text = '-' + text;
  return text === '-0' ? '0' : text;
}

/**
 * A number as a message shows it (SimulationConfiguration.messageNumber): as formatNumber,
 * and from 1e15 on as CarouselConfigurationError.shortNumber writes it (`1e300`), so a line never
 * holds 300 digits.
 */
export function messageNumber(x) {
  if (!Number.isFinite(x) || Math.abs(x) < 1e15) return formatNumber(x);
  const sign = x < 0 ? '-' : '';
  const magnitude = Math.abs(x);
  if (magnitude < 9e18) return sign + BigInt(Math.round(magnitude)).toString();
  let mantissa = magnitude;
  let exponent = 0;
  while (mantissa >= 10) {
    mantissa /= 10;
    exponent += 1;
  }
  // Six decimals at most, no trailing zeros (the mantissa is below 10).
  const scaled = Math.round(mantissa * 1e6);
  let text = String(Math.floor(scaled / 1e6));
  const fraction = scaled % 1e6;
  if (fraction !== 0) text += '.' + String(fraction).padStart(6, '0').replace(/0+$/, '');
  return `${sign}${text}e${exponent}`;
}

/** `s` as a JSON string literal, escaped as JSONOutput.quoted does. */
export function quoted(s) {
  let result = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '"') result += '\\"';
    else if (ch === '\\') result += '\\\\';
    else if (ch === '\n') result += '\\n';
    else if (ch === '\r') result += '\\r';
    else if (ch === '\t') result += '\\t';
    else if (c === 8) result += '\\b';
    else if (c === 12) result += '\\f';
    else if (c < 0x20) result += '\\u00' + c.toString(16).toUpperCase().padStart(2, '0');
    else result += ch;
  }
  return result + '"';
}

// MARK: - JSON input with positions (JSONParser)

const decoder = new TextDecoder('utf-8', { fatal: true });
const hex2 = (b) => b.toString(16).toUpperCase().padStart(2, '0');
const scalarName = (v) => 'U+' + v.toString(16).toUpperCase().padStart(4, '0');
const isDigit = (b) => b >= 0x30 && b <= 0x39;
const isWordByte = (b) =>
  (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a) || isDigit(b) || b === 0x5f || b === 0x24;

class SyntaxError_ {
  constructor(position, reason, expectation = null) {
    this.position = position;
    this.reason = reason;
    this.expectation = expectation;
  }
}

/** Decodes one UTF-8 scalar at `i`: [scalar, width], or null when the bytes are invalid. */
function decodeScalar(bytes, i, end) {
  const b = bytes[i];
  if (b < 0x80) return [b, 1];
  let need, min, value;
  if (b >= 0xc2 && b <= 0xdf) [need, min, value] = [1, 0x80, b & 0x1f];
  else if (b >= 0xe0 && b <= 0xef) [need, min, value] = [2, 0x800, b & 0x0f];
  else if (b >= 0xf0 && b <= 0xf4) [need, min, value] = [3, 0x10000, b & 0x07];
  else return null;
  for (let k = 1; k <= need; k++) {
    if (i + k >= end || (bytes[i + k] & 0xc0) !== 0x80) return null;
    value = (value << 6) | (bytes[i + k] & 0x3f);
  }
  if (value < min || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return null;
  return [value, need + 1];
}

function shortened(text, limit) {
  const characters = Array.from(text);
  return characters.length > limit ? characters.slice(0, limit).join('') + '…' : text;
}

class Parser {
  constructor(bytes, start, end, firstLine) {
    this.bytes = bytes;
    this.index = start;
    this.end = end;
    this.line = firstLine;
    this.lineStart = start;
    this.continuationBytes = 0;
  }

  position() {
    return { line: this.line, column: this.index - this.lineStart - this.continuationBytes + 1 };
  }

  skipWhitespace() {
    while (this.index < this.end) {
      const b = this.bytes[this.index];
      if (b === 0x20 || b === 0x09 || b === 0x0d) this.index++;
      else if (b === 0x0a) {
        this.index++;
        this.line++;
        this.lineStart = this.index;
        this.continuationBytes = 0;
      } else return;
    }
  }

  unexpected(expectation = null, suffix = '') {
    const position = this.position();
    const b = this.bytes[this.index];
    let character;
    if (b === 0x2f) return new SyntaxError_(position, 'comments are not allowed in JSON');
    if (b === 0x27) {
      return new SyntaxError_(position, 'single-quoted strings are not allowed in JSON');
    }
    if (b < 0x20 || b === 0x7f) character = `control character ${scalarName(b)}`;
    else if (b < 0x80) character = `character '${String.fromCharCode(b)}'`;
    else {
      const decoded = decodeScalar(this.bytes, this.index, this.end);
      if (!decoded) return new SyntaxError_(position, `invalid UTF-8 byte 0x${b.toString(16).toUpperCase()}`);
      character = `character '${String.fromCodePoint(decoded[0])}' (${scalarName(decoded[0])})`;
    }
    return new SyntaxError_(position, `unexpected ${character}${suffix}`, expectation);
  }

  parseDocument() {
    const value = this.parseValue(0);
    this.skipWhitespace();
    if (this.index < this.end) throw this.unexpected(null, ' after the JSON value');
    return value;
  }

  parseValue(depth) {
    this.skipWhitespace();
    if (this.index >= this.end) {
      throw new SyntaxError_(this.position(), 'unexpected end of input', 'a value');
    }
    const start = this.position();
    const b = this.bytes[this.index];
    if (b === 0x7b || b === 0x5b) {
      const isObject = b === 0x7b;
      if (depth >= 512) throw new SyntaxError_(start, 'nesting deeper than 512 levels');
      this.index++;
      this.skipWhitespace();
      const closing = isObject ? 0x7d : 0x5d;
      const expected = isObject ? "',' or '}'" : "',' or ']'";
      const container = isObject
        ? { kind: 'object', members: new Map(), keys: [], position: start }
        : { kind: 'array', elements: [], position: start };
      if (this.index < this.end && this.bytes[this.index] === closing) {
        this.index++;
        return container;
      }
      for (;;) {
        let key = null;
        if (isObject) key = this.parseKey(container);
        const value = this.parseValue(depth + 1);
        if (isObject) container.members.set(key.key, { value, keyPosition: key.position });
        else container.elements.push(value);
        this.skipWhitespace();
        if (this.index >= this.end) {
          throw new SyntaxError_(this.position(), 'unexpected end of input', expected);
        }
        const next = this.bytes[this.index];
        if (next === 0x2c) {
          this.index++;
          this.skipWhitespace();
          const after = this.bytes[this.index];
          if (this.index < this.end && (after === 0x7d || after === 0x5d)) {
            throw new SyntaxError_(this.position(),
              `trailing comma before '${String.fromCharCode(after)}'`);
          }
          continue;
        }
        if (next !== closing) throw this.unexpected(expected);
        this.index++;
        return container;
      }
    }
    if (b === 0x22) return { kind: 'string', value: this.parseString(), position: start };
    if (b === 0x2d || isDigit(b)) return { kind: 'number', ...this.parseNumber(), position: start };
    return { ...this.parseLiteral(), position: start };
  }

  parseKey(container) {
    this.skipWhitespace();
    if (this.index >= this.end) {
      throw new SyntaxError_(this.position(), 'unexpected end of input', 'a key');
    }
    if (this.bytes[this.index] !== 0x22) throw this.unexpected('a double-quoted key');
    const position = this.position();
    const key = this.parseString();
    if (container.members.has(key)) {
      const first = container.members.get(key).keyPosition;
      throw new SyntaxError_(position,
        `duplicate key ${quoted(key)}, first at line ${first.line}`);
    }
    this.skipWhitespace();
    if (this.index >= this.end) {
      throw new SyntaxError_(this.position(), 'unexpected end of input', "':'");
    }
    if (this.bytes[this.index] !== 0x3a) throw this.unexpected("':' after the key");
    this.index++;
    container.keys.push(key);
    return { key, position };
  }

  parseLiteral() {
    const start = this.position();
    let wordEnd = this.index;
    while (wordEnd < this.end && isWordByte(this.bytes[wordEnd])) wordEnd++;
    if (wordEnd === this.index) throw this.unexpected('a value');
    const word = Buffer.from(this.bytes.subarray(this.index, wordEnd)).toString('latin1');
    const literals = { true: true, false: false, null: null };
    if (word in literals) {
      this.index = wordEnd;
      return word === 'null' ? { kind: 'null' } : { kind: 'bool', value: literals[word] };
    }
    if (word === 'NaN' || word === 'Infinity') {
      throw new SyntaxError_(start, `'${word}' is not a valid JSON number`);
    }
    throw new SyntaxError_(start, `unknown literal '${shortened(word, 20)}'`, 'a value');
  }

  parseNumber() {
    const start = this.position();
    const first = this.index;
    let cursor = this.index;
    const bytes = this.bytes;
    const text = (last) => Buffer.from(bytes.subarray(first, last)).toString('latin1');
    const negative = bytes[cursor] === 0x2d;
    if (negative) cursor++;
    if (!(cursor < this.end && isDigit(bytes[cursor]))) {
      if (cursor < this.end && isWordByte(bytes[cursor])) {
        let wordEnd = cursor;
        while (wordEnd < this.end && isWordByte(bytes[wordEnd])) wordEnd++;
        const word = text(wordEnd);
        if (word === '-Infinity' || word === '-NaN') {
          throw new SyntaxError_(start, `'${word}' is not a valid JSON number`);
        }
      }
      throw new SyntaxError_(start, `invalid number '${text(cursor)}'`, 'a digit');
    }
    if (bytes[cursor] === 0x30) {
      cursor++;
      if (cursor < this.end && isDigit(bytes[cursor])) {
        while (cursor < this.end && isDigit(bytes[cursor])) cursor++;
        throw new SyntaxError_(start, `leading zero in number '${shortened(text(cursor), 20)}'`);
      }
    } else {
      while (cursor < this.end && isDigit(bytes[cursor])) cursor++;
    }
    let isInteger = true;
    if (cursor < this.end && bytes[cursor] === 0x2e) {
      isInteger = false;
      cursor++;
      if (!(cursor < this.end && isDigit(bytes[cursor]))) {
        throw new SyntaxError_(start, `invalid number '${text(cursor)}'`, "a digit after '.'");
      }
      while (cursor < this.end && isDigit(bytes[cursor])) cursor++;
    }
    if (cursor < this.end && (bytes[cursor] === 0x65 || bytes[cursor] === 0x45)) {
      isInteger = false;
      cursor++;
      if (cursor < this.end && (bytes[cursor] === 0x2b || bytes[cursor] === 0x2d)) cursor++;
      if (!(cursor < this.end && isDigit(bytes[cursor]))) {
        throw new SyntaxError_(start, `invalid number '${text(cursor)}'`,
          'a digit in the exponent');
      }
      while (cursor < this.end && isDigit(bytes[cursor])) cursor++;
    }
    const numberText = text(cursor);
    this.index = cursor;
    return { value: Number(numberText), isInteger, text: numberText };
  }

  parseString() {
    const start = this.position();
    this.index++;
    const out = [];
    const bytes = this.bytes;
    while (this.index < this.end) {
      const b = bytes[this.index];
      if (b === 0x22) {
        this.index++;
        return this.makeString(Uint8Array.from(out), start);
      }
      if (b < 0x20) {
        const hint = b === 0x0a ? ' (strings cannot span lines; write \\n)' : '';
        throw new SyntaxError_(this.position(),
          `unescaped control character ${scalarName(b)} in string${hint}`);
      }
      if (b === 0x5c) {
        this.parseEscape(out);
        continue;
      }
      if ((b & 0xc0) === 0x80) this.continuationBytes++;
      out.push(b);
      this.index++;
    }
    throw new SyntaxError_(start, 'unterminated string');
  }

  makeString(content, start) {
    try {
      return decoder.decode(content);
    } catch {
      let offset = 0;
      let scalars = 0;
      for (;;) {
        const decoded = offset < content.length ? decodeScalar(content, offset, content.length) : null;
        if (!decoded) {
          const byte = offset < content.length ? content[offset] : 0;
          throw new SyntaxError_({ line: start.line, column: start.column + 1 + scalars },
            `invalid UTF-8 byte 0x${hex2(byte)} in string`);
        }
        offset += decoded[1];
        scalars++;
      }
    }
  }

  parseHexQuad(escapeStart) {
    if (this.end - this.index < 4) {
      throw new SyntaxError_(escapeStart, 'invalid \\u escape', '4 hexadecimal digits');
    }
    const text = Buffer.from(this.bytes.subarray(this.index, this.index + 4)).toString('latin1');
    if (!/^[0-9a-fA-F]{4}$/.test(text)) {
      throw new SyntaxError_(escapeStart, 'invalid \\u escape', '4 hexadecimal digits');
    }
    this.index += 4;
    return parseInt(text, 16);
  }

  parseEscape(out) {
    const escapeStart = this.position();
    this.index++;
    if (this.index >= this.end) throw new SyntaxError_(escapeStart, 'unterminated string');
    const letter = this.bytes[this.index++];
    const simple = { 0x22: 0x22, 0x5c: 0x5c, 0x2f: 0x2f, 0x62: 8, 0x66: 12, 0x6e: 10, 0x72: 13, 0x74: 9 };
    if (letter in simple) {
      out.push(simple[letter]);
      return;
    }
    if (letter === 0x75) {
      const unit = this.parseHexQuad(escapeStart);
      const unpaired = () => new SyntaxError_(escapeStart,
        `unpaired surrogate '\\u${unit.toString(16).toUpperCase()}' in string`);
      let scalar = unit;
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const lowStart = this.position();
        if (!(this.end - this.index >= 2 && this.bytes[this.index] === 0x5c
          && this.bytes[this.index + 1] === 0x75)) throw unpaired();
        this.index += 2;
        const low = this.parseHexQuad(lowStart);
        if (low < 0xdc00 || low > 0xdfff) throw unpaired();
        scalar = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
      } else if (unit >= 0xdc00 && unit <= 0xdfff) {
        throw unpaired();
      }
      out.push(...Buffer.from(String.fromCodePoint(scalar), 'utf8'));
      return;
    }
    if (letter < 0x20 || letter >= 0x80) {
      throw new SyntaxError_(escapeStart, 'invalid escape in string');
    }
    throw new SyntaxError_(escapeStart,
      `invalid escape '\\${String.fromCharCode(letter)}' in string`);
  }
}

function syntaxInputError(file, error) {
  if (!(error instanceof SyntaxError_)) throw error;
  return new InputError(file, error.position.line, null,
    `invalid JSON: ${error.reason} at column ${error.position.column}`
      + (error.expectation ? ` (expected ${error.expectation})` : ''));
}

// MARK: - Field readers (JSONValueReader, JSONObjectReader)

const typeDescription = {
  null: 'null', bool: 'a Boolean', number: 'a number', string: 'a string', array: 'an array',
  object: 'an object',
};

function summary(value) {
  switch (value.kind) {
    case 'null': return 'null';
    case 'bool': return value.value ? 'true' : 'false';
    case 'number': return shortened(value.text, 39);
    case 'string': return quoted(shortened(value.value, 39));
    default: return typeDescription[value.kind];
  }
}

const constraints = {
  finite: { accepts: (x) => Number.isFinite(x), expectation: 'a number' },
  positive: { accepts: (x) => Number.isFinite(x) && x > 0, expectation: 'a positive number' },
  nonNegative: {
    accepts: (x) => Number.isFinite(x) && x >= 0, expectation: 'a non-negative number',
  },
  /** SimulationEvents.maxTime: event times and --duration. */
  time: {
    accepts: (x) => Number.isFinite(x) && x >= 0 && x <= SIMULATE.maxTime,
    expectation: `a number from 0 to ${SIMULATE.maxTime}`,
  },
};

function integerExpectation(range) {
  if (!range) return 'an integer';
  return `an integer from ${range[0]} to ${range[1]}`;
}

class ValueReader {
  constructor(value, file, path) {
    this.value = value;
    this.file = file;
    this.path = path;
  }

  get line() { return this.value.position.line; }
  get isNull() { return this.value.kind === 'null'; }
  error(reason) { return new InputError(this.file, this.line, this.path || null, reason); }
  mismatch(expectation) { return this.error(`expected ${expectation}, got ${summary(this.value)}`); }

  double(constraint = 'finite') {
    if (this.value.kind === 'number' && !Number.isFinite(this.value.value)) {
      throw this.error(`number '${this.value.text.slice(0, 40)}' is out of range`);
    }
    const rule = constraints[constraint];
    if (this.value.kind !== 'number' || !rule.accepts(this.value.value)) {
      throw this.mismatch(rule.expectation);
    }
    return this.value.value;
  }

  /**
   * A CONFIG number: any number is read first, then the library's rule is checked (as
   * SimulationConfiguration does since the rules moved into CarouselCore), so a string
   * reads "expected a number" and -3 "expected a positive number".
   */
  number(rule) {
    const value = this.double();
    if (!constraints[rule].accepts(value)) throw this.mismatch(constraints[rule].expectation);
    return value;
  }

  int(range = null) {
    let integer = null;
    if (this.value.kind === 'number') {
      if (this.value.isInteger) {
        const big = BigInt(this.value.text);
        if (big >= -(2n ** 63n) && big < 2n ** 63n) integer = Number(big);
      } else if (Number.isInteger(this.value.value) && Math.abs(this.value.value) < 2 ** 63) {
        integer = this.value.value;
      }
    }
    if (integer === null || (range && (integer < range[0] || integer > range[1]))) {
      throw this.mismatch(integerExpectation(range));
    }
    return integer;
  }

  string(choices = null) {
    if (this.value.kind !== 'string' || (choices && !choices.includes(this.value.value))) {
      if (choices) throw this.mismatch('one of ' + choices.map(quoted).join(', '));
      throw this.mismatch('a string');
    }
    return this.value.value;
  }

  bool() {
    if (this.value.kind !== 'bool') throw this.mismatch('true or false');
    return this.value.value;
  }

  object() { return new ObjectReader(this.value, this.file, this.path); }

  array() {
    if (this.value.kind !== 'array') throw this.mismatch('an array');
    return this.value.elements.map((element, offset) =>
      new ValueReader(element, this.file, `${this.path}[${offset}]`));
  }

  /** The array's elements, each made into a reader only when asked for. */
  elements() {
    if (this.value.kind !== 'array') throw this.mismatch('an array');
    return new ElementList(this.value.elements, this.file, this.path);
  }
}

/** An array's parsed elements, with a reader (and its field path) made per element on demand. */
class ElementList {
  constructor(elements, file, path) {
    this.items = elements;
    this.file = file;
    this.path = path;
  }

  get length() { return this.items.length; }
  elementValue(k) { return this.items[k]; }
  reader(k) { return new ValueReader(this.items[k], this.file, `${this.path}[${k}]`); }
}

function editDistance(lhs, rhs) {
  let previous = Array.from({ length: rhs.length + 1 }, (_, i) => i);
  let current = previous.slice();
  for (let row = 0; row < lhs.length; row++) {
    current[0] = row + 1;
    for (let column = 0; column < rhs.length; column++) {
      const substitution = previous[column] + (lhs[row] === rhs[column] ? 0 : 1);
      current[column + 1] = Math.min(substitution, previous[column + 1] + 1, current[column] + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[rhs.length];
}

class ObjectReader {
  constructor(value, file, path = '') {
    if (value.kind !== 'object') {
      throw new ValueReader(value, file, path).mismatch(path ? 'an object' : 'a JSON object');
    }
    this.object = value;
    this.file = file;
    this.path = path;
  }

  get line() { return this.object.position.line; }
  get keys() { return this.object.keys; }
  contains(key) { return this.object.members.has(key); }
  fieldPath(key) { return this.path ? `${this.path}.${key}` : key; }

  error(reason, key = null) {
    if (key === null) return new InputError(this.file, this.line, this.path || null, reason);
    const member = this.object.members.get(key);
    return new InputError(this.file, member ? member.value.position.line : this.line,
      this.fieldPath(key), reason);
  }

  optionalValue(key) {
    const member = this.object.members.get(key);
    return member ? new ValueReader(member.value, this.file, this.fieldPath(key)) : null;
  }

  requireValue(key) {
    const reader = this.optionalValue(key);
    if (!reader) throw this.error('required but missing', key);
    return reader;
  }

  optionalDouble(key, constraint = 'finite') { return this.optionalValue(key)?.double(constraint) ?? null; }
  requireDouble(key, constraint = 'finite') { return this.requireValue(key).double(constraint); }
  optionalNumber(key, rule) { return this.optionalValue(key)?.number(rule) ?? null; }
  requireNumber(key, rule) { return this.requireValue(key).number(rule); }
  optionalInt(key, range) { const r = this.optionalValue(key); return r ? r.int(range) : null; }
  requireInt(key, range) { return this.requireValue(key).int(range); }
  requireString(key, choices) { return this.requireValue(key).string(choices); }
  optionalChoice(key, choices) { const r = this.optionalValue(key); return r ? r.string(choices) : null; }
  requireChoice(key, choices) { return this.requireValue(key).string(choices); }
  optionalBool(key) { const r = this.optionalValue(key); return r ? r.bool() : null; }
  requireBool(key) { return this.requireValue(key).bool(); }
  optionalObject(key) { const r = this.optionalValue(key); return r ? r.object() : null; }
  optionalArray(key) { const r = this.optionalValue(key); return r ? r.array() : null; }
  requireArray(key) { return this.requireValue(key).array(); }
  /** The array at `key` as an ElementList (no reader made per element until asked). */
  requireElements(key) { return this.requireValue(key).elements(); }

  rejectUnknownKeys(allowed) {
    for (const key of this.object.keys) {
      if (allowed.includes(key)) continue;
      let reason = 'unknown field';
      const lowered = Array.from(key.toLowerCase());
      let best = null;
      for (const candidate of allowed) {
        const distance = editDistance(lowered, Array.from(candidate.toLowerCase()));
        if (distance > 2 || distance >= lowered.length) continue;
        if (!best || distance < best.distance) best = { key: candidate, distance };
      }
      if (best) reason += `, did you mean '${best.key}'?`;
      else if (allowed.length) reason += ` (allowed: ${allowed.join(', ')})`;
      const member = this.object.members.get(key);
      throw new InputError(this.file, member.keyPosition.line, this.fieldPath(key), reason);
    }
  }
}

// MARK: - Files

function tooLarge(path, limit, size = null) {
  const found = size === null ? '' : ` (${size} bytes)`;
  return new InputError(path, null, null, `file too large${found}: the limit is ${limit} bytes`);
}

/** "a folder", "a FIFO (named pipe)"… (JSONInputFile.describe(fileType:)). */
function fileKind(info) {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'a special file';
}

/**
 * The bytes of `path` (standard input for `-`) as JSONInputFile reads them: only a regular
 * file, opened without blocking (a FIFO with no writer would wait for ever) and checked with
 * fstat before a byte is read, of at most `limit` bytes.
 */
function readInput(path, io, limit) {
  if (path === '-') {
    const bytes = io.stdin(limit);
    if (bytes.length > limit) throw tooLarge(path, limit);
    return bytes;
  }
  let descriptor = null;
  try {
    descriptor = openSync(resolve(io.cwd, path), constants.O_RDONLY | constants.O_NONBLOCK);
    const info = fstatSync(descriptor);
    if (!info.isFile()) {
      throw new InputError(path, null, null, `cannot read file: not a regular file (${fileKind(info)})`);
    }
    if (info.size > limit) throw tooLarge(path, limit, info.size);
    const bytes = new Uint8Array(readFileSync(descriptor));
    if (bytes.length > limit) throw tooLarge(path, limit);
    return bytes;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const reasons = {
      ENOENT: 'No such file or directory', EACCES: 'Permission denied', EISDIR: 'Is a directory',
    };
    throw new InputError(path, null, null, `cannot read file: ${reasons[error.code] ?? error.message}`);
  } finally {
    if (descriptor !== null) closeSync(descriptor);
  }
}

/** At most `limit` + 1 bytes of standard input (enough to tell that it is too long). */
function readStandardInput(limit) {
  const chunks = [];
  let total = 0;
  const chunk = new Uint8Array(1 << 16);
  while (total <= limit) {
    let count;
    try {
      count = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      if (error.code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
        continue;
      }
      throw error;
    }
    if (count === 0) break;
    chunks.push(chunk.slice(0, count));
    total += count;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of chunks) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

function skipByteOrderMark(bytes) {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
}

function parseObjectFile(path, io) {
  const bytes = readInput(path, io, SIMULATE.configByteLimit);
  const parser = new Parser(bytes, skipByteOrderMark(bytes), bytes.length, 1);
  parser.lineStart = parser.index;
  let value;
  try {
    value = parser.parseDocument();
  } catch (error) {
    throw syntaxInputError(path, error);
  }
  return new ObjectReader(value, path);
}

function* lineObjects(path, io) {
  const bytes = readInput(path, io, SIMULATE.eventsByteLimit);
  let lineStart = skipByteOrderMark(bytes);
  let lineNumber = 1;
  while (lineStart < bytes.length) {
    let lineEnd = lineStart;
    while (lineEnd < bytes.length && bytes[lineEnd] !== 0x0a) lineEnd++;
    let contentEnd = lineEnd;
    if (contentEnd > lineStart && bytes[contentEnd - 1] === 0x0d) contentEnd--;
    let blank = true;
    for (let i = lineStart; i < contentEnd; i++) {
      if (bytes[i] !== 0x20 && bytes[i] !== 0x09) { blank = false; break; }
    }
    if (!blank) {
      let value;
      try {
        value = new Parser(bytes, lineStart, contentEnd, lineNumber).parseDocument();
      } catch (error) {
        throw syntaxInputError(path, error);
      }
      yield new ObjectReader(value, path);
    }
    lineStart = lineEnd + 1;
    lineNumber++;
  }
}

// MARK: - CONFIG (SimulationConfiguration)

const INT32_MAX = 2147483647;

/**
 * The value at a CONFIG path such as `viewport.width` or `autoplay.intervals[2]`, or null
 * (SimulationConfiguration.value(at:in:)).
 */
function valueAt(root, path) {
  let current = null;
  let container = root;
  for (const part of path.split('.')) {
    const match = /^(.*)\[(\d+)\]$/.exec(part);
    const key = match ? match[1] : part;
    const reader = container?.optionalValue(key) ?? null;
    if (!reader) return null;
    current = reader;
    if (match) {
      if (reader.value.kind !== 'array') return null;
      const elements = reader.elements();
      const index = Number(match[2]);
      if (index >= elements.length) return null;
      current = elements.reader(index);
    }
    container = current.value.kind === 'object' ? current.object() : null;
  }
  return current;
}

/**
 * The magnitude limits of CarouselConfiguration.validateMagnitudes, which the WebAssembly
 * module leaves out (they would take it past 40 KB gzipped): checked on what is read so
 * far at the points where SimulationConfiguration checks the library's rules, in the
 * library's order, and reported as it reports them (at the field's line, numbers as
 * written). `size` is the item size in force (a peek counts from the last check on).
 */
function checkMagnitudes(root, c, size = c.itemSize) {
  const expected = (field, expectation, got) => {
    const value = valueAt(root, field);
    return value ? value.mismatch(expectation)
      : root.error(`expected ${expectation}, got ${messageNumber(got)}`, field);
  };
  const atMost = (field, value, limit) => {
    if (value > limit) throw expected(field, `a number of at most ${messageNumber(limit)}`, value);
  };
  const within = (field, value, [lower, upper]) => {
    if (!(value >= lower && value <= upper)) {
      throw expected(field,
        `a number from ${messageNumber(lower)} to ${messageNumber(upper)}`, value);
    }
  };
  const side = LIMITS.side;
  atMost('viewport.width', c.viewport.width, side);
  atMost('viewport.height', c.viewport.height, side);
  const sizeLimit = { fraction: LIMITS.itemFraction, points: LIMITS.itemLength, peek: side };
  atMost(`itemSize.${size.kind}`, size.value, sizeLimit[size.kind]);
  atMost('spacing', c.spacing, side);
  if (c.keylines) {
    atMost('keylines.largeSize', c.keylines.largeSize, LIMITS.itemLength);
    atMost('keylines.smallMin', c.keylines.smallMin, LIMITS.itemLength);
    atMost('keylines.smallMax', c.keylines.smallMax, LIMITS.itemLength);
  }
  atMost('contentInset', c.contentInset, side);
  atMost('overscan', c.overscan, side);
  within('decelerationRate', c.decelerationRate, LIMITS.decelerationRates);
  const viewportLength = c.axis === 'horizontal' ? c.viewport.width : c.viewport.height;
  const lengthOf = { fraction: (f) => f * viewportLength, points: (p) => p,
    peek: (peek) => viewportLength - 2 * (peek + c.spacing) };
  const length = lengthOf[size.kind](size.value);
  let shortest = Number.isFinite(length) ? Math.max(length, 1) : 1;
  let shortestListed = null;
  (c.itemLengths ?? []).forEach((itemLength, k) => {
    atMost(`itemLengths[${k}]`, itemLength, LIMITS.itemLength);
    if (k < c.count && itemLength < shortest) {
      shortest = Math.max(itemLength, 1);
      shortestListed = k;
    }
  });
  const span = viewportLength + 2 * c.overscan;
  const most = LIMITS.laidOutItems;
  if (span / (shortest + c.spacing) + 2 > most) {
    const field = shortestListed === null ? 'itemSize' : `itemLengths[${shortestListed}]`;
    const minimum = span / (most - 2) - c.spacing;
    const reason = `items of ${messageNumber(shortest)} pt would lay out more than ${most} `
      + 'items in the viewport and its overscan; make them at least '
      + `${messageNumber(Math.ceil(minimum * 100) / 100)} pt long`;
    const value = valueAt(root, field);
    throw value ? value.error(reason) : root.error(reason, field);
  }
  if (c.autoplay) {
    const seconds = LIMITS.autoplaySeconds;
    atMost('autoplay.interval', c.autoplay.interval, seconds);
    const index = c.autoplay.intervals.findIndex((interval) => interval > seconds);
    if (index >= 0) atMost(`autoplay.intervals[${index}]`, c.autoplay.intervals[index], seconds);
    atMost('autoplay.resumeDelay', c.autoplay.resumeDelay, seconds);
    if (c.autoplay.scroll) {
      atMost('autoplay.speed', c.autoplay.scroll.speed, LIMITS.autoScrollSpeed);
      atMost('autoplay.ramp', c.autoplay.scroll.ramp, seconds);
    }
  }
  within('zoom.min', c.zoom.min, LIMITS.zoomScales);
  within('zoom.max', c.zoom.max, LIMITS.zoomScales);
  within('zoom.doubleTap', c.zoom.doubleTap, LIMITS.zoomScales);
}

/** The configuration a CONFIG object describes, in the engine's terms, with its defaults. */
export function decodeConfiguration(object, allowsLink = true) {
  object.rejectUnknownKeys(allowsLink ? SIMULATE.configKeys
    : SIMULATE.configKeys.filter((key) => key !== 'link'));
  const c = structuredClone(TABLE.configuration);
  // Until the peek is checked last (as SimulationConfiguration does), items are full pages.
  const fullPage = { kind: 'fraction', value: 1 };
  const check = () => checkMagnitudes(object, c, c.itemSize.kind === 'peek' ? fullPage : c.itemSize);
  const viewport = object.optionalObject('viewport');
  if (viewport) {
    viewport.rejectUnknownKeys(['width', 'height']);
    c.viewport = {
      width: viewport.requireNumber('width', 'positive'),
      height: viewport.requireNumber('height', 'positive'),
    };
    check();
  }
  const count = object.optionalInt('count', [0, INT32_MAX]);
  if (count !== null) c.count = count;
  c.axis = object.optionalChoice('axis', Names.axis) ?? c.axis;
  c.layoutDirection = object.optionalChoice('layoutDirection', Names.layoutDirection)
    ?? c.layoutDirection;
  let peekValue = null;
  const size = object.optionalObject('itemSize');
  if (size) {
    peekValue = size.optionalValue('peek');
    size.rejectUnknownKeys(['fraction', 'points', 'peek']);
    if (size.keys.length !== 1) {
      throw size.error("expected exactly one of 'fraction', 'points' or 'peek'");
    }
    const fraction = size.optionalNumber('fraction', 'positive');
    const points = fraction === null ? size.optionalNumber('points', 'positive') : null;
    const peek = fraction === null && points === null ? size.optionalNumber('peek', 'nonNegative') : null;
    if (fraction !== null) c.itemSize = { kind: 'fraction', value: fraction };
    else if (points !== null) c.itemSize = { kind: 'points', value: points };
    else if (peek !== null) c.itemSize = { kind: 'peek', value: peek };
    check();
  }
  const spacing = object.optionalNumber('spacing', 'nonNegative');
  if (spacing !== null) {
    c.spacing = spacing;
    check();
  }
  const inset = object.optionalNumber('contentInset', 'nonNegative');
  if (inset !== null) {
    c.contentInset = inset;
    check();
  }
  c.alignment = object.optionalChoice('alignment', Names.alignment) ?? c.alignment;
  c.scrolling = object.optionalChoice('scrolling', Names.scrolling) ?? c.scrolling;
  c.loop = object.optionalBool('loop') ?? c.loop;
  const rate = object.optionalValue('decelerationRate');
  if (rate) {
    const value = rate.double();
    if (!(value > 0 && value < 1)) {
      throw rate.error(`expected a number between 0 and 1 (exclusive), got ${messageNumber(value)}`);
    }
    c.decelerationRate = value;
    check();
  }
  const most = object.optionalInt('maxItemsPerGesture', [1, INT32_MAX]);
  if (most !== null) c.maxItemsPerGesture = most;
  const start = object.optionalValue('startIndex');
  if (start) {
    const index = start.int([0, INT32_MAX]);
    if (!(c.count === 0 || index < c.count)) {
      throw start.error(`startIndex ${index} is past the last item (count ${c.count})`);
    }
    c.startIndex = index;
    check();
  }
  const lengths = object.optionalArray('itemLengths');
  if (lengths) {
    c.itemLengths = lengths.map((length) => length.number('positive'));
    check();
  }
  const overscan = object.optionalNumber('overscan', 'nonNegative');
  if (overscan !== null) {
    c.overscan = overscan;
    check();
  }
  c.reducedMotion = object.optionalBool('reducedMotion') ?? c.reducedMotion;
  c.announceAutoplay = object.optionalChoice('announceAutoplay', Names.announceAutoplay)
    ?? c.announceAutoplay;
  const autoplay = object.optionalObject('autoplay');
  if (autoplay) c.autoplay = decodeAutoplay(autoplay, (a) => { c.autoplay = a; check(); });
  const zoom = object.optionalObject('zoom');
  if (zoom) c.zoom = decodeZoom(zoom, (z) => { c.zoom = z; check(); });
  const indicator = object.optionalObject('indicator');
  if (indicator) {
    indicator.rejectUnknownKeys(['maxDots', 'hidesForSinglePage']);
    const dots = indicator.optionalInt('maxDots', [1, LIMITS.maxDots]);
    if (dots !== null) c.indicator.maxDots = dots;
    const hides = indicator.optionalBool('hidesForSinglePage');
    if (hides !== null) c.indicator.hidesForSinglePage = hides;
  }
  if (peekValue && c.itemSize.kind === 'peek') {
    const viewportLength = c.axis === 'horizontal' ? c.viewport.width : c.viewport.height;
    const peek = c.itemSize.value;
    if (!(viewportLength - 2 * (peek + c.spacing) > 0)) {
      throw peekValue.error(`peek ${messageNumber(peek)} with spacing ${messageNumber(c.spacing)} `
        + `leaves no room for an item in a ${messageNumber(viewportLength)} pt viewport`);
    }
    checkMagnitudes(object, c);
  }
  const keylines = object.optionalObject('keylines');
  if (keylines) {
    c.keylines = decodeKeylines(keylines);
    checkKeylines(object, c);
  }
  const labels = object.optionalArray('labels');
  if (labels) c.labels = labels.map((value) => value.string());
  const effect = object.optionalValue('effect');
  if (effect) {
    // Effects (per-item 3-D transforms) are not compiled into the WebAssembly modules.
    // carousel simulate prints them.
    throw effect.error('effects are not in the WebAssembly build; use carousel simulate');
  }
  decodeLayouts(object, c);
  const nested = object.optionalObject('nested');
  if (nested) {
    c.nested = decodeNesting(nested);
    if (c.breakpoints || c.autoHeight) {
      // The nested run drives two engines directly (SimulationConfiguration.decode).
      throw object.optionalValue('nested')
        .error('nested scrolling does not combine with breakpoints or autoHeight');
    }
  }
  const link = allowsLink ? object.optionalObject('link') : null;
  if (link) {
    // A second carousel, the follower, with the same keys (SimulationConfiguration.Link).
    link.rejectUnknownKeys(['mode', 'follower']);
    const mode = link.requireChoice('mode', Names.linkMode);
    const follower = link.optionalObject('follower');
    c.link = { mode, follower: follower ? decodeConfiguration(follower, false)
      : structuredClone(TABLE.configuration) };
    if (c.nested || c.breakpoints || c.autoHeight) {
      throw object.optionalValue('link')
        .error('a link does not combine with nested, breakpoints or autoHeight');
    }
  }
  return c;
}

/** Whether a configuration needs the layouts module (carousel-layouts.wasm). */
export function usesLayouts(c) {
  return Boolean(c.autoplay?.scroll || c.autoHeight || c.contentSizes || c.breakpoints
    || c.nested || (c.link && usesLayouts(c.link.follower)));
}

/**
 * `autoHeight`, `contentSizes` and `breakpoints` (SimulationConfiguration.decodeLayouts), read
 * after every other key of a carousel: the breakpoints change the configuration read so far.
 */
function decodeLayouts(object, c) {
  const auto = object.optionalBool('autoHeight');
  if (auto !== null) c.autoHeight = auto;
  const sizes = object.optionalArray('contentSizes');
  if (sizes) {
    c.contentSizes = [];
    sizes.forEach((value, index) => {
      if (value.isNull) return;
      const size = value.object();
      size.rejectUnknownKeys(['width', 'height']);
      c.contentSizes.push({ index, width: size.requireDouble('width', 'positive'),
        height: size.requireDouble('height', 'positive') });
    });
  }
  const list = object.optionalArray('breakpoints');
  if (!list) return;
  const points = list.map((value) => {
    const point = value.object();
    point.rejectUnknownKeys(['minWidth', 'itemsPerView', 'spacing', 'effect', 'enabled']);
    const breakpoint = { minWidth: point.requireDouble('minWidth'),
      itemsPerView: point.optionalDouble('itemsPerView'), spacing: point.optionalDouble('spacing') };
    const effect = point.optionalValue('effect');
    if (effect) {
      throw effect.error('effects are not in the WebAssembly build; use carousel simulate');
    }
    breakpoint.enabled = point.optionalBool('enabled');
    return breakpoint;
  });
  // CarouselBreakpoints.validate at the CONFIG's width, then at each breakpoint's own.
  checkBreakpoints(object, c, points, c.viewport.width);
  for (const point of points) {
    checkBreakpoints(object, c, points, Math.min(Math.max(point.minWidth, 1), LIMITS.side));
  }
  c.breakpoints = points;
}

/** CarouselBreakpoints.resolved(forWidth:): the configuration in force at `width`. */
function resolvedBreakpoints(c, points, width) {
  const result = { breakpoint: null, itemSize: c.itemSize, spacing: c.spacing, enabled: true };
  const order = points.map((point, k) => ({ point, k }))
    .filter(({ point }) => point.minWidth <= width)
    .sort((a, b) => a.point.minWidth - b.point.minWidth || a.k - b.k);
  for (const { point, k } of order) {
    if (point.itemsPerView !== null) result.itemSize = { kind: 'fraction', value: 1 / point.itemsPerView };
    if (point.spacing !== null) result.spacing = point.spacing;
    if (point.enabled !== null) result.enabled = point.enabled;
    result.breakpoint = k;
  }
  return result;
}

/** CarouselBreakpoints.validate(viewport:count:) with the viewport `width` wide. */
function checkBreakpoints(root, c, points, width) {
  points.forEach((point, k) => {
    const check = (name, value, [lower, upper]) => {
      if (value === null || (value >= lower && value <= upper && Number.isFinite(value))) return;
      const field = `breakpoints[${k}].${name}`;
      const expectation = Number.isFinite(upper)
        ? `a number from ${messageNumber(lower)} to ${messageNumber(upper)}` : 'a non-negative number';
      const reader = valueAt(root, field);
      throw reader ? reader.mismatch(expectation)
        : root.error(`expected ${expectation}, got ${messageNumber(value)}`, field);
    };
    check('minWidth', point.minWidth, [0, Infinity]);
    check('itemsPerView', point.itemsPerView, [1 / 100, 100]);
    check('spacing', point.spacing, [0, Infinity]);
  });
  const resolved = resolvedBreakpoints(c, points, width);
  checkMagnitudes(root, { ...c, viewport: { ...c.viewport, width }, itemSize: resolved.itemSize,
    spacing: resolved.spacing }, resolved.itemSize);
}

/**
 * `nested` (SimulationNesting.decode): the outer scroller, with the keys of a carousel but
 * `nested`, `effect` and `labels`, and the routing's tunables.
 */
function decodeNesting(object) {
  object.rejectUnknownKeys(['outer', 'axisLockSlop', 'axisDominance', 'handsOffAtEdges']);
  const outerObject = object.requireValue('outer').object();
  for (const key of ['nested', 'effect', 'labels']) {
    if (outerObject.contains(key)) throw outerObject.error(`an outer scroller takes no '${key}'`, key);
  }
  const outer = decodeConfiguration(outerObject);
  return {
    outer,
    axisLockSlop: object.optionalDouble('axisLockSlop', 'nonNegative') ?? 8,
    axisDominance: object.optionalDouble('axisDominance', 'positive') ?? 1,
    handsOffAtEdges: object.optionalBool('handsOffAtEdges') ?? true,
  };
}

/**
 * `{"strategy":"multiBrowse","largeSize":186,"smallMin":40,"smallMax":56,"alignment":"start"}`
 * (SimulationConfiguration.decodeKeylines): read whole, then checked.
 */
function decodeKeylines(object) {
  object.rejectUnknownKeys(['strategy', 'largeSize', 'smallMin', 'smallMax', 'alignment']);
  const strategy = object.requireChoice('strategy', Names.keylineStrategy);
  const largeSize = object.requireDouble('largeSize');
  const smallMin = object.optionalDouble('smallMin') ?? 40;
  const smallMax = object.optionalDouble('smallMax') ?? 56;
  const alignment = object.optionalChoice('alignment', ['start', 'center']) ?? 'start';
  return { strategy, largeSize, smallMin, smallMax,
    alignment: alignment === 'center' ? 'center' : 'leading' };
}

/** The library's rules for a keyline layout (positive sizes, smallMax ≥ smallMin), then the limits. */
function checkKeylines(root, c) {
  const { largeSize, smallMin, smallMax } = c.keylines;
  const positive = constraints.positive;
  for (const [key, value] of [['largeSize', largeSize], ['smallMin', smallMin], ['smallMax', smallMax]]) {
    if (positive.accepts(value)) continue;
    const field = `keylines.${key}`;
    const reader = valueAt(root, field);
    throw reader ? reader.mismatch(positive.expectation)
      : root.error(`expected ${positive.expectation}, got ${messageNumber(value)}`, field);
  }
  if (!(smallMax >= smallMin)) {
    // CarouselConfigurationError.maximumBelowMinimum, worded as simulate words it.
    const reason = `smallMax ${messageNumber(smallMax)} is below smallMin ${messageNumber(smallMin)}`;
    const reader = valueAt(root, 'keylines.smallMax');
    throw reader ? reader.error(reason) : root.error(reason, 'keylines.smallMax');
  }
  checkMagnitudes(root, c);
}

/** The autoplay object; `check` sees what is read so far after each number. */
function decodeAutoplay(object, check) {
  object.rejectUnknownKeys([
    'interval', 'intervals', 'direction', 'resumeDelay', 'pauseOnHover', 'pauseWhenHidden',
    'atEnd', 'speed', 'ramp',
  ]);
  const a = structuredClone(TABLE.autoplay);
  // Continuous autoplay (SimulationConfiguration.decodeAutoScroll): `speed` glides instead of
  // stepping, `ramp` eases it; replayed through the layouts module.
  const speed = object.optionalValue('speed');
  if (!speed) {
    const ramp = object.optionalValue('ramp');
    if (ramp) throw ramp.error("'ramp' eases a glide: give 'speed' too");
  } else {
    const value = speed.double();
    for (const stepping of ['interval', 'intervals']) {
      const other = object.optionalValue(stepping);
      if (other) throw other.error(`'${stepping}' steps and 'speed' glides: give one of them`);
    }
    if (!constraints.positive.accepts(value)) throw speed.mismatch(constraints.positive.expectation);
    a.scroll = { speed: value, ramp: 0.6 };
    check(a);
    const ramp = object.optionalValue('ramp');
    if (ramp) {
      a.scroll.ramp = ramp.double();
      if (!constraints.nonNegative.accepts(a.scroll.ramp)) {
        throw ramp.mismatch(constraints.nonNegative.expectation);
      }
      check(a);
    }
  }
  const interval = object.optionalNumber('interval', 'positive');
  if (interval !== null) {
    a.interval = interval;
    check(a);
  }
  const intervals = object.optionalArray('intervals');
  if (intervals) {
    intervals.forEach((value, index) => {
      if (!value.isNull) a.intervals[index] = value.number('positive');
    });
    check(a);
  }
  a.direction = object.optionalChoice('direction', Names.autoplayDirection) ?? a.direction;
  const delay = object.optionalNumber('resumeDelay', 'nonNegative');
  if (delay !== null) {
    a.resumeDelay = delay;
    check(a);
  }
  a.pauseOnHover = object.optionalBool('pauseOnHover') ?? a.pauseOnHover;
  a.pauseWhenHidden = object.optionalBool('pauseWhenHidden') ?? a.pauseWhenHidden;
  a.atEnd = object.optionalChoice('atEnd', Names.atEnd) ?? a.atEnd;
  return a;
}

/** The zoom object; `check` sees what is read so far after each number. */
function decodeZoom(object, check) {
  object.rejectUnknownKeys(['min', 'max', 'doubleTap', 'enabled']);
  const z = structuredClone(TABLE.configuration.zoom);
  const low = object.optionalNumber('min', 'positive');
  if (low !== null) {
    z.min = low;
    // Until "max" and "doubleTap" are read, the defaults follow the minimum.
    check({ ...z, max: Math.max(z.max, low), doubleTap: Math.max(z.doubleTap, low) });
  }
  const high = object.optionalValue('max');
  if (high) {
    const value = high.number('positive');
    if (!(value >= z.min)) {
      throw high.error(`max ${messageNumber(value)} is below min ${messageNumber(z.min)}`);
    }
    z.max = value;
    check({ ...z, doubleTap: Math.min(Math.max(z.doubleTap, z.min), value) });
  }
  const tap = object.optionalValue('doubleTap');
  if (tap) {
    const value = tap.number('positive');
    if (!(value >= z.min && value <= z.max)) {
      throw tap.error(`doubleTap ${messageNumber(value)} is outside min…max`);
    }
    z.doubleTap = value;
    check(z);
  } else {
    z.doubleTap = Math.min(Math.max(z.doubleTap, z.min), z.max);
  }
  z.enabled = object.optionalBool('enabled') ?? z.enabled;
  return z;
}

/** Applies a decoded configuration to a carousel and starts it at time 0. */
export function applyConfiguration(carousel, c) {
  carousel.setViewport(c.viewport.width, c.viewport.height).setCount(c.count).setAxis(c.axis)
    .setLayoutDirection(c.layoutDirection).setItemSize(c.itemSize.kind, c.itemSize.value)
    .setSpacing(c.spacing).setContentInset(c.contentInset).setAlignment(c.alignment)
    .setScrolling(c.scrolling).setLoop(c.loop).setDecelerationRate(c.decelerationRate)
    .setMaxItemsPerGesture(c.maxItemsPerGesture).setStartIndex(c.startIndex)
    .setItemLengths(c.itemLengths ?? []).setOverscan(c.overscan)
    .setReducedMotion(c.reducedMotion).setAnnounceAutoplay(c.announceAutoplay)
    .setZoom(c.zoom.min, c.zoom.max, c.zoom.doubleTap, c.zoom.enabled)
    .setIndicator(c.indicator.maxDots, c.indicator.hidesForSinglePage);
  if (c.autoplay) carousel.setAutoplay(c.autoplay);
  else carousel.clearAutoplay();
  if (c.keylines) carousel.setKeylines(c.keylines);
  else carousel.clearKeylines();
  // The layouts (carousel-layouts.wasm only).
  if (c.autoplay?.scroll) carousel.setAutoplayScroll(c.autoplay.scroll.speed, c.autoplay.scroll.ramp);
  for (const size of c.contentSizes ?? []) carousel.setContentSize(size.index, size);
  if (c.breakpoints) carousel.setBreakpoints(c.breakpoints);
  c.labels.forEach((label, index) => carousel.setLabel(index, label));
  return carousel.configure(0);
}

// MARK: - EVENTS (SimulationEvents)


/** Most identities one `items` event may name (and most implicit ones spelled out). */
const MAX_ITEMS = SIMULATE.maxItems;

/** The `ids` of an `items` event: strings, each once. */
function decodeIdentities(object) {
  const values = object.requireElements('ids');
  if (values.length > MAX_ITEMS) {
    throw object.error(`${values.length} identities; the most is ${MAX_ITEMS}`, 'ids');
  }
  // Straight from the parsed elements: a reader per identity would triple the memory of a
  // list of millions (each reader is made only for the message of a bad element).
  const ids = new Array(values.length);
  const seen = new Set();
  for (let k = 0; k < values.length; k++) {
    const id = values.elementValue(k).kind === 'string' ? values.elementValue(k).value
      : values.reader(k).string();
    if (seen.has(id)) throw values.reader(k).error(`duplicate item identity "${id}"`);
    seen.add(id);
    ids[k] = id;
  }
  return ids;
}

function point(object) {
  return { x: object.requireDouble('x'), y: object.requireDouble('y') };
}

/**
 * The engine call an EVENTS line makes, as data: `{ method, args }` of `Carousel`, its
 * timestamp left out. No closure made here outlives the call, so the parsed line is
 * freed once read (a closure per event would keep every line's document alive: 1.3 GB
 * for 30 MB of events).
 */
function eventCall(object) {
  const type = object.requireString('type', SIMULATE.eventTypes);
  const allow = (...keys) => object.rejectUnknownKeys(['t', 'type', 'carousel', ...keys]);
  switch (type) {
    case 'pointerDown': case 'pointerMove': case 'doubleTap': {
      allow('x', 'y');
      const p = point(object);
      const method = type === 'doubleTap' ? 'doubleTap' : type;
      return { method, args: [p.x, p.y] };
    }
    case 'pointerUp': {
      allow('x', 'y');
      const p = object.contains('x') || object.contains('y') ? point(object) : null;
      return { method: 'pointerUp', args: [p] };
    }
    case 'pointerCancel':
      allow('x', 'y');
      if (object.contains('x') || object.contains('y')) point(object);
      return { method: 'pointerCancel', args: [] };
    case 'wheel': {
      allow('dx', 'dy', 'discrete');
      const dx = object.optionalDouble('dx') ?? 0;
      const dy = object.optionalDouble('dy') ?? 0;
      const discrete = object.optionalBool('discrete') ?? false;
      return { method: 'wheel', args: [dx, dy, discrete] };
    }
    case 'key': {
      allow('key');
      const key = object.requireChoice('key', Names.key);
      return { method: 'key', args: [key] };
    }
    case 'resize': {
      allow('width', 'height');
      const [width, height] = ['width', 'height'].map((side) => {
        const length = object.requireDouble(side, 'positive');
        if (length > LIMITS.side) {
          throw object.error(`expected at most ${messageNumber(LIMITS.side)} points, got `
            + messageNumber(length), side);
        }
        return length;
      });
      return { method: 'resize', args: [width, height] };
    }
    case 'count': {
      allow('count');
      const count = object.requireInt('count', [0, INT32_MAX]);
      return { method: 'changeCount', args: [count] };
    }
    case 'scrollTo': {
      allow('index', 'animated');
      const index = object.requireInt('index', [0, INT32_MAX]);
      const animated = object.optionalBool('animated') ?? true;
      return { method: 'scrollTo', args: [index, animated] };
    }
    case 'pinch': {
      allow('phase', 'scale', 'x', 'y');
      const phase = object.requireChoice('phase', Names.gesturePhase);
      const scale = object.requireDouble('scale', 'positive');
      const p = point(object);
      return { method: 'pinch', args: [phase, scale, p.x, p.y] };
    }
    case 'visibility': {
      allow('visible');
      const visible = object.requireBool('visible');
      return { method: 'visibility', args: [visible] };
    }
    case 'hover': {
      allow('inside');
      const inside = object.requireBool('inside');
      return { method: 'hover', args: [inside] };
    }
    default: {
      allow('page');
      const page = object.requireInt('page', [0, INT32_MAX]);
      return { method: 'selectPage', args: [page] };
    }
  }
}

/** Every event of the file, validated: times finite, not negative, non-decreasing. */
export function decodeEvents(path, io = defaultIO) {
  const events = [];
  let previous = -Infinity;
  for (const object of lineObjects(path, io)) {
    const timeValue = object.requireValue('t');
    const time = timeValue.double('time');
    if (!(time >= previous)) {
      throw timeValue.error(`time ${messageNumber(time)} is earlier than the previous event's `
        + `${messageNumber(previous)}`);
    }
    previous = time;
    // Which of two linked carousels (CONFIG `link`) the event is for: 0 the leader.
    const carousel = object.optionalInt('carousel', [0, 1]) ?? 0;
    let event;
    if (object.contains('type') && object.requireString('type') === 'items') {
      object.rejectUnknownKeys(['t', 'type', 'ids', 'carousel']);
      event = { t: time, ids: decodeIdentities(object), line: object.line };
    } else if (object.contains('type') && object.requireString('type') === 'select') {
      object.rejectUnknownKeys(['t', 'type', 'index']);
      event = { t: time, select: object.requireInt('index', [0, INT32_MAX]), line: object.line };
    } else {
      const { method, args } = eventCall(object);
      event = { t: time, apply: (c) => c[method](time, ...args), line: object.line };
      if (object.requireString('type') === 'count') event.count = object.requireInt('count');
    }
    if (carousel === 1) event.follower = true;
    events.push(event);
  }
  return events;
}

/**
 * The items' identities as simulate keeps them (SimulatedIdentities): those the last `items`
 * event named (cut short by a smaller count), then implicit ones, each item's index as text,
 * never spelled out.
 */
class Identities {
  constructor(count, named = []) {
    this.named = named;
    this.namedCount = named.length;
    this.count = named.length ? named.length : count;
  }

  identity(index) {
    return index < this.namedCount ? this.named[index] : String(index);
  }

  /** The index whose implicit identity growing to `newCount` would repeat a named one. */
  clash(newCount) {
    let first = null;
    for (let k = 0; k < this.namedCount; k++) {
      const id = this.named[k];
      if (!/^(0|[1-9][0-9]{0,17})$/.test(id)) continue;
      const value = Number(id);
      if (value >= this.count && value < newCount && (first === null || value < first)) {
        first = value;
      }
    }
    return first;
  }

  resize(newCount) {
    this.namedCount = Math.min(this.namedCount, newCount);
    this.count = newCount;
  }

  /** The identities spelled out, for an `items` event to diff against. */
  list() {
    return Array.from({ length: this.count }, (_, k) => this.identity(k));
  }
}

/**
 * What only the whole run shows, as `carousel simulate` checks it: an `items` event while
 * the count is too large to diff against, a `count` event naming a new item like an
 * existing one.
 */
export function validateIdentities(events, count, file, followerCount = null) {
  const carousels = [{ identities: new Identities(count) },
    { identities: new Identities(followerCount ?? 0) }];
  for (const event of events) {
    if (event.follower && followerCount === null) {
      throw new InputError(file, event.line, 'carousel',
        'carousel 1 needs a second carousel: a link in the CONFIG');
    }
    if (event.select !== undefined) {
      if (followerCount === null) {
        throw new InputError(file, event.line, 'type',
          'select needs a second carousel: a link in the CONFIG');
      }
      continue;
    }
    const state = carousels[event.follower ? 1 : 0];
    const identities = state.identities;
    if (event.ids) {
      if (identities.count > MAX_ITEMS) {
        throw new InputError(file, event.line, 'ids',
          `an items event needs count ≤ ${MAX_ITEMS} before it (count is ${identities.count})`);
      }
      state.identities = new Identities(0, [...event.ids]);
    } else if (event.count !== undefined) {
      const clash = identities.clash(event.count);
      if (clash !== null) {
        throw new InputError(file, event.line, 'count',
          `count ${event.count} names item ${clash} "${clash}", an identity already used`);
      }
      identities.resize(event.count);
    }
  }
}

// MARK: - Frames (Simulation)

/** One frame as a line of JSON, exactly as `carousel simulate` prints it. */
export function frameLine(time, frame, events, currentId = null, keylines = false,
  carousel = null, configuration = null) {
  const visible = frame.items.filter((item) => item.isVisible).map((item) => item.index);
  let line = `{${time === null ? '' : `"t":${formatNumber(time)},`}"index":${frame.index},`
    + `"currentId":${currentId === null ? 'null' : quoted(currentId)},`
    + `"position":${formatNumber(frame.position)},"phase":${quoted(frame.phase)},`
    + `"visible":[${visible.join(',')}],"zoom":${formatNumber(frame.zoom)},`
    + `"autoplay":${quoted(frame.autoplay)}`;
  // A gliding carousel's velocity and pause reason (while a breakpoint switches it off, the
  // configuration in force has no autoplay).
  if (configuration?.autoplay?.scroll && (!configuration.breakpoints || carousel.isEnabled)) {
    const reason = carousel.autoplayPauseReason;
    line += `,"autoScroll":{"velocity":${formatNumber(frame.velocity)},`
      + `"reason":${reason === null ? 'null' : quoted(reason)}}`;
  }
  line += `,"indicator":{"first":${frame.firstDot},`
    + `"count":${frame.dotCount},"current":${frame.currentPage}},"label":${quoted(frame.label)}`;
  const announcements = events.filter((event) => event.type === 'announcement');
  if (announcements.length) line += `,"announce":${quoted(announcements.at(-1).text)}`;
  // SimulationLayouts.addFields.
  if (configuration?.autoHeight) line += `,"crossSize":${formatNumber(carousel.autoCrossSize)}`;
  if (configuration?.breakpoints) {
    const index = carousel.breakpoint;
    line += `,"breakpoint":${index === null ? 'null' : index},"enabled":${carousel.isEnabled}`;
  }
  if (keylines) {
    // Each visible item's full-size frame and the mask it is clipped to (Simulation.frameLine).
    const rectangle = ({ x, y, width, height }) =>
      `[${[x, y, width, height].map((v) => formatNumber(v)).join(',')}]`;
    const masks = frame.items.filter((item) => item.isVisible).map((item) =>
      `{"index":${item.index},"frame":${rectangle(item)},"mask":${rectangle(item.mask)}}`);
    line += `,"masks":[${masks.join(',')}]`;
  }
  if (configuration?.nested && carousel.outer) {
    // Simulation.nestedObject: the gesture's owner and axis, and the outer scroller's state.
    const state = carousel.nestedState;
    const outer = carousel.outer.frame();
    carousel.outer.drainEvents();
    const outerVisible = outer.items.filter((item) => item.isVisible).map((item) => item.index);
    line += `,"nested":{"owner":${quoted(state.owner)},`
      + `"axis":${state.axis === null ? 'null' : quoted(state.axis)},`
      + `"handedOff":${formatNumber(state.handedOff)},"outer":{"index":${outer.index},`
      + `"position":${formatNumber(outer.position)},"phase":${quoted(outer.phase)},`
      + `"visible":[${outerVisible.join(',')}]}}`;
  }
  return line + '}';
}

/**
 * Simulation.defaultDuration: the last event plus 3 s, or, when the carousel still moves
 * then, the first frame time at or after its motion ends.
 */
function defaultDuration(core, configuration, events, fps) {
  const tail = (events.at(-1)?.t ?? 0) + 3;
  const pair = createPair(core, configuration);
  try {
    const state = pairState(configuration);
    for (const event of events) performOnPair(pair, event, state);
    pair.leader.advance(tail);
    const ends = [pair.leader.frame().motionEndTime];
    if (pair.follower) ends.push(pair.follower.frame().motionEndTime);
    if (pair.leader.outer) ends.push(pair.leader.outer.frame().motionEndTime);
    const end = Math.max(...ends.map((value) => (Number.isFinite(value) ? value : -Infinity)));
    return Number.isFinite(end) && end > tail ? Math.ceil(end * fps) / fps : tail;
  } finally {
    pair.destroy();
  }
}

/**
 * The carousel a configuration describes and, with a `link`, its follower linked to it
 * (LinkedPair: input to either then goes through the link, advancing one advances both).
 */
export function createPair(core, configuration) {
  const leader = applyConfiguration(core.create(), configuration);
  let follower = null;
  let outer = null;
  try {
    if (configuration.link) {
      follower = applyConfiguration(core.create(), configuration.link.follower);
      leader.link(follower, configuration.link.mode);
    }
    if (configuration.nested) {
      // The scroller the carousel sits in (SimulationNesting): input to the carousel is
      // routed between the two, and advancing it advances both.
      outer = applyConfiguration(core.create(), configuration.nested.outer);
      leader.nest(outer, configuration.nested);
      leader.outer = outer;
    }
  } catch (error) {
    outer?.destroy();
    follower?.destroy();
    leader.destroy();
    throw error;
  }
  return {
    leader, follower,
    destroy() {
      outer?.destroy();
      follower?.destroy();
      leader.destroy();
    },
  };
}

/** Each carousel's identities. */
function pairState(configuration) {
  return {
    identities: new Identities(configuration.count),
    follower: { identities: new Identities(configuration.link?.follower.count ?? 0) },
  };
}

/** Hands one event to its carousel: a `select` to the link, `carousel` 1 to the follower. */
function performOnPair(pair, event, state) {
  if (event.select !== undefined) pair.leader.linkSelect(event.t, event.select);
  else if (event.follower) perform(pair.follower, event, state.follower);
  else perform(pair.leader, event, state);
}

/**
 * Hands one event to the carousel; an `items` event becomes the position tables of its
 * difference from the identities in `state` ({identities}, updated).
 */
function perform(carousel, event, state) {
  if (event.ids) {
    // Every run over the events starts from the same identities, so the tables are the same
    // in the default-duration pass and the simulation: made once per event.
    if (!event.mapping) {
      const old = state.identities.list();
      const oldIndex = new Map();
      for (let k = 0; k < old.length; k++) oldIndex.set(old[k], k);
      const newByOld = new Int32Array(old.length).fill(-1);
      const oldByNew = new Int32Array(event.ids.length);
      for (let j = 0; j < event.ids.length; j++) {
        const k = oldIndex.get(event.ids[j]);
        oldByNew[j] = k === undefined ? -1 : k;
        if (k !== undefined) newByOld[k] = j;
      }
      event.mapping = { newByOld, oldByNew };
    }
    carousel.applyMapping(event.t, event.mapping.newByOld, event.mapping.oldByNew);
    state.identities = new Identities(0, [...event.ids]);
  } else {
    event.apply(carousel);
    if (event.count !== undefined) state.identities.resize(event.count);
  }
}

/**
 * Frames of a run, as simulate counts them: one at each multiple of 1/fps from 0 to
 * `duration` inclusive, with a millionth of a frame of slack for rounding.
 */
export function frameCount(duration, fps) {
  return Math.floor(duration * fps + 1e-6) + 1;
}

/**
 * Calls `emit(line)` for each frame from t = 0 to `duration` at `fps`; `keylines`: the
 * carousel has a keyline layout (each frame lists its masks).
 */
export function simulate(carousel, events, fps, duration, emit, count = 8, keylines = false) {
  simulatePair({ leader: carousel, follower: null }, events, fps, duration, emit,
    { count, keylines: keylines ? {} : null });
}

/**
 * `simulate` of a pair (createPair) with its configuration: with a link, each line adds the
 * link's `selected` item and the `follower`'s frame (Simulation.runLines).
 */
export function simulatePair(pair, events, fps, duration, emit, configuration) {
  const state = pairState(configuration);
  const id = (frame, identities) => (frame.index < 0 ? null : identities.identity(frame.index));
  let next = 0;
  const frames = frameCount(duration, fps);
  for (let frame = 0; frame < frames; frame++) {
    const time = frame / fps;
    while (next < events.length && events[next].t <= time + 1e-12) {
      performOnPair(pair, events[next], state);
      next++;
    }
    pair.leader.advance(time);
    const frameState = pair.leader.frame();
    let line = frameLine(time, frameState, pair.leader.drainEvents(),
      id(frameState, state.identities), Boolean(configuration.keylines), pair.leader,
      configuration);
    if (pair.follower) {
      const followerFrame = pair.follower.frame();
      const follower = frameLine(null, followerFrame, pair.follower.drainEvents(),
        id(followerFrame, state.follower.identities),
        Boolean(configuration.link.follower.keylines), pair.follower, configuration.link.follower);
      line = line.slice(0, -1)
        + `,"selected":${pair.leader.linkSelected},"follower":${follower}}`;
    }
    emit(line);
  }
}

// MARK: - Command line

const USAGE = 'usage: node web/replay.mjs --config C.json --events E.jsonl [--fps F] [--duration S]';
const MAX_FRAMES = SIMULATE.maxFrames;

class UsageError extends Error {}

function parseArguments(argv) {
  const options = {};
  const known = ['--config', '--events', '--fps', '--duration'];
  for (let i = 0; i < argv.length; i++) {
    let [name, value] = argv[i].split(/=(.*)/s);
    if (name === '--help' || name === '-h') return { help: true };
    if (!known.includes(name)) throw new UsageError(`unknown option '${name}'`);
    if (name in options) throw new UsageError(`option '${name}' given more than once`);
    if (value === undefined) {
      if (i + 1 >= argv.length) throw new UsageError(`missing value for option '${name}'`);
      value = argv[++i];
    }
    options[name] = value;
  }
  if (!('--events' in options)) throw new UsageError("missing required option '--events'");
  const number = (name, rule, fallback) => {
    if (!(name in options)) return fallback;
    const text = options[name];
    const value = text.trim() === '' ? NaN : Number(text);
    if (!constraints[rule].accepts(value)) {
      throw new UsageError(`invalid value '${text}' for option '${name}': expected `
        + constraints[rule].expectation);
    }
    return value;
  };
  return {
    config: options['--config'] ?? null, events: options['--events'],
    fps: number('--fps', 'positive', 60), duration: number('--duration', 'time', null),
  };
}

/** Standard input, output and error, and the folder relative paths start from. */
const defaultIO = {
  cwd: process.cwd(),
  stdin: readStandardInput,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

let corePromise = null;
let layoutsPromise = null;

/** Runs the command line `argv` (without the program) with `io`; returns the exit status. */
export async function run(argv, io = defaultIO) {
  let options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`replay: ${error.message} (${USAGE})\n`);
    return 2;
  }
  if (options.help) {
    io.stdout(USAGE + '\n');
    return 0;
  }
  let configuration;
  let events;
  let duration;
  try {
    configuration = options.config === null
      ? decodeConfiguration(new ObjectReader({ kind: 'object', members: new Map(), keys: [],
        position: { line: 1 } }, ''))
      : decodeConfiguration(parseObjectFile(options.config, io));
    events = decodeEvents(options.events, io);
    validateIdentities(events, configuration.count, options.events,
      configuration.link ? configuration.link.follower.count : null);
    duration = options.duration;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    io.stderr(`replay: ${error.message}\n`);
    return 2;
  }
  // The layouts (continuous autoplay, auto height, breakpoints, nesting) are in the second
  // module only; everything else replays through the main one.
  const layouts = usesLayouts(configuration);
  const modules = layouts ? layoutsPromise : corePromise;
  const core = await (modules ?? (() => {
    const name = layouts ? './carousel-layouts.wasm' : './carousel-core.wasm';
    const promise = loadCarouselCore(readFileSync(fileURLToPath(new URL(name, import.meta.url))));
    if (layouts) layoutsPromise = promise;
    else corePromise = promise;
    return promise;
  })());
  try {
    duration ??= defaultDuration(core, configuration, events, options.fps);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // What the native build accepts but a 32-bit engine cannot hold (CarouselLimits).
    io.stderr(`replay: the WebAssembly build refuses this configuration: ${error.message}\n`);
    return 2;
  }
  const frames = frameCount(duration, options.fps);
  if (frames > MAX_FRAMES) {
    io.stderr(`replay: ${messageNumber(duration)} s at ${messageNumber(options.fps)} `
      + `fps is ${messageNumber(frames)} frames; the limit is ${MAX_FRAMES} (lower --duration `
      + 'or --fps)\n');
    return 2;
  }
  const pair = createPair(core, configuration);
  try {
    let buffer = '';
    simulatePair(pair, events, options.fps, duration, (line) => {
      buffer += line + '\n';
      if (buffer.length > 1 << 16) {
        io.stdout(buffer);
        buffer = '';
      }
    }, configuration);
    io.stdout(buffer);
  } finally {
    pair.destroy();
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await run(process.argv.slice(2));
}
