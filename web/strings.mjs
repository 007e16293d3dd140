// The phrases the page composes ("3 of 8", "Liked", "Paused"), by locale. A locale missing a
// phrase falls back to English, never to the key; numbers are formatted for the locale and
// plurals chosen with Intl.PluralRules.

/** Each phrase is a function of its values; `plural` phrases take an object of categories. */
export const TABLES = {
  en: {
    carouselRole: () => 'carousel',
    slideRole: () => 'slide',
    slide: ({ n, count }) => `${n} of ${count}`,
    announcement: ({ label, n, count }) => `${label}, ${n} of ${count}`,
    previous: () => 'Previous slide',
    next: () => 'Next slide',
    stop: () => 'Stop automatic slide show',
    start: () => 'Start automatic slide show',
    playing: () => 'Playing',
    paused: () => 'Paused',
    like: ({ label }) => `Like ${label}`,
    liked: () => 'Liked',
    notLiked: () => 'Not liked',
    likes: { zero: () => 'No trips liked', one: () => '1 trip liked', other: ({ n }) => `${n} trips liked` },
    page: ({ n, count }) => `Page ${n} of ${count}`,
    picture: ({ n }) => `Picture ${n}`,
    days: { one: () => '1 day', other: ({ n }) => `${n} days` },
  },
  ko: {
    carouselRole: () => '캐러셀',
    slideRole: () => '슬라이드',
    slide: ({ n, count }) => `${count}개 중 ${n}번째`,
    announcement: ({ label, n, count }) => `${label}, ${count}개 중 ${n}번째`,
    previous: () => '이전 슬라이드',
    next: () => '다음 슬라이드',
    stop: () => '자동 슬라이드 쇼 중지',
    start: () => '자동 슬라이드 쇼 시작',
    playing: () => '재생 중',
    paused: () => '일시 정지됨',
    like: ({ label }) => `${label} 좋아요`,
    liked: () => '좋아요 표시됨',
    notLiked: () => '좋아요 안 함',
    likes: { zero: () => '좋아요한 여행 없음', other: ({ n }) => `좋아요한 여행 ${n}개` },
    page: ({ n, count }) => `${count}쪽 중 ${n}쪽`,
    picture: ({ n }) => `사진 ${n}`,
    days: { other: ({ n }) => `${n}일` },
  },
};

/** The page's locale: `?lang=` when given, else the document's `lang`, else English. */
export function pageLocale(location = window.location, document = window.document) {
  const asked = new URLSearchParams(location.search).get('lang');
  return asked || document.documentElement.lang || 'en';
}

/**
 * The phrases for `locale` (a BCP 47 tag: "ko", "ko-KR", "en-GB"): `text(key, values)`
 * formats every number in `values` for the locale; a plural phrase picks its form by
 * `values.n` (an exact 0 uses `zero` when the table has it).
 */
export function makeStrings(locale, tables = TABLES) {
  const language = String(locale).toLowerCase().split('-')[0];
  const table = tables[language] ?? {};
  const english = tables.en;
  let numbers;
  let plurals;
  try {
    numbers = new Intl.NumberFormat(locale);
    plurals = new Intl.PluralRules(locale);
  } catch {
    numbers = new Intl.NumberFormat('en');
    plurals = new Intl.PluralRules('en');
  }
  const phrase = (entry, values) => {
    if (typeof entry === 'function') return entry(values);
    if (!entry || typeof entry !== 'object') return undefined;
    const n = values.rawN;
    const form = (n === 0 && entry.zero) || entry[plurals.select(n)] || entry.other;
    return form ? form(values) : undefined;
  };
  return {
    locale,
    language: tables[language] ? language : 'en',
    number: (value) => numbers.format(value),
    text(key, values = {}) {
      const shown = { rawN: values.n };
      for (const [name, value] of Object.entries(values)) {
        shown[name] = typeof value === 'number' ? numbers.format(value) : value;
      }
      shown.rawN = values.n;
      return phrase(table[key], shown) ?? phrase(english[key], shown) ?? '';
    },
  };
}
