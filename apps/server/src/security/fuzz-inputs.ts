import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isLeafType,
} from 'graphql';

/** What the fuzz pass throws at the API: every REST body and GraphQL variable. */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const control = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Values that pass most checks, so an odd character inside one reaches the code behind the checks. */
const PLAUSIBLE = [
  'owner@example.com',
  'Passw0rd!',
  'Asha',
  'Asha Rao',
  'TICKET-1700000000000-ABC123',
  'en-IN',
  'spotify',
  'https://example.com/page',
  '123456',
  '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
  'batch-1',
  'voice',
  'Asha: Hello there.\nRavi: Hello back.',
];
const ODD_FRAGMENTS = ['\u0000', '\ud800', '\udc00', '\u202e', "'", '"', '\\', '%00', '\n', '\u00a0', '🎙️'];

/** A plausible value with an odd fragment inserted somewhere. */
const plausibleButOdd = fc
  .tuple(fc.constantFrom(...PLAUSIBLE), fc.constantFrom(...ODD_FRAGMENTS), fc.nat())
  .map(([value, fragment, at]) => {
    const index = at % (value.length + 1);
    return value.slice(0, index) + fragment + value.slice(index);
  });

/** Strings people and attackers send: empty, NUL, lone surrogates, control and bidi characters, injections, long. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: plausibleButOdd },
  { weight: 1, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), loneSurrogate, control),
      maxLength: 20,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000@x.com',
      '\ud800',
      'x\udc00y',
      '\u202eevil',
      '\u2028\u2029',
      '%s%n%x',
      "' OR 1=1 --",
      '"; DROP TABLE users; --',
      '../../../etc/passwd',
      '<script>alert(1)</script>',
      '&nbsp;&#0;&foo;',
      '__proto__',
      'constructor',
      'null',
      'NaN',
      '-1',
      '1e309',
      'http://127.0.0.1:1/',
      'file:///etc/passwd',
      'a@b.co',
      'Passw0rd!',
      '+919876543210',
      'spotify',
      'en-IN',
      '123456',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'é'.repeat(n)) },
);

/** Negative, huge, fractional and boundary numbers. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308, 0.5),
);

/** Values nested deeper than any form would send them. */
const deep = fc.tuple(fc.integer({ min: 10, max: 64 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = arrays ? [value] : { a: value };
  return value;
});

/** Any value of any type: what a field gets when the caller ignores its type. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: oddString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, undefined) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deep },
);

/**
 * A body with the route's own keys (so validation runs deep) plus stray ones, or no object at all; or the route's
 * valid body with one field made odd, so the rest of the request passes and the odd value goes all the way in.
 */
export function bodyFor(keys: readonly string[], valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const known = fc.record(Object.fromEntries(keys.map((key) => [key, oddValue])), { requiredKeys: [] });
  const stray = fc.dictionary(fc.oneof(oddString, fc.constantFrom('__proto__', 'constructor')), oddValue, {
    maxKeys: 3,
  });
  const oneOdd = fc.tuple(fc.constantFrom(...keys), oddValue).map(([key, value]) => ({ ...valid, [key]: value }));
  return fc.oneof(
    { weight: 6, arbitrary: oneOdd },
    { weight: 4, arbitrary: known },
    { weight: 2, arbitrary: fc.tuple(known, stray).map(([a, b]) => ({ ...b, ...a })) },
    { weight: 1, arbitrary: oddValue },
    { weight: 1, arbitrary: deep },
  );
}

/** A value shaped like the GraphQL input type, with odd leaves, or a value of the wrong type altogether. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return valueFor(type.ofType, depth);
  if (type instanceof GraphQLList) {
    return fc.oneof(fc.array(valueFor(type.ofType, depth + 1), { maxLength: 3 }), oddValue);
  }
  if (isInputObjectType(type) && depth < 4) {
    const fields = (type as GraphQLInputObjectType).getFields();
    const shaped = fc.record(
      Object.fromEntries(Object.values(fields).map((field) => [field.name, valueFor(field.type, depth + 1)])),
      { requiredKeys: [] },
    );
    return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: oddValue });
  }
  const name = getNamedType(type).name;
  if (name === 'Int' || name === 'Float')
    return fc.oneof({ weight: 3, arbitrary: oddNumber }, { weight: 1, arbitrary: oddValue });
  if (name === 'Boolean') return fc.oneof(fc.boolean(), oddValue);
  return fc.oneof({ weight: 4, arbitrary: oddString }, { weight: 1, arbitrary: oddValue });
}

export interface GraphQLFuzzCase {
  query: string;
  variables: Record<string, unknown>;
}

/** One document per operation of the schema, its variables fuzzed; queries are sometimes repeated under aliases. */
export function graphqlCases(schema: GraphQLSchema): fc.Arbitrary<GraphQLFuzzCase> {
  const operations: Array<['query' | 'mutation', GraphQLField<unknown, unknown>]> = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((f) => ['query', f] as ['query', typeof f]),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ['mutation', f] as ['mutation', typeof f]),
  ];
  return fc.oneof(
    ...operations.map(([kind, field]) => {
      const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const call = `${field.name}${passed ? `(${passed})` : ''}${selection}`;
      const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type)])), {
        requiredKeys: [],
      }) as fc.Arbitrary<Record<string, unknown>>;
      const aliases = kind === 'query' ? fc.integer({ min: 1, max: 3 }) : fc.constant(1);
      return fc.tuple(variables, aliases).map(([vars, count]) => {
        const body = Array.from({ length: count }, (_, i) => (count === 1 ? call : `a${i}: ${call}`)).join(' ');
        return { query: `${kind} Fuzz${declared ? `(${declared})` : ''} { ${body} }`, variables: vars };
      });
    }),
  );
}
