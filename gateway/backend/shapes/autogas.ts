/** The shapes of the autogas calls' answers (gateway/backend/contract/autogas.ts): every form the spec allows. */
import type {
  AutogasAnswer,
  BackendAutogasContract,
  BackendAutogasDashboard,
  BackendFuelRecord,
  BackendGoal,
  BackendMaintenance,
  BackendMaintenancePrice,
  BackendMaintenanceRegions,
  BackendMaintenanceService,
  BackendSlot,
  BackendWorkshop,
} from '../contract';
import { array, date, figure, id, literal, nullable, number, object, oneOf, optional, string, text, type Shape } from '../shape';

/** a field the backend may leave out, or write null */
const maybe = <T>(shape: Shape<T>) => optional(nullable(shape));

/** An autogas answer: data when the status is ok, a message otherwise. */
export function autogasShape<T>(data: Shape<T>): Shape<AutogasAnswer<T>> {
  return object<AutogasAnswer<T>>()({ status: optional(string), message: optional(string), data: optional(data) });
}

export const dashboardShape = autogasShape(
  object<BackendAutogasDashboard>()({
    vehicle_brand: nullable(text),
    monthly_consumption_goal: nullable(figure),
    monthly_consumption_current: nullable(figure),
    monthly_consumption_percentage: nullable(figure),
    giftcard_liters: nullable(figure),
  }),
);

export const maintenanceShape = object<BackendMaintenance>()({
  type: maybe(text),
  registration_date: maybe(date),
  status: maybe(id),
  description: nullable(text),
  scheduled_date: nullable(date),
  scheduled_time: nullable(text),
  notice_id: id,
  workshop_name: nullable(text),
  workshop_address: nullable(text),
  workshop_city: nullable(text),
  workshop_region: nullable(text),
  valor_mantencion_taller: maybe(figure),
  porcentaje_descuento: maybe(figure),
  valor_aplicando_descuento: maybe(figure),
});

export const maintenanceListShape = array(maintenanceShape);

export const serviceShape = object<BackendMaintenanceService>()({
  id_service: id,
  text,
  expected_km: nullable(figure),
  num_mant: id,
});
export const serviceListShape = array(serviceShape);

export const regionsShape = autogasShape(
  object<BackendMaintenanceRegions>()({
    regions: array(object<BackendMaintenanceRegions['regions'][number]>()({ code: id, name: text })),
    pre_selected_code: nullable(id),
  }),
);

const workshopShape = object<BackendWorkshop>()({
  code: id,
  name: text,
  street: nullable(text),
  house_number: nullable(text),
  city: nullable(text),
});
export const workshopsShape = autogasShape(object<{ workshops: BackendWorkshop[] }>()({ workshops: array(workshopShape) }));

const slotShape = object<BackendSlot>()({ date_block: date, hour_start: text, hour_end: text, id_block: number });
export const datetimesShape = object<AutogasAnswer<BackendSlot[]> & { cut_day?: string | null }>()({
  status: optional(string),
  message: optional(string),
  data: optional(array(slotShape)),
  cut_day: maybe(date),
});

export const pricesShape = autogasShape(
  object<BackendMaintenancePrice>()({
    valor_mantencion_taller: nullable(figure),
    porcentaje_descuento: nullable(figure),
    valor_aplicando_descuento: nullable(figure),
  }),
);

type Kit = NonNullable<BackendAutogasContract['kits']>[number];
type Download = Extract<NonNullable<BackendAutogasContract['downloads']>[number], object>;

export const contractShape = autogasShape(
  object<BackendAutogasContract>()({
    contract_number: id,
    description_type_contract: nullable(text),
    description_state_contract: nullable(text),
    start_date_contract: nullable(date),
    end_date_contract: nullable(date),
    months_elapsed_start_contract: nullable(figure),
    months_left_end_contract: nullable(figure),
    downloads: nullable(array(oneOf(object<Download>()({ type: literal('CONTRACT', 'CIA') }), literal('CONTRACT', 'CIA')))),
    client_code: nullable(id),
    rut: nullable(text),
    titular_name: nullable(text),
    address: nullable(text),
    comune: nullable(text),
    region: nullable(text),
    vehicle_brand: nullable(text),
    vehicle_model: nullable(text),
    vehicle_patent: nullable(text),
    vehicle_chassis_number: nullable(text),
    months_contract_duration: nullable(figure),
    monthly_consumption_goal: nullable(figure),
    total_expected_consumption: nullable(figure),
    total_consumption: nullable(figure),
    average_monthly_consumption: nullable(figure),
    consumed_percentage_expected_total: nullable(figure),
    kits: nullable(array(object<Kit>()({ material_code: nullable(id), description: nullable(text), autogas_manual_id: nullable(id) }))),
    giftcard_liters: nullable(figure),
  }),
);

export const currentRecordShape = autogasShape(object<{ total_liters: BackendFuelRecord['liters'] }>()({ total_liters: nullable(figure) }));

export const recordListShape = autogasShape(
  array(object<BackendFuelRecord>()({ day: date, hour: nullable(text), liters: nullable(figure) })),
);

export const goalsShape = autogasShape(
  array(
    object<BackendGoal>()({
      year: figure,
      month: figure,
      goal: nullable(figure),
      liters: nullable(figure),
      fulfillment: nullable(figure),
    }),
  ),
);
