import { defaultFieldResolver, getNamedType, isObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { FieldError } from '../machines/rules/account-rules';
import { overLongTexts } from '../machines/rules/limits';
import { gatewayError } from './backend/client';
import { refused } from './mappers/payload';

export const TEXT_TOO_LONG = 'Uno de los datos ingresados supera el largo máximo permitido';

/** The refusal in the shape the field answers: a form's payload names the fields, anything else is an input error. */
function refusal(info: GraphQLResolveInfo, errors: FieldError[]): unknown {
  switch (getNamedType(info.returnType).name) {
    case 'MutationPayload':
      return refused(errors);
    case 'AccountSearchResult':
      return { candidates: [], message: null, fieldErrors: refused(errors).fieldErrors };
    case 'RequestPayload':
      // a request form's fields are the backend's names: kept as they are
      return { ok: false, message: null, fieldErrors: errors, requestId: null };
    case 'AgreementSimulationPayload':
      return { ok: false, message: null, fieldErrors: errors, simulation: null };
    case 'QuotePayload':
      return { ok: false, quoteNumber: null, message: null, fieldErrors: refused(errors).fieldErrors };
    case 'LoginPayload':
      return { outcome: 'ERROR', message: TEXT_TOO_LONG, session: null, social: null };
    default:
      throw gatewayError('BAD_USER_INPUT', TEXT_TOO_LONG, { fieldErrors: refused(errors).fieldErrors });
  }
}

/**
 * Every field that takes arguments refuses a text longer than its field's limit (machines/rules/limits.ts)
 * before its resolver runs, so no over-long value reaches the backend whichever resolver forgets to check.
 */
export function guardTextLengths(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (parent, args: Record<string, unknown>, context, info) => {
        const errors = overLongTexts(args);
        return errors.length ? refusal(info, errors) : resolve(parent, args, context, info);
      };
    }
  }
  return schema;
}
