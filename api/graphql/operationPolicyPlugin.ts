// The operation policy (api/security/operationPolicy.ts) on GraphQL fields. The schema does not build
// when a mutation has no class, when a mutation that needs a session is not behind the `loggedIn`
// scope, or when one that needs a freshly verified session cannot answer StepUpRequiredError. A field
// whose class needs the step-up refuses a stale session with StepUpRequiredError before its resolver
// runs; the plugin wraps inside the errors plugin, so a mutation answers it as its result union's
// StepUpRequiredError member (and a query field as an error with code STEP_UP_REQUIRED).
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { assertStepUp, fieldRuleOf, needsOf } from '../security/operationPolicy.ts';
import { requireSignedIn, StepUpRequiredError, type Viewer } from '../session/viewer.ts';

type PolicyContext = { viewer: Viewer | undefined; hadSessionCookie: boolean; services: { clock: { now(): Date } } };

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      operationPolicy: OperationPolicyPlugin<Types>;
    }
  }
}

function assertDeclared(fieldConfig: { parentType: string; name: string; pothosOptions: object; extensions?: Record<string, unknown> | null }) {
  const rule = fieldRuleOf(fieldConfig.parentType, fieldConfig.name);
  const where = `${fieldConfig.parentType}.${fieldConfig.name}`;
  if (!rule) throw new Error(`mutation ${fieldConfig.name} has no class in api/security/operationPolicy.ts`);
  const needs = needsOf(rule);
  if (fieldConfig.parentType !== 'Mutation' || (needs !== 'session' && needs !== 'step-up')) return;
  if (!(fieldConfig.pothosOptions as { authScopes?: unknown }).authScopes) throw new Error(`${where} needs a session: give it authScopes { loggedIn: true }`);
  const errors = (fieldConfig.extensions?.pothosErrors ?? []) as unknown[];
  const canStepUp = needs === 'step-up' || rule.stepUpWhen !== undefined;
  if (canStepUp && !errors.includes(StepUpRequiredError)) throw new Error(`${where} may need the step-up: list StepUpRequiredError in its errors`);
}

export class OperationPolicyPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    assertDeclared(fieldConfig);
    const rule = fieldRuleOf(fieldConfig.parentType, fieldConfig.name);
    if (!rule || needsOf(rule) !== 'step-up') return resolver;
    return (parent, args, context, info) => {
      const { viewer, hadSessionCookie, services } = context as unknown as PolicyContext;
      assertStepUp(requireSignedIn(viewer, hadSessionCookie), services.clock.now());
      return resolver(parent, args, context, info);
    };
  }
}

const pluginName = 'operationPolicy';
// a module evaluated again beside the same Pothos (the test runner's shared workers, a hot reload)
// replaces its class, whose errors are the ones the new schema knows
const { allowPluginReRegistration } = SchemaBuilder;
SchemaBuilder.allowPluginReRegistration = true;
SchemaBuilder.registerPlugin(pluginName, OperationPolicyPlugin);
SchemaBuilder.allowPluginReRegistration = allowPluginReRegistration;

export default pluginName;
