import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = import.meta.dirname;
const read = (file: string) => readFileSync(path.join(modulesDir, file), 'utf8');

/** Layers every domain builds on; they register no routes of their own. */
const layers = ['core', 'rooms'];
const domains = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !layers.includes(entry.name))
  .map((entry) => entry.name);
const pluginOf = (domain: string) =>
  read(`${domain}/index.ts`).match(/export const (\w+Plugin) = domainPlugin\(/)?.[1] ??
  read(`${domain}/index.ts`).match(/export \{[^}]*\b(\w+Plugin)\b[^}]*\} from/)?.[1];
const registered = (
  readFileSync(path.join(modulesDir, '../app.ts'), 'utf8').match(
    /const domains = \[([^\]]*)\]/,
  )?.[1] ?? ''
)
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

describe('server domains', () => {
  it.each(domains)('%s exports one plugin, registered in the list in app.ts', (domain) => {
    const plugin = pluginOf(domain);
    expect(plugin, `${domain}/index.ts exports no domain plugin`).toBeDefined();
    expect(registered).toContain(plugin);
  });

  it.each(domains)('%s publishes read functions, never its repository', (domain) => {
    expect(read(`${domain}/index.ts`)).not.toMatch(/\b\w+Repository\b/);
  });

  it('registers nothing that is not a domain', () => {
    expect(registered.length).toBe(domains.length);
  });
});
