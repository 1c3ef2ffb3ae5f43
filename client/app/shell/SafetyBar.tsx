import { useConfig } from '../../shared/config';

/** Every page: the emergency line and the gas-leak advice (spec 1 §1). */
export function SafetyBar() {
  const { contact } = useConfig();
  return (
    <aside className="safety-bar" aria-label="Emergencias">
      <p>
        <strong>Emergencias 24 horas:</strong> <a href={`tel:${contact.emergencyPhone.replace(/\s/g, '')}`}>{contact.emergencyPhone}</a>
      </p>
      <p>
        Si sientes olor a gas: cierra la llave de paso, abre puertas y ventanas, no enciendas ni apagues luces ni artefactos eléctricos, sal
        del lugar y llámanos desde afuera.
      </p>
    </aside>
  );
}
