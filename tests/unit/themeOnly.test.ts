// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Font sizes, spacing and colours come from the theme (web/theme/theme.ts: `fontSize`, `space()`,
 * `colors`, `item`, `chip`, `gradients`, `font`), so that one file decides how the site looks. This
 * test reads every web/**\/*.ts(x) outside web/theme/ and web/__generated__/ with the TypeScript
 * parser (comments never count) and fails on:
 *
 * - a literal font size: a length (px, em, rem, pt, %) in a `font-size` declaration of a styled or
 *   css template literal (or of an untagged one: a piece of CSS interpolated into those), a
 *   `font-size:` in a string, a literal `fontSize` property or JSX attribute. A fluid size may put a
 *   viewport unit between two sizes of the scale: `clamp(${theme.fontSize.x}, 4vw, ${theme.fontSize.y})`.
 * - a literal colour: `#rgb`/`#rrggbb`/`#rrggbbaa`, `rgb()`/`rgba()` or `hsl()`/`hsla()` in a
 *   template literal; a string that is a hex colour (a JSX attribute such as an SVG `fill`, an
 *   option object; not a "#section" link) or holds a colour function. `transparent`,
 *   `currentColor` and `inherit` are not literal colours.
 * - a px spacing in a `margin*`, `padding*` or `gap` declaration of a template literal, except the
 *   structural ones: `0`, `1px` (the hairline padding of inline code beside its border) and `-1px`
 *   (a margin that lays an element's border over its container's, as the tabs do, or centres a 2px
 *   mark). Everything else is `theme.space(n)` (n × 4px; quarter steps for the tight paddings of
 *   badges, chips and toggles).
 *
 * Widths, heights, offsets, radii (theme.radius), line heights and border widths are layout, not
 * this rule.
 */

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const SKIPPED = new Set(['theme', '__generated__']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dir === WEB && SKIPPED.has(entry.name) ? [] : entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
/** Outside CSS: a string that is a hex colour (not a "#section" link), or any string with a colour function. */
const HEX_STRING = /^\s*#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\s*$/i;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?)\(/i;
const FONT_LENGTH = /\d*\.?\d+(?:px|r?em|pt|%)/;
const SPACING_PROPERTY = /^(?:margin|padding)(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?$|^(?:row-|column-)?gap$/;
const PX = /-?\d*\.?\d+px/g;
const STRUCTURAL_PX = new Set(['1px', '-1px']);
const PLACEHOLDER = '__interpolation__';

/** A tagged template whose text is CSS: styled.x`…`, styled(X)`…`, styled.x.attrs(…)`…`, css`…`, keyframes`…`, createGlobalStyle`…`. */
function isCssTag(tag: ts.Expression, source: ts.SourceFile): boolean {
  const text = tag.getText(source);
  return /^styled\b/.test(text) || ['css', 'keyframes', 'createGlobalStyle'].includes(text);
}

/** The template's literal text, each `${…}` replaced by a placeholder (so `${theme.x}px` reads as a placeholder, not a literal). */
function templateText(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(PLACEHOLDER);
}

type Violation = { file: string; line: number; rule: string; text: string };

function cssViolations(css: string): { rule: string; text: string }[] {
  const found: { rule: string; text: string }[] = [];
  if (COLOUR.test(css)) found.push({ rule: 'colour', text: css.match(COLOUR)![0] });
  for (const [, property, value] of css.matchAll(/([a-z-]+)\s*:\s*([^;{}]*)/g)) {
    if (property === 'font-size' && FONT_LENGTH.test(value.replaceAll(PLACEHOLDER, '')))
      found.push({ rule: 'font size', text: `${property}: ${value.trim()}` });
    if (SPACING_PROPERTY.test(property)) {
      const literal = (value.match(PX) ?? []).filter((length) => !STRUCTURAL_PX.has(length));
      if (literal.length > 0) found.push({ rule: 'spacing', text: `${property}: ${value.trim()}` });
    }
  }
  return found;
}

function violationsIn(path: string, text: string = readFileSync(path, 'utf8')): Violation[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const file = relative(WEB, path);
  const violations: Violation[] = [];
  const report = (node: ts.Node, rule: string, found: string) =>
    violations.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, rule, text: found });

  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      if (isCssTag(node.tag, source)) for (const found of cssViolations(templateText(node.template))) report(node, found.rule, found.text);
      // graphql`…` and other tags are not CSS; their interpolations are still visited
      if (!ts.isNoSubstitutionTemplateLiteral(node.template)) for (const span of node.template.templateSpans) visit(span.expression);
      ts.forEachChild(node.tag, visit);
      return;
    }
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      // an untagged template may be a piece of CSS interpolated into a styled one: the same rules
      for (const found of cssViolations(templateText(node))) report(node, found.rule, found.text);
    } else if (ts.isStringLiteral(node)) {
      if (HEX_STRING.test(node.text) || COLOUR_FUNCTION.test(node.text)) report(node, 'colour', node.text);
      if (/font-size\s*:\s*[^;]*\d/.test(node.text)) report(node, 'font size', node.text);
    }
    const name = ts.isPropertyAssignment(node) || ts.isJsxAttribute(node) ? node.name.getText(source).replace(/^['"]|['"]$/g, '') : null;
    if (name === 'fontSize' || name === 'font-size') {
      const initializer = ts.isPropertyAssignment(node) ? node.initializer : (node as ts.JsxAttribute).initializer;
      const literal = initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
      if (literal && (ts.isNumericLiteral(literal) || ts.isStringLiteral(literal))) report(node, 'font size', node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}

describe('theme only', () => {
  const files = sourceFiles(WEB);

  it('reads the web sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((path) => path.startsWith(join(WEB, 'theme')) || path.includes('__generated__'))).toBe(false);
  });

  it('takes every font size, spacing and colour of web/ from the theme', () => {
    const violations = files.flatMap((path) => violationsIn(path)).map((found) => `${found.file}:${found.line} ${found.rule}: ${found.text}`);
    expect(violations).toEqual([]);
  });

  it('would see each kind of literal', () => {
    const rules = (code: string) => violationsIn(join(WEB, 'sample.tsx'), code).map((found) => found.rule);
    const $ = '$'; // the samples are source code with interpolations, not templates of this test
    expect(rules('const A = styled.p`font-size: 13px; color: #fff;`;')).toEqual(['colour', 'font size']);
    expect(rules(`const A = styled(B)<{ $x: boolean }>\`margin: 0 6px; gap: ${$}{(p) => p.theme.space(2)}; padding: 1px 0;\`;`)).toEqual(['spacing']);
    expect(rules(`const A = css\`background: rgba(0, 0, 0, 0.5); margin-bottom: -1px; font-size: ${$}{(p) => p.theme.fontSize.sm};\`;`)).toEqual(['colour']);
    expect(rules(`const A = styled.h1\`font-size: clamp(${$}{(p) => p.theme.fontSize.xl}, 4vw, ${$}{(p) => p.theme.fontSize['2xl']});\`;`)).toEqual([]);
    expect(rules('const cell = `padding: 0 8px;`; const B = () => <svg><rect fill="#f5a623" /><text fontSize={12} /></svg>;')).toEqual([
      'spacing',
      'colour',
      'font size',
    ]);
    expect(rules('// font-size: 13px; color: #fff\nconst link = "#faq"; const q = graphql`query Q { a(first: 12) }`;')).toEqual([]);
  });
});
