import fc from 'fast-check';

const CONTROL = [...Array(32).keys(), 127].map((code) => String.fromCharCode(code));

/** Strings a careless handler chokes on: control characters, odd unicode, SQL and format look-alikes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...CONTROL).map((c) => `a${c}b`),
  fc.constantFrom(
    '\u0000',
    '',
    ' ',
    '\u2028\u2029',
    '\uFEFFbom',
    '\uD800',
    '\uDFFF\uD800',
    'e\u0301\u0301\u0301',
    '\u202Eevil',
    '👩‍👩‍👧‍👦🇨🇭',
    "' OR 1=1 --",
    '%_\\',
    '<script>alert(1)</script>',
    '{{x}}%s%n',
    '../../etc/passwd',
    '2024-02-30',
    '2023-13-01',
    '2024-02-30T25:61:00Z',
    '0000-00-00T00:00:00Z',
    '+275760-09-13T00:00:00.001Z',
    '-1',
    '0',
    '1.5',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '0x1F',
    ' 7 ',
    '9007199254740993',
    'null',
    'true',
    '[]',
    '{}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(1_000, 70_000).map((n) => 'x'.repeat(n)),
);

/** Numbers that are out of range, not integers, or lose precision; JSON has no NaN, so these are all. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hugeArray = fc.constantFrom(10_001, 25_000).map((n) => Array.from({ length: n }, (_, i) => i));

/** Any hostile JSON value: wrong types, nulls, deep or huge structures, prototype keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { constructor: { prototype: 1 } }),
  hugeArray,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Raw bodies that are not what a JSON route expects, with the content type they are sent as. */
export const hostileRawBody: fc.Arbitrary<{ payload: string; contentType: string }> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      '\u0000',
      'nul',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '[1,2,',
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    )
    .map((payload) => ({ payload, contentType: 'application/json' })),
  fc.record({
    payload: fc.constantFrom('a=1&b=%00', '<x/>', 'plain text', '--b\r\n\r\n--b--'),
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=b',
      'application/json; charset=utf-16',
      'application/octet-stream',
    ),
  }),
);

/** Path segments that break parsing rather than validation: bad escapes, traversal, empty, huge. */
export const hostileRawSegment: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz',
  '%C0%80',
  '%00',
  '%E0%A4%A',
  '..',
  '.',
  '%2e%2e%2f',
  '%20',
  '-1',
  '0',
  '1.5',
  '1e3',
  'NaN',
  '0x10',
  '99999999999999999999',
  'x'.repeat(5_000),
);
