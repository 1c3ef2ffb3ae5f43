import { useRef } from 'react';
import { ATTACHMENT_TOO_LARGE, MAX_ATTACHMENT_BYTES } from '../../../machines/rules/request-rules';
import type { AttachedFile, FieldValue } from '../../../machines/request-wizard.form';

interface FileFieldProps {
  id: string;
  file: AttachedFile | null;
  /** the field's validation rules: 'mimes:pdf,jpg' becomes the input's accept */
  validations: string[];
  disabled: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  onChange(value: FieldValue): void;
  onRefuse(message: string): void;
}

/** The types the server lists, or the documents and pictures a request usually carries. */
function acceptOf(validations: string[]): string {
  const mimes = validations.find((v) => v.startsWith('mimes:'));
  if (!mimes) return '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx,.txt';
  return mimes
    .slice('mimes:'.length)
    .split(',')
    .map((ext) => `.${ext.trim()}`)
    .join(',');
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsDataURL(file);
  });
}

/** A file input: over 3 MB refused as soon as it is chosen; a kept file shows its name (it survives the input). */
export function FileField({ file, validations, onChange, onRefuse, ...input }: FileFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > MAX_ATTACHMENT_BYTES) {
      if (ref.current) ref.current.value = '';
      onRefuse(ATTACHMENT_TOO_LARGE);
      return;
    }
    try {
      onChange({ name: chosen.name, base64: await readBase64(chosen), size: chosen.size });
    } catch {
      onRefuse('No se pudo leer el archivo seleccionado');
    }
  };
  return (
    <>
      <input ref={ref} type="file" accept={acceptOf(validations)} onChange={(e) => void pick(e.target.files?.[0])} {...input} />
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
