import {
  type GraphQLArgument,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';

/**
 * Every element of the schema a GraphiQL reader sees that has no description: types, fields,
 * arguments, enum values and input fields, each as a schema coordinate (`Type.field(arg:)`).
 * Built-in scalars, introspection types and built-in directives are not ours to describe.
 */
export function undocumentedSchemaElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (coordinate: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(coordinate);
  };
  const checkArgs = (coordinate: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) check(`${coordinate}(${arg.name}:)`, arg.description);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        checkArgs(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
  }
  for (const directive of schema.getDirectives()) {
    if (['include', 'skip', 'deprecated', 'specifiedBy', 'oneOf'].includes(directive.name)) continue;
    check(`@${directive.name}`, directive.description);
    checkArgs(`@${directive.name}`, directive.args);
  }
  return missing;
}
