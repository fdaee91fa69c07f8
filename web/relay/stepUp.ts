import type { IEnvironment } from 'relay-runtime';

/**
 * Step-up verification on the client (docs/security.md "Step-up verification"): when an answer says the session
 * must be verified by SMS first (REST code 4031, GraphQL StepUpRequiredError), the network layers ask
 * this prompt, which opens the one StepUpDialog; it settles true once the session is verified (the
 * layer then sends the very same request again, with the same idempotency key) or false when the user
 * cancels (the first answer is kept: nothing happened). Requests that need it while the dialog is open
 * wait for the same answer.
 */
export type StepUpPrompt = {
  /** Opens the dialog (or joins the open one) and settles with the user's choice. */
  request: () => Promise<boolean>;
  /** Whether the dialog should show. */
  isOpen: () => boolean;
  /** Called by the dialog: verified (true) or cancelled (false). */
  settle: (verified: boolean) => void;
  subscribe: (listener: () => void) => () => void;
};

export const STEP_UP_ENVELOPE_CODE = 4031;
export const STEP_UP_ERROR_TYPE = 'StepUpRequiredError';
export const STEP_UP_ERROR_CODE = 'STEP_UP_REQUIRED';

export function createStepUpPrompt(): StepUpPrompt {
  let pending: { promise: Promise<boolean>; resolve: (verified: boolean) => void } | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    request() {
      if (!pending) {
        let resolve!: (verified: boolean) => void;
        const promise = new Promise<boolean>((settle) => {
          resolve = settle;
        });
        pending = { promise, resolve };
        emit();
      }
      return pending.promise;
    },
    isOpen: () => pending !== null,
    settle(verified) {
      const current = pending;
      pending = null;
      current?.resolve(verified);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether a GraphQL answer asks for the step-up: a mutation's typed StepUpRequiredError, or a field's error with its code. */
export function asksForStepUp(payload: { data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] }): boolean {
  return hasStepUpError(payload.data) || (payload.errors ?? []).some(isStepUpFieldError);
}

/** A field (a query's, such as a Steam Guard code) refused for want of the step-up. */
export function isStepUpFieldError(error: { extensions?: Record<string, unknown> }): boolean {
  return error.extensions?.code === STEP_UP_ERROR_CODE;
}

/** Whether a GraphQL answer's data holds a StepUpRequiredError (a mutation's typed result), at any depth. */
export function hasStepUpError(value: unknown, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasStepUpError(item, depth + 1));
  const record = value as Record<string, unknown>;
  if (record.__typename === STEP_UP_ERROR_TYPE || (record.code === STEP_UP_ERROR_CODE && typeof record.message === 'string')) return true;
  return Object.values(record).some((item) => hasStepUpError(item, depth + 1));
}

const prompts = new WeakMap<IEnvironment, StepUpPrompt>();

/** Keeps the prompt beside the Relay environment whose network layers ask it. */
export function registerStepUpPrompt(environment: IEnvironment, prompt: StepUpPrompt): void {
  prompts.set(environment, prompt);
}

export function stepUpPromptFor(environment: IEnvironment): StepUpPrompt | undefined {
  return prompts.get(environment);
}
