import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { NOT_SENSITIVE_FIELDS, SENSITIVE_FIELDS } from './sensitiveFields';

/** Every property name of every schema, and every parameter name, of the API contract. */
function contractFieldNames(): Set<string> {
  const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as unknown;
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object')
      Object.keys(record.properties).forEach((name) => names.add(name));
    if (typeof record.in === 'string' && typeof record.name === 'string') names.add(record.name);
    Object.values(record).forEach(walk);
  };
  walk(contract);
  return names;
}

it('classifies every property and parameter of the API contract, once', () => {
  const sensitive = Object.keys(SENSITIVE_FIELDS);
  const classified = [...sensitive, ...NOT_SENSITIVE_FIELDS];
  const contract = contractFieldNames();
  expect([...contract].filter((name) => !classified.includes(name)).sort()).toEqual([]);
  expect(classified.filter((name) => !contract.has(name)).sort()).toEqual([]);
  expect(sensitive.filter((name) => NOT_SENSITIVE_FIELDS.includes(name))).toEqual([]);
});
