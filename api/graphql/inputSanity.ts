import { type ASTNode, type ASTVisitor, GraphQLError, Kind, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type Language, languageFrom, translate } from '../i18n/messages.ts';
import { findInputProblem, type InputProblem, isCleanString } from '../security/inputStrings.ts';

function refusal(language: Language, problem: InputProblem, nodes?: ASTNode[]): GraphQLError {
  const extensions = { code: 'BAD_USER_INPUT', http: { status: 400 } };
  if (problem.kind === 'tooComplex') return new GraphQLError(translate(language, 'errors.inputTooComplex'), { nodes, extensions });
  return new GraphQLError(translate(language, 'errors.invalidCharacters', { field: problem.path }), {
    nodes,
    extensions: { ...extensions, field: problem.path },
  });
}

function languageOf(request: Request | undefined): Language {
  return languageFrom(request?.headers.get('accept-language'));
}

type Ancestor = ASTNode | readonly ASTNode[] | undefined;

/** The argument, input field or variable a literal belongs to, for the message. */
function fieldOf(parent: Ancestor, ancestors: readonly Ancestor[]): string {
  const chain = [...ancestors, parent];
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const node = chain[index];
    if (node === undefined || Array.isArray(node)) continue;
    const ancestor = node as ASTNode;
    if (ancestor.kind === Kind.ARGUMENT || ancestor.kind === Kind.OBJECT_FIELD) return ancestor.name.value;
    if (ancestor.kind === Kind.VARIABLE_DEFINITION) return `$${ancestor.variable.name.value}`;
  }
  return '';
}

/**
 * The GraphQL face of the string rule (api/security/inputStrings.ts), in one place for every
 * operation: the variables are walked before anything is parsed or run, and string literals of the
 * document are checked while it is validated. A refusal is a translated BAD_USER_INPUT error with
 * status 400; no resolver, service or database sees the value.
 */
export function inputSanity(): Plugin {
  return {
    onParams({ params, request, setResult }) {
      const problem = findInputProblem(params.variables ?? {});
      if (problem) setResult({ errors: [refusal(languageOf(request), problem)] });
    },
    onValidate({ addValidationRule, context }) {
      const language = languageOf((context as { request?: Request }).request);
      addValidationRule(
        (validation: ValidationContext): ASTVisitor => ({
          StringValue(node, _key, parent, _path, ancestors) {
            if (!isCleanString(node.value)) validation.reportError(refusal(language, { kind: 'characters', path: fieldOf(parent, ancestors) }, [node]));
          },
        }),
      );
    },
  };
}
