/** Mis Funcionarios (spec 3 §2): the list, search and wizard land with the business-area issue. */
export default function FuncionariosPage() {
  return (
    <section className="page">
      <h1>Mis Funcionarios</h1>
      <p>La administración de funcionarios estará disponible en una próxima versión de la Sucursal Virtual.</p>
    </section>
  );
}
