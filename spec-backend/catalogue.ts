/**
 * The catalogue of requests (solicitudes): lines, categories and types with their form definitions (spec 2 §3: a
 * type is id, description — the supplier's code — and description_front, the label; one type has no label).
 */

export interface FormField {
  name: string;
  label: string;
  element: 'input' | 'select' | 'select2' | 'textarea';
  type: 'text' | 'number' | 'email' | 'file' | 'date' | 'checkbox';
  options: Array<{ value: string; label: string }>;
  validations: string;
  hidetitle: boolean;
  placealone: boolean;
}

export interface RequestType {
  id: number;
  /** the supplier's code, such as C321 */
  code: string;
  /** the label a person reads; null for the one type the catalogue left without it */
  label: string | null;
  category_id: number;
  business_line_id: number;
  explanation: string;
  form: FormField[];
}

export interface RequestCategory {
  id: number;
  name: string;
  business_line_id: number;
}

export const LINE_NAMES: Record<number, string> = { 1: 'Medidor', 3: 'Granel Habitacional', 4: 'Cilindro', 5: 'Autogas' };
/** The company lines (spec 3 §1), whose requests a company user files. */
export const COMPANY_LINE_NAMES: Record<number, string> = {
  2: 'Envasado Institucional',
  6: 'Granel Industrial',
  7: 'Suministro Eléctrico',
};

/** The codes whose form the portal completes by itself (spec 2 §7 "Default-form special codes"). */
export const SPECIAL_CODES = new Set(['C313', 'C316', 'C321', 'C325', 'C359', 'C360', 'C361', 'MC0501']);

const field = (
  name: string,
  label: string,
  element: FormField['element'],
  type: FormField['type'],
  validations: string,
  options: Array<[string, string]> = [],
): FormField => ({
  name,
  label,
  element,
  type,
  options: options.map(([value, text]) => ({ value, label: text })),
  validations,
  hidetitle: false,
  placealone: element === 'textarea',
});

const detail = field('detalle', 'Describe tu requerimiento', 'textarea', 'text', 'required|max:1000');
const phone = field('telefono_contacto', 'Teléfono de contacto', 'input', 'number', 'required|digits:9');
const attachment = field('adjunto', 'Adjuntar archivo (máximo 3MB)', 'input', 'file', 'nullable|max:3000');
const basic = [detail, phone, attachment];

export const CATEGORIES: RequestCategory[] = [
  { id: 10, name: 'Lecturas y consumo', business_line_id: 1 },
  { id: 11, name: 'Boleta y facturación', business_line_id: 1 },
  { id: 12, name: 'Convenios de pago', business_line_id: 1 },
  { id: 30, name: 'Pedidos y despacho', business_line_id: 3 },
  { id: 31, name: 'Facturación', business_line_id: 3 },
  { id: 40, name: 'Pedidos de cilindros', business_line_id: 4 },
  { id: 50, name: 'Contrato y kit', business_line_id: 5 },
  { id: 51, name: 'Mantenciones', business_line_id: 5 },
  // the company lines' (spec 3 §1): their requests are listed through /company_user/request/…
  { id: 20, name: 'Cotizaciones y despacho', business_line_id: 2 },
  { id: 60, name: 'Pedidos y despacho', business_line_id: 6 },
  { id: 61, name: 'Facturación', business_line_id: 6 },
  { id: 70, name: 'Suministro', business_line_id: 7 },
];

const type = (
  id: number,
  code: string,
  label: string | null,
  category_id: number,
  explanation: string,
  form: FormField[],
): RequestType => ({
  id,
  code,
  label,
  category_id,
  business_line_id: CATEGORIES.find((category) => category.id === category_id)!.business_line_id,
  explanation,
  form,
});

export const TYPES: RequestType[] = [
  type(101, 'C321', 'Solicitud de lectura de medidor', 10, 'Un técnico visitará tu domicilio para leer el medidor.', [
    field('fecha_preferida', 'Fecha preferida de visita', 'input', 'date', 'required'),
    field('comentario', 'Comentario', 'textarea', 'text', 'max:500'),
  ]),
  type(102, 'C316', 'Revisión por consumo elevado', 10, 'Revisaremos tu consumo y el estado del medidor.', basic),
  type(111, 'C325', 'Cambio de boleta a factura o de factura a boleta', 11, 'El cambio rige desde el próximo periodo de facturación.', [
    field('doc_type', 'Documento', 'select', 'text', 'required', [
      ['BOLETA', 'Boleta'],
      ['FACTURA', 'Factura'],
    ]),
    field('suscriber_type', 'Categoría', 'select', 'text', 'required', [
      ['DUEÑO', 'Dueño'],
      ['ARRENDATARIO', 'Arrendatario'],
    ]),
    field('rut_empresa', 'RUT de la empresa', 'input', 'text', 'max:12'),
    field('razon_social', 'Razón social', 'input', 'text', 'max:120'),
    field('giro', 'Giro', 'input', 'text', 'max:120'),
  ]),
  type(112, 'C313', 'Copia de boleta', 11, 'Te enviaremos una copia de la boleta a tu correo.', [
    field('periodo', 'Periodo de la boleta', 'input', 'date', 'required'),
  ]),
  type(121, 'C360', 'Convenio de pago', 12, 'Paga tu deuda en cuotas sin interés, con un pie.', [
    field('n11', 'Porcentaje de pie', 'select', 'number', 'required', [
      ['10', '10%'],
      ['20', '20%'],
      ['30', '30%'],
    ]),
    field(
      'n12',
      'Número de cuotas',
      'select',
      'number',
      'required',
      Array.from({ length: 12 }, (_, index) => [String(index + 1), String(index + 1)]),
    ),
  ]),
  type(122, 'C361', 'Convenio Ley 21.340', 12, 'Convenio por consumos impagos desde marzo de 2020, sin intereses ni multas.', [
    field(
      'n12',
      'Número de cuotas',
      'select',
      'number',
      'required',
      Array.from({ length: 48 }, (_, index) => [String(index + 1), String(index + 1)]),
    ),
  ]),
  type(301, 'C359', 'Reclamo por pedido no entregado', 30, 'Indícanos el número de pedido que no recibiste.', [
    field('numero_pedido', 'Número de pedido', 'input', 'text', 'required|max:10'),
    detail,
  ]),
  type(302, 'MC0501', null, 30, 'Mantención preventiva del estanque de gas granel.', [
    field('fecha_preferida', 'Fecha preferida de visita', 'input', 'date', 'required'),
    phone,
  ]),
  type(311, 'C330', 'Reclamo por facturación', 31, 'Revisaremos el documento que nos indiques.', basic),
  type(401, 'C340', 'Reclamo por pedido de cilindros', 40, 'Cuéntanos qué pasó con tu pedido.', basic),
  type(402, 'C341', 'Cilindro con fuga o defectuoso', 40, 'Ante olor a gas, cierra la llave y llama al 600 200 9000.', [
    field('formato', 'Formato del cilindro', 'select', 'text', 'required', [
      ['05', '5 kilos'],
      ['11', '11 kilos'],
      ['15', '15 kilos'],
      ['45', '45 kilos'],
    ]),
    detail,
    attachment,
  ]),
  type(501, 'C350', 'Solicitud de giftcard', 50, 'Canjea los litros de giftcard de tu contrato.', [detail]),
  type(502, 'C351', 'Revisión del kit de conversión', 50, 'Agenda una revisión del kit de conversión.', basic),
  type(511, 'C352', 'Reclamo por atención en taller', 51, 'Cuéntanos cómo fue la atención.', [
    field('taller', 'Taller', 'select2', 'text', 'required', [
      ['T013001', 'Taller Autogas Ñuñoa'],
      ['T013002', 'Taller Autogas Maipú'],
      ['T013003', 'Taller Autogas La Florida'],
    ]),
    detail,
  ]),
  type(201, 'C380', 'Consulta por cotización', 20, 'Te responderemos sobre la cotización que nos indiques.', basic),
  type(601, 'C370', 'Reclamo por despacho de granel industrial', 60, 'Indícanos el número de pedido y qué ocurrió.', [
    field('numero_pedido', 'Número de pedido', 'input', 'text', 'required|max:10'),
    detail,
    attachment,
  ]),
  type(602, 'C371', 'Revisión de estanque', 60, 'Un técnico revisará el estanque que nos indiques.', basic),
  type(611, 'C372', 'Reclamo por facturación', 61, 'Revisaremos el documento que nos indiques.', basic),
  type(701, 'C390', 'Corte o reposición de suministro', 70, 'Gestionaremos el corte o la reposición del suministro eléctrico.', basic),
];
