import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { Modal } from '../../ui/Modal';
import { RATE_REQUEST } from './api';
import './requests.css';

const STARS = [1, 2, 3, 4, 5] as const;
/** spec 1 §8: the rating's transport error */
const TRANSPORT_ERROR = 'Error en request';

interface RatingValues {
  /** the chosen star's value, '' before one is chosen (sent as 0, which the server refuses) */
  rating: string;
  comment: string;
}

const FIELDS: readonly string[] = ['rating', 'comment'] satisfies Array<keyof RatingValues>;

interface RatingDialogProps {
  requestId: string;
  onClose: () => void;
  /** the rating was saved: the server's message, if it gave one */
  onRated: (message: string | null) => void;
}

/**
 * 'Calificar' (spec 1 §4, §5): 1 to 5 stars as a radio group and an optional comment. The server validates: its
 * field errors show under their field and clear when it is edited; what was chosen and typed stays on any failure.
 */
export function RatingDialog({ requestId, onClose, onRated }: RatingDialogProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RatingValues>({ defaultValues: { rating: '', comment: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [rate, { loading }] = useMutation(RATE_REQUEST);
  const [stars, comment] = watch(['rating', 'comment']);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const input = { requestId, rating: Number(values.rating), comment: values.comment.trim() || null };
      const answer = (await rate({ variables: { input } })).data?.rateRequest;
      if (!answer) throw new Error(TRANSPORT_ERROR);
      if (answer.ok) return onRated(answer.message);
      // each field's first message under it (set last, so it stays); errors naming no field here say the form's failure
      const shown = answer.fieldErrors.filter((e) => FIELDS.includes(e.field));
      for (const e of [...shown].reverse()) setError(e.field as keyof RatingValues, { type: 'server', message: e.message });
      if (!shown.length) setFailure(answer.message ?? TRANSPORT_ERROR);
    } catch {
      setFailure(TRANSPORT_ERROR);
    }
  });

  const form = `${id}-form`;
  return (
    <Modal
      title="Calificar requerimiento"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" form={form} className="button" disabled={loading} aria-busy={loading || undefined}>
            {loading ? 'Enviando…' : 'Calificar'}
          </button>
        </>
      }
    >
      <form id={form} className="rating-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="stars" aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
          <legend>¿Cómo evalúas la atención de tu requerimiento?</legend>
          <div className="stars-row">
            {STARS.map((value) => (
              <label key={value} className={value <= Number(stars) ? 'star star-on' : 'star'}>
                <input type="radio" value={value} className="visually-hidden" {...register('rating')} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{value === 1 ? '1 estrella' : `${value} estrellas`}</span>
              </label>
            ))}
          </div>
          {errors.rating && (
            <span id={`${id}-rating-error`} className="field-error" role="alert">
              {errors.rating.message}
            </span>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-comment`}>Comentario (opcional)</label>
          <textarea
            id={`${id}-comment`}
            rows={4}
            maxLength={MAX_LENGTH.comment}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={`${id}-count${errors.comment ? ` ${id}-comment-error` : ''}`}
            {...register('comment')}
          />
          <small id={`${id}-count`} className="muted">
            {comment.length} de {MAX_LENGTH.comment} caracteres
          </small>
          {errors.comment && (
            <span id={`${id}-comment-error`} className="field-error" role="alert">
              {errors.comment.message}
            </span>
          )}
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
