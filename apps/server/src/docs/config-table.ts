import { z } from 'zod';
import { envSchema } from '../config';

interface VariableSchema {
  description?: string;
  default?: unknown;
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  format?: string;
  minLength?: number;
  pattern?: string;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function acceptedValues(variable: VariableSchema): string {
  if (variable.enum) {
    return variable.enum
      .filter((value) => value !== '')
      .map((value) => `\`${String(value)}\``)
      .join(' ');
  }
  if (variable.type === 'integer') return `whole number ${variable.minimum}–${variable.maximum}`;
  if (variable.format === 'uri') return 'URL';
  if (variable.format === 'email') return 'e-mail address';
  if (variable.pattern) return `text matching \`${variable.pattern}\``;
  if (variable.minLength && variable.minLength > 1) return `text, at least ${variable.minLength} characters`;
  return 'text';
}

type Properties = Record<string, VariableSchema>;

/** What is read (input: defaults, enums) and what it must become (output: a URL, a length), variable by variable. */
function describeVariables(schema: z.ZodObject): Properties {
  const read = (io: 'input' | 'output') =>
    (z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as { properties: Properties }).properties;
  const input = read('input');
  const output = read('output');
  return Object.fromEntries(
    Object.entries(input).map(([name, variable]) => {
      const { format, minLength, pattern } = output[name] ?? {};
      return [name, { format, minLength, pattern, ...variable }];
    }),
  );
}

/**
 * The operator's table of every environment variable, written from the one configuration schema: its names,
 * defaults, accepted values and `.describe()` texts. docs/operating.md holds it between markers (npm run docs).
 */
export function renderConfigTable(schema: z.ZodObject = envSchema): string {
  const rows = Object.entries(describeVariables(schema)).map(([name, variable]) => {
    if (!variable.description) throw new Error(`${name} has no .describe() in apps/server/src/config.ts`);
    const fallback = variable.default === undefined ? '—' : `\`${String(variable.default)}\``;
    return `| \`${name}\` | ${cell(fallback)} | ${cell(acceptedValues(variable))} | ${cell(variable.description)} |`;
  });
  return ['| variable | default | accepts | meaning |', '|---|---|---|---|', ...rows].join('\n');
}
