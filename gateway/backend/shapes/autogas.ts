/** The shapes of the autogas calls' answers (gateway/backend/contract/autogas.ts). */
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
import { array, literal, nullable, number, object, optional, pattern, string, type Shape } from '../shape';

const isoDay = pattern('fecha YYYY-MM-DD', /^\d{4}-\d{2}-\d{2}$/);
/** the autogas calls write their figures as text, decimals with a comma ('12,5') */
const decimal = pattern("cifra como texto ('12,5')", /^-?[\d.]*\d(,\d+)?$/);

/** An autogas answer: data when the status is ok, a message otherwise. */
export function autogasShape<T>(data: Shape<T>): Shape<AutogasAnswer<T>> {
  return object<AutogasAnswer<T>>()({ status: optional(string), message: optional(string), data: optional(data) });
}

export const dashboardShape = autogasShape(
  object<BackendAutogasDashboard>()({
    vehicle_brand: string,
    monthly_consumption_goal: decimal,
    monthly_consumption_current: decimal,
    monthly_consumption_percentage: decimal,
    giftcard_liters: decimal,
  }),
);

export const maintenanceShape = object<BackendMaintenance>()({
  type: optional(string),
  registration_date: optional(string),
  status: optional(string),
  description: string,
  scheduled_date: isoDay,
  scheduled_time: string,
  notice_id: number,
  workshop_name: string,
  workshop_address: string,
  workshop_city: string,
  workshop_region: string,
  valor_mantencion_taller: optional(nullable(string)),
  porcentaje_descuento: optional(nullable(string)),
  valor_aplicando_descuento: optional(nullable(string)),
});

export const maintenanceListShape = array(maintenanceShape);

export const serviceShape = object<BackendMaintenanceService>()({
  id_service: number,
  text: string,
  expected_km: string,
  num_mant: number,
});
export const serviceListShape = array(serviceShape);

export const regionsShape = autogasShape(
  object<BackendMaintenanceRegions>()({
    regions: array(object<BackendMaintenanceRegions['regions'][number]>()({ code: string, name: string })),
    pre_selected_code: nullable(string),
  }),
);

const workshopShape = object<BackendWorkshop>()({ code: string, name: string, street: string, house_number: string, city: string });
export const workshopsShape = autogasShape(object<{ workshops: BackendWorkshop[] }>()({ workshops: array(workshopShape) }));

const slotShape = object<BackendSlot>()({ date_block: isoDay, hour_start: string, hour_end: string, id_block: number });
export const datetimesShape = object<AutogasAnswer<BackendSlot[]> & { cut_day?: string | null }>()({
  status: optional(string),
  message: optional(string),
  data: optional(array(slotShape)),
  cut_day: optional(nullable(string)),
});

export const pricesShape = autogasShape(
  object<BackendMaintenancePrice>()({ valor_mantencion_taller: string, porcentaje_descuento: string, valor_aplicando_descuento: string }),
);

export const contractShape = autogasShape(
  object<BackendAutogasContract>()({
    contract_number: string,
    description_type_contract: string,
    description_state_contract: string,
    start_date_contract: string,
    end_date_contract: string,
    months_elapsed_start_contract: string,
    months_left_end_contract: string,
    downloads: array(object<BackendAutogasContract['downloads'][number]>()({ type: literal('CONTRACT', 'CIA') })),
    client_code: string,
    rut: string,
    titular_name: string,
    address: string,
    comune: string,
    region: string,
    vehicle_brand: string,
    vehicle_model: string,
    vehicle_patent: string,
    vehicle_chassis_number: string,
    months_contract_duration: string,
    monthly_consumption_goal: decimal,
    total_expected_consumption: decimal,
    total_consumption: decimal,
    average_monthly_consumption: decimal,
    consumed_percentage_expected_total: decimal,
    kits: array(
      object<BackendAutogasContract['kits'][number]>()({ material_code: string, description: string, autogas_manual_id: string }),
    ),
    giftcard_liters: decimal,
  }),
);

export const currentRecordShape = autogasShape(object<{ total_liters: string }>()({ total_liters: decimal }));

const dmyDay = pattern('fecha DD-MM-YYYY', /^\d{2}-\d{2}-\d{4}$/);
export const recordListShape = autogasShape(array(object<BackendFuelRecord>()({ day: dmyDay, hour: string, liters: decimal })));

export const goalsShape = autogasShape(
  array(object<BackendGoal>()({ year: string, month: string, goal: decimal, liters: decimal, fulfillment: decimal })),
);
