import type { FieldError, RequestCategory } from '../../../machines/types';
import { MISSING } from '../../lib/format';

interface CategoryStepProps {
  categories: RequestCategory[];
  categoryId: string | null;
  typeId: string | null;
  errors: FieldError[];
  onCategory(id: string): void;
  onType(id: string): void;
  onBack(): void;
  onNext(): void;
}

/** Step 2: a category of the line, then one of its types (with its description once chosen). */
export function CategoryStep({ categories, categoryId, typeId, errors, onCategory, onType, onBack, onNext }: CategoryStepProps) {
  const category = categories.find((c) => c.id === categoryId) ?? null;
  const type = category?.types.find((t) => t.id === typeId) ?? null;
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  return (
    <section className="wizard-step" aria-labelledby="wizard-category">
      <h2 id="wizard-category" tabIndex={-1}>
        Selecciona el tipo de requerimiento
      </h2>
      <fieldset className="wizard-choices" aria-describedby={errorOf('category') ? 'wizard-category-error' : undefined}>
        <legend>Categoría</legend>
        {categories.map((c) => (
          <label key={c.id} className="wizard-choice">
            <input type="radio" name="wizard-category" checked={categoryId === c.id} onChange={() => onCategory(c.id)} />
            <span>{c.name ?? MISSING}</span>
          </label>
        ))}
      </fieldset>
      {errorOf('category') && (
        <p id="wizard-category-error" className="tooltip-error" role="alert">
          {errorOf('category')}
        </p>
      )}
      {category && (
        <fieldset className="wizard-choices" aria-describedby={errorOf('type') ? 'wizard-type-error' : undefined}>
          <legend>Tipo</legend>
          {category.types.map((t) => (
            <label key={t.id} className="wizard-choice">
              <input type="radio" name="wizard-type" checked={typeId === t.id} onChange={() => onType(t.id)} />
              <span>{t.name ?? MISSING}</span>
            </label>
          ))}
        </fieldset>
      )}
      {errorOf('type') && (
        <p id="wizard-type-error" className="tooltip-error" role="alert">
          {errorOf('type')}
        </p>
      )}
      {type?.description && <p className="note">{type.description}</p>}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          Volver
        </button>
        <button type="button" className="button" onClick={onNext}>
          Siguiente
        </button>
      </div>
    </section>
  );
}
