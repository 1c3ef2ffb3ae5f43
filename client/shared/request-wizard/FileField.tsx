import { useRef } from 'react';
import {
  ATTACHMENT_TOO_LARGE,
  attachmentAccept,
  attachmentTypeError,
  attachmentTypesOf,
  MAX_ATTACHMENT_BYTES,
} from '../../../machines/rules/request-rules';
import type { AttachedFile, FieldValue } from '../../../machines/request-wizard.form';

interface FileFieldProps {
  id: string;
  file: AttachedFile | null;
  /** the field's validation rules: 'mimes:pdf,jpg' becomes the input's accept; without it, PDF and pictures */
  validations: string[];
  disabled: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  onChange(value: FieldValue): void;
  onRefuse(message: string): void;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsDataURL(file);
  });
}

/**
 * A file input: a type the field does not take (by its name, then by its content) or a file over 3 MB is refused as
 * soon as it is chosen, with the message the gateway and the backend would give (machines/rules/request-rules.ts);
 * a kept file shows its name (it survives the input).
 */
export function FileField({ file, validations, onChange, onRefuse, ...input }: FileFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const refuse = (message: string) => {
    if (ref.current) ref.current.value = '';
    onRefuse(message);
  };
  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    // the accept attribute only suggests: a file picker's "all files" still gives any type
    const wrongName = attachmentTypeError(chosen.name, null, validations);
    if (wrongName) return refuse(wrongName);
    if (chosen.size > MAX_ATTACHMENT_BYTES) return refuse(ATTACHMENT_TOO_LARGE);
    let base64: string;
    try {
      base64 = await readBase64(chosen);
    } catch {
      return refuse('No se pudo leer el archivo seleccionado');
    }
    const wrongContent = attachmentTypeError(chosen.name, base64, validations);
    if (wrongContent) return refuse(wrongContent);
    onChange({ name: chosen.name, base64, size: chosen.size });
  };
  return (
    <>
      <input
        ref={ref}
        type="file"
        accept={attachmentAccept(attachmentTypesOf(validations))}
        onChange={(e) => void pick(e.target.files?.[0])}
        {...input}
      />
      {file && (
        <p className="wizard-file">
          <span>Archivo adjunto: {file.name}</span>
          <button
            type="button"
            className="button button-ghost"
            disabled={input.disabled}
            onClick={() => {
              if (ref.current) ref.current.value = '';
              onChange(null);
            }}
          >
            Quitar archivo
          </button>
        </p>
      )}
    </>
  );
}
