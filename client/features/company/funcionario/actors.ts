import type { ApolloClient } from '@apollo/client';
import { funcionarioEditMachine, type EditSubmission } from '../../../../machines/funcionario-edit.machine';
import { funcionarioWizardMachine, type FuncionarioSubmission, type RutCheck } from '../../../../machines/funcionario-wizard.machine';
import type { ClientGrants } from '../../../../machines/rules/funcionario-rules';
import { mutationActor, queryActor } from '../../../lib/mutation-actor';
import { CREATE_FUNCIONARIO, FUNCIONARIO_RUT_CHECK, REQUEST_RESERVED_FUNCIONARIO, UPDATE_FUNCIONARIO, VALIDATE_FUNCIONARIO } from './api';

/** The grants as the schema takes them: one entry per client with privileges. */
export const grantsInput = (grants: ClientGrants) =>
  Object.entries(grants)
    .filter(([, privileges]) => privileges.length > 0)
    .map(([clientId, privileges]) => ({ clientId, privileges }));

const personal = (input: FuncionarioSubmission) => ({
  rut: input.rut,
  name: input.name.trim(),
  lastName: input.lastName.trim(),
  email: input.email.trim(),
  phone: input.phone.trim(),
});

/** The wizard with its effects over Apollo. */
export function wizardLogic(client: ApolloClient) {
  return funcionarioWizardMachine.provide({
    actors: {
      checkRut: queryActor(
        client,
        FUNCIONARIO_RUT_CHECK,
        ({ rut }: { rut: string }) => ({ rut }),
        (data): RutCheck => {
          const check = data.viewer?.company?.funcionarioRutCheck;
          if (!check) throw new Error('Sin respuesta');
          return check;
        },
      ),
      requestReserved: mutationActor(
        client,
        REQUEST_RESERVED_FUNCIONARIO,
        ({ rut }: { rut: string }) => ({ rut }),
        (data) => data.requestReservedFuncionario,
      ),
      // step 2 checks the personal data alone: the privileges come in step 3
      validateData: mutationActor(
        client,
        VALIDATE_FUNCIONARIO,
        (input: FuncionarioSubmission) => ({ input: personal(input) }),
        (data) => data.validateFuncionario,
      ),
      createFuncionario: mutationActor(
        client,
        CREATE_FUNCIONARIO,
        (input: FuncionarioSubmission) => ({ input: { ...personal(input), grants: grantsInput(input.grants) } }),
        (data) => data.createFuncionario,
      ),
    },
  });
}

/** The edit page's machine with its save over Apollo. */
export function editLogic(client: ApolloClient) {
  return funcionarioEditMachine.provide({
    actors: {
      saveFuncionario: mutationActor(
        client,
        UPDATE_FUNCIONARIO,
        (input: EditSubmission) => ({
          input: {
            id: input.id,
            rut: input.rut.trim(),
            name: input.name.trim(),
            lastName: input.lastName.trim(),
            email: input.email.trim(),
            phone: input.phone.trim(),
            regeneratePassword: input.regeneratePassword,
            enabled: input.enabled,
            grants: grantsInput(input.grants),
          },
        }),
        (data) => data.updateFuncionario,
      ),
    },
  });
}
