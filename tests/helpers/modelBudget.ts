// How much a model-based test plays. The API suite runs twice in CI: on the embedded database
// (`npm test`, also every developer's loop) and on PostgreSQL (TEST_DATABASE_URL), where statements
// run side by side and cost a fraction of PGlite's. The full budgets play on PostgreSQL; the embedded
// pass plays a smaller one that still walks every command on the database a newcomer starts with.

/** Whether the API suite runs on PostgreSQL (TEST_DATABASE_URL). */
export const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/** `override` (an environment variable's value) when set, else the budget of the database the suite runs on. */
export function modelBudget(override: string | undefined, budget: { postgres: number; embedded: number }): number {
  if (override !== undefined && override !== '') return Number(override);
  return ON_POSTGRES ? budget.postgres : budget.embedded;
}
