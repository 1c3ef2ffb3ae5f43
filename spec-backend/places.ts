/**
 * Chile's regions with some of their communes (spec 1 §3 Region: id, name, code, communes) and the streets the
 * address search suggests. The region code is the official number, as client_region_cod carries it.
 */

export interface Commune {
  id: number;
  name: string;
}

export interface Region {
  id: number;
  name: string;
  code: string;
  communes: Commune[];
}

const table: Array<[string, string, string[]]> = [
  ['15', 'Región de Arica y Parinacota', ['Arica', 'Putre']],
  ['01', 'Región de Tarapacá', ['Iquique', 'Alto Hospicio', 'Pozo Almonte']],
  ['02', 'Región de Antofagasta', ['Antofagasta', 'Calama', 'Mejillones', 'Tocopilla']],
  ['03', 'Región de Atacama', ['Copiapó', 'Caldera', 'Vallenar']],
  ['04', 'Región de Coquimbo', ['La Serena', 'Coquimbo', 'Ovalle', 'Illapel']],
  ['05', 'Región de Valparaíso', ['Valparaíso', 'Viña del Mar', 'Quilpué', 'Villa Alemana', 'Concón', 'San Antonio']],
  [
    '13',
    'Región Metropolitana de Santiago',
    ['Santiago', 'Providencia', 'Ñuñoa', 'Las Condes', 'Lo Barnechea', 'La Reina', 'Peñalolén', 'La Florida', 'Maipú', 'Puente Alto'],
  ],
  ['06', "Región del Libertador General Bernardo O'Higgins", ['Rancagua', 'Machalí', 'San Fernando', 'Pichilemu']],
  ['07', 'Región del Maule', ['Talca', 'Curicó', 'Linares', 'Constitución']],
  ['16', 'Región de Ñuble', ['Chillán', 'Chillán Viejo', 'San Carlos']],
  ['08', 'Región del Biobío', ['Concepción', 'Talcahuano', 'San Pedro de la Paz', 'Chiguayante', 'Los Ángeles']],
  ['09', 'Región de La Araucanía', ['Temuco', 'Padre Las Casas', 'Villarrica', 'Pucón']],
  ['14', 'Región de Los Ríos', ['Valdivia', 'La Unión', 'Panguipulli']],
  ['10', 'Región de Los Lagos', ['Puerto Montt', 'Puerto Varas', 'Osorno', 'Castro']],
  ['11', 'Región de Aysén del General Carlos Ibáñez del Campo', ['Coyhaique', 'Puerto Aysén']],
  ['12', 'Región de Magallanes y de la Antártica Chilena', ['Punta Arenas', 'Puerto Natales']],
];

let communeId = 0;
export const REGIONS: Region[] = table.map(([code, name, communes], index) => ({
  id: index + 1,
  name,
  code,
  communes: communes.map((commune) => ({ id: ++communeId, name: commune })),
}));

export const regionByCode = (code: string): Region | undefined => REGIONS.find((region) => region.code === code);

/** Compares names the way a person types them: no case, no accents, no extra spaces. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/** A commune by its name or its id, and the region that holds it. */
export function findCommune(nameOrId: string): { region: Region; commune: Commune } | undefined {
  for (const region of REGIONS)
    for (const commune of region.communes)
      if (fold(commune.name) === fold(nameOrId) || String(commune.id) === nameOrId) return { region, commune };
  return undefined;
}

/** Streets the address search knows, by commune (the world's addresses are on them). */
export const STREETS: Record<string, string[]> = {
  Ñuñoa: ['AVENIDA IRARRAZAVAL', 'AVENIDA GRECIA', 'SIMON BOLIVAR', 'JOSE DOMINGO CAÑAS', 'AVENIDA ITALIA', 'DUBLE ALMEYDA'],
  'Las Condes': ['LOS MILITARES', 'AVENIDA APOQUINDO', 'ISIDORA GOYENECHEA', 'AVENIDA LAS CONDES', 'MANQUEHUE SUR'],
  Providencia: ['PEDRO DE VALDIVIA', 'AVENIDA PROVIDENCIA', 'LOS LEONES', 'MANUEL MONTT'],
  'Lo Barnechea': ['CAMINO A FARELLONES', 'LA DEHESA', 'EL ROCIO'],
  Machalí: ['LOS AROMOS', 'AVENIDA SAN JUAN', 'CAMINO A COYA'],
  Peñalolén: ['AVENIDA GRECIA', 'LAS PARCELAS', 'AVENIDA TOBALABA'],
};
