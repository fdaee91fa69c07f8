import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AGGREGATE_OF } from '../../api/modules/events/events.service.ts';

/**
 * The docs describe the product as it is, and this keeps them honest where a check can:
 *
 * - docs/architecture.md's event table names every event type of the log (the keys of AGGREGATE_OF,
 *   which the compiler holds to EventPayloads: a new type cannot be left out there);
 * - its service table names every service of the object api/services.ts builds (the members of the
 *   `Services` type, read with the TypeScript parser);
 * - every relative link of the README, docs/, bench/README.md and the examples' READMEs reaches a
 *   file of the repository, and its #anchor a heading of that page (GitHub's slugs);
 * - no page speaks of the work's history (the issues that asked for a change, the sessions of work, the
 *   machine of an earlier run): git keeps it.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The pages the README links to as the product's documentation, and the other READMEs. */
function docPages(): string[] {
  const readmes = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : readmes(path);
      return entry.name === 'README.md' ? [path] : [];
    });
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', join('bench', 'README.md'), ...docs, ...readmes('examples')];
}

/** The page without its fenced code blocks (their lines blanked, so line numbers still count). */
function withoutCodeBlocks(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = /^\s*(```|~~~)/.exec(line);
      if (fence === null && opening) {
        fence = opening[1];
        return '';
      }
      if (fence !== null) {
        if (line.trim().startsWith(fence)) fence = null;
        return '';
      }
      return line;
    })
    .join('\n');
}

/** The text of one `## heading` section of a page, up to the next heading of its level or above. */
function section(markdown: string, heading: string): string {
  const lines = withoutCodeBlocks(markdown).split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .toLowerCase();
    const slug = text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

type Link = { page: string; line: number; target: string };

/** The page's links `[text](target)` and `[label]: target`, outside code, with their line. */
function linksOf(page: string): Link[] {
  const links: Link[] = [];
  withoutCodeBlocks(read(page))
    .split('\n')
    .forEach((text, index) => {
      const line = text.replace(/`[^`]*`/g, '');
      for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ page, line: index + 1, target: match[1] });
      const reference = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/.exec(line);
      if (reference) links.push({ page, line: index + 1, target: reference[1] });
    });
  return links;
}

/** What is wrong with a relative link, or null when it reaches its file and heading. */
function brokenBecause(link: Link): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link.target)) return null; // https:, mailto: … are not the repository's
  const [pathPart, anchor] = link.target.split('#', 2);
  const path = decodeURI(pathPart);
  const file = path === '' ? join(ROOT, link.page) : resolve(ROOT, dirname(link.page), path);
  if (relative(ROOT, file).startsWith('..')) return 'leaves the repository';
  if (!existsSync(file)) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (statSync(file).isDirectory() || !file.endsWith('.md')) return null;
  return anchorsOf(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor)) ? null : `no heading #${anchor}`;
}

/** The names of the members of the `Services` type api/services.ts exports. */
function serviceKeys(): string[] {
  const source = ts.createSourceFile('services.ts', read('api/services.ts'), ts.ScriptTarget.Latest, true);
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(statement) && statement.name.text === 'Services',
  );
  if (!alias || !ts.isTypeLiteralNode(alias.type)) throw new Error('api/services.ts exports no type literal `Services`');
  return alias.type.members.flatMap((member) => (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? [member.name.text] : []));
}

/** What speaks of the work rather than the product. */
const HISTORY = [
  /\bissues? ?#?\d+/i,
  /\b(this|that|another|the (last|next|previous)|an earlier|a later) (work )?session\b/i,
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) session\b/i,
  /\bsession's (host|machine|runs?|figures)\b/i,
  /\bthis\shost\b/i,
  /\bthe last one's\b/i,
  /\b(point|step) \d+ of (the )?issue\b/i,
];

describe('the docs', () => {
  const architecture = read('docs/architecture.md');

  it("name every event type of the log in architecture.md's event table", () => {
    const table = section(architecture, '## The event log');
    const types = Object.keys(AGGREGATE_OF);
    expect(types.length).toBeGreaterThan(0);
    expect(types.filter((type) => !table.includes(`\`${type}\``))).toEqual([]);
  });

  it('name every service api/services.ts builds in architecture.md', () => {
    const table = section(architecture, '## One service shape');
    const keys = serviceKeys();
    expect(keys).toContain('orders');
    expect(keys.filter((key) => !table.includes(`| \`${key}\` |`))).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const links = docPages().flatMap(linksOf);
    expect(links.length).toBeGreaterThan(50);
    const broken = links.flatMap((link) => {
      const why = brokenBecause(link);
      return why ? [`${link.page}:${link.line} ${link.target}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('speak of the product, not of the history of its work', () => {
    const found = docPages().flatMap((page) =>
      read(page)
        .split('\n')
        .flatMap((line, index) => (HISTORY.some((pattern) => pattern.test(line)) ? [`${page}:${index + 1} ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
