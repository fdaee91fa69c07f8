import { type Change, ChangeType, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, type GraphQLNamedType, type GraphQLSchema, getNamedType, isInputObjectType, isInterfaceType, isObjectType, isUnionType } from 'graphql';

/** A change of the schema, and whether the deprecation policy lets it through. */
export type JudgedChange = { change: Change; level: CriticalityLevel; allowed: boolean; note?: string };

/**
 * The deprecation policy (docs/graphql.md): an argument, field, input field or enum value may be
 * removed only when the base schema already marked it `@deprecated(reason:)`, i.e. clients had a
 * release to move off it; a type may go when the base schema reached it only through deprecated
 * elements. Every other breaking change is refused; dangerous and safe ones pass.
 */
export async function judgeSchemaChanges(baseSdl: string, nextSdl: string): Promise<JudgedChange[]> {
  const base = buildSchema(baseSdl);
  const next = buildSchema(nextSdl);
  const changes = await diff(base, next);
  return changes.map((change) => {
    const level = change.criticality.level;
    if (level !== CriticalityLevel.Breaking) return { change, level, allowed: true };
    const deprecated = removedDeprecatedElement(base, next, change);
    return deprecated
      ? { change, level, allowed: true, note: deprecated }
      : { change, level, allowed: false, note: 'breaking: deprecate it first (@deprecated(reason:)) and remove it in a later release' };
  });
}

/** Why a breaking change is a permitted removal, or undefined when it is not one. */
function removedDeprecatedElement(base: GraphQLSchema, next: GraphQLSchema, change: Change): string | undefined {
  const path = change.path?.split('.') ?? [];
  switch (change.type) {
    case ChangeType.FieldRemoved:
    case ChangeType.InputFieldRemoved: {
      const [typeName, fieldName] = path;
      const type = base.getType(typeName);
      const field = type && (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) ? type.getFields()[fieldName] : undefined;
      return field?.deprecationReason ? `removed after deprecation: ${field.deprecationReason}` : undefined;
    }
    case ChangeType.FieldArgumentRemoved: {
      const [typeName, fieldName, argName] = path;
      const type = base.getType(typeName);
      const field = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[fieldName] : undefined;
      const arg = field?.args.find((candidate) => candidate.name === argName);
      return arg?.deprecationReason || field?.deprecationReason ? 'removed after deprecation' : undefined;
    }
    case ChangeType.EnumValueRemoved: {
      const [typeName, valueName] = path;
      const type = base.getType(typeName);
      const value = type && 'getValue' in type ? type.getValue(valueName) : undefined;
      return value?.deprecationReason ? `removed after deprecation: ${value.deprecationReason}` : undefined;
    }
    case ChangeType.TypeRemoved: {
      const type = base.getType(path[0]);
      return type && onlyReachedThroughDeprecated(base, next, type) ? 'no longer reachable: every use of it was deprecated' : undefined;
    }
    default:
      return undefined;
  }
}

/** Whether every field, argument and input field of the base schema that has this type is deprecated (or goes too), and no kept union or type holds it. */
function onlyReachedThroughDeprecated(base: GraphQLSchema, next: GraphQLSchema, removed: GraphQLNamedType): boolean {
  for (const type of Object.values(base.getTypeMap())) {
    // a type removed as well is judged on its own
    if (type.name.startsWith('__') || !next.getType(type.name)) continue;
    if (isUnionType(type) && type.getTypes().includes(removed as never)) return false;
    if ((isObjectType(type) || isInterfaceType(type)) && type.getInterfaces().includes(removed as never)) return false;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type) === removed && !field.deprecationReason) return false;
        for (const arg of field.args) {
          if (getNamedType(arg.type) === removed && !arg.deprecationReason && !field.deprecationReason) return false;
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (getNamedType(field.type) === removed && !field.deprecationReason) return false;
      }
    }
  }
  return true;
}
