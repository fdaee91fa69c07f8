import path from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/**
 * CI retries a failed test once (playwright.config.ts): one that passes on the retry would pass the
 * run unseen. At the end of the run this prints a line for each, `FLAKY: <file>:<line> › <title>`,
 * with what its failed attempt said. It never changes the run's result.
 */
export default class FlakyReporter implements Reporter {
  private rootDir = process.cwd();
  private suite: Suite | undefined;

  onBegin(config: FullConfig, suite: Suite) {
    if (config.configFile) this.rootDir = path.dirname(config.configFile);
    this.suite = suite;
  }

  onEnd() {
    const flaky = this.suite?.allTests().filter((test) => test.outcome() === 'flaky') ?? [];
    if (flaky.length === 0) return;
    const lines = flaky.map((test) => {
      const error = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped')?.error;
      const said = firstLine(error?.message ?? error?.value ?? '');
      return `FLAKY: ${this.titleOf(test)}${said ? `\n  first attempt: ${said}` : ''}`;
    });
    console.log(`\n${flaky.length} test(s) passed only on a retry:\n${lines.join('\n')}`);
  }

  private titleOf(test: TestCase): string {
    const titles = [test.title];
    for (let suite = test.parent; suite.type === 'describe'; suite = suite.parent as Suite) titles.unshift(suite.title);
    const file = path.relative(this.rootDir, test.location.file);
    return `${file}:${test.location.line} › ${titles.join(' › ')}`;
  }
}

/** The first line of an error's text, without the terminal's colours. */
function firstLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences of the colours
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.trim().split('\n')[0];
}
