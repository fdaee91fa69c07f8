// The site's articles (api/modules/content) are files: content/help/<slug>.md, content/news/<slug>.md
// and content/agreements/<slug>.md. Each file is YAML front matter between `---` lines, then the
// Chinese body, a line `<!-- en -->`, and the English body (Markdown). The slug is the file name.
// Seeding writes the files to `articles` (by slug) and deletes the articles whose file is gone; an
// article whose file did not change is not written, so a second run changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { ArticleKind, PrismaClient } from '../../api/db/generated/prisma/client.ts';
import { transaction } from '../../api/db/transaction.ts';
import { HELP_CATEGORIES } from '../../api/modules/content/content.service.ts';

export const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));

/** The folders under content/ and the kind of the articles they hold. */
const FOLDERS: Record<string, ArticleKind> = { help: 'HELP', news: 'NEWS', agreements: 'AGREEMENT' };

/** The line between the Chinese and the English body. */
export const LANGUAGE_SEPARATOR = '<!-- en -->';

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

const frontMatterSchema = z
  .object({
    kind: z.enum(['help', 'news', 'agreement']),
    serial: z.number().int().min(1).max(999_999_999).optional(),
    category: z.enum(HELP_CATEGORIES).optional(),
    sortOrder: z.number().int().default(0),
    publishedAt: z.union([z.string(), z.date()]).transform((value, context) => {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) context.addIssue({ code: 'custom', message: 'not a date' });
      return date;
    }),
    titleZh: z.string().trim().min(1).max(120),
    titleEn: z.string().trim().min(1).max(160),
    summaryZh: z.string().trim().max(300).default(''),
    summaryEn: z.string().trim().max(400).default(''),
  })
  .strict();

export type ArticleFile = {
  slug: string;
  kind: ArticleKind;
  serial: number | null;
  category: string;
  sortOrder: number;
  publishedAt: Date;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  bodyZh: string;
  bodyEn: string;
};

/** Reads one article file; throws with the file's name and what is wrong. */
export function parseArticleFile(fileName: string, text: string, folderKind: ArticleKind): ArticleFile {
  const fail = (problem: string): never => {
    throw new Error(`content file ${fileName}: ${problem}`);
  };
  const slug = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!SLUG.test(slug)) fail('the file name must be a slug (lower-case letters, digits and -) ending in .md');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) fail('it must start with front matter between two --- lines');
  const [, yamlText, rest] = match as RegExpExecArray;
  let yaml: unknown;
  try {
    yaml = parseYaml(yamlText);
  } catch (error) {
    fail(`its front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = frontMatterSchema.safeParse(yaml);
  if (!parsed.success) fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const meta = parsed.data!;
  const kind = meta.kind.toUpperCase() as ArticleKind;
  if (kind !== folderKind) fail(`kind ${meta.kind} does not belong in this folder`);
  if (kind === 'HELP' && (meta.serial === undefined || meta.category === undefined)) fail('a help article needs a serial and a category');
  if (kind !== 'HELP' && (meta.serial !== undefined || meta.category !== undefined)) fail('only help articles have a serial and a category');
  const bodies = rest.split(new RegExp(`^${LANGUAGE_SEPARATOR}\\s*$`, 'm'));
  if (bodies.length !== 2) fail(`the Chinese and the English body must be separated by one line ${LANGUAGE_SEPARATOR}`);
  const [bodyZh, bodyEn] = bodies.map((body) => body.trim());
  if (!bodyZh || !bodyEn) fail('both bodies must have text');
  return {
    slug,
    kind,
    serial: meta.serial ?? null,
    category: meta.category ?? '',
    sortOrder: meta.sortOrder,
    publishedAt: meta.publishedAt,
    titleZh: meta.titleZh,
    titleEn: meta.titleEn,
    summaryZh: meta.summaryZh,
    summaryEn: meta.summaryEn,
    bodyZh,
    bodyEn,
  };
}

/** Every article file under `dir`, checked (one slug and one serial per article). */
export function readArticleFiles(dir: string = CONTENT_DIR): ArticleFile[] {
  const articles: ArticleFile[] = [];
  for (const [folder, kind] of Object.entries(FOLDERS)) {
    const path = `${dir}/${folder}`;
    const names = readdirSync(path)
      .filter((name) => name.endsWith('.md'))
      .sort();
    for (const name of names) articles.push(parseArticleFile(`${folder}/${name}`, readFileSync(`${path}/${name}`, 'utf8'), kind));
  }
  const duplicate = (values: unknown[]) => values.find((value, index) => values.indexOf(value) !== index);
  const slug = duplicate(articles.map((article) => article.slug));
  if (slug !== undefined) throw new Error(`content: two articles are named ${slug}`);
  const serial = duplicate(articles.flatMap((article) => (article.serial === null ? [] : [article.serial])));
  if (serial !== undefined) throw new Error(`content: two help articles have the serial ${serial}`);
  return articles;
}

const sameArticle = (row: ArticleFile, file: ArticleFile) =>
  (Object.keys(file) as (keyof ArticleFile)[]).every((key) => {
    const a = row[key];
    const b = file[key];
    return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
  });

export type ContentSeedResult = { articles: number; written: number; deleted: number };

/** Writes the content files' articles: new and changed ones by slug, and deletes those whose file is gone. */
export async function seedContent(prisma: PrismaClient, dir: string = CONTENT_DIR): Promise<ContentSeedResult> {
  const files = readArticleFiles(dir);
  const existing = await prisma.article.findMany();
  const bySlug = new Map(existing.map((row) => [row.slug, row]));
  const changed = files.filter((file) => {
    const row = bySlug.get(file.slug);
    return !row || !sameArticle(row as ArticleFile, file);
  });
  const slugs = files.map((file) => file.slug);
  const gone = existing.filter((row) => !slugs.includes(row.slug));
  if (changed.length === 0 && gone.length === 0) return { articles: files.length, written: 0, deleted: 0 };
  // serials are unique: free those of the rows about to change first, so two articles may swap theirs
  await transaction(
    async (tx) => {
      await tx.article.deleteMany({ where: { slug: { notIn: slugs } } });
      await tx.article.updateMany({ where: { slug: { in: changed.map((file) => file.slug) }, serial: { not: null } }, data: { serial: null } });
      for (const { slug, ...data } of changed) await tx.article.upsert({ where: { slug }, create: { slug, ...data }, update: data });
    },
    { client: prisma, timeout: 60_000 },
  );
  return { articles: files.length, written: changed.length, deleted: gone.length };
}
