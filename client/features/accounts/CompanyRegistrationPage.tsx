import { Link } from 'wouter';
import { useConfig } from '../../shared/config';
import { paths } from '../../shared/paths';

/** /register_empresa: companies do not register themselves; an executive creates the account (spec 1 §2). */
export default function CompanyRegistrationPage() {
  const { contact, links } = useConfig();
  return (
    <section className="form-card" aria-labelledby="company-title">
      <h1 id="company-title">Tu empresa aún no está registrada</h1>
      <p>
        Para crear la cuenta de tu empresa llama a nuestro call center al{' '}
        <a href={`tel:${contact.companyCallCentre.replace(/\s/g, '')}`}>{contact.companyCallCentre}</a>. Un ejecutivo creará la cuenta y te
        entregará los datos para iniciar sesión.
      </p>
      <p>{contact.hours}</p>
      <div className="form-actions">
        <a className="button button-secondary" href={links.companyRegistration} target="_blank" rel="noreferrer">
          Formulario de creación de cuenta
        </a>
        <Link href={paths.login} className="button">
          IR AL INICIO
        </Link>
      </div>
    </section>
  );
}
