import { Redirect, useParams } from 'wouter';
import { SHELL } from '../../shared/api';
import { useEarlyQuery } from '../../shared/early-query';
import { useConfig, type FlagName } from '../../shared/config';
import { Loading } from '../../ui/Loading';
import { TabBar } from '../../ui/TabBar';
import { href, paths } from '../../shared/paths';
import './info.css';

interface InfoTab {
  slug: string;
  /** the feature flag that shows the tab */
  flag: FlagName;
  label: string;
  company: boolean;
  has(lines: Lines): boolean;
  cards: Array<{ title: string; text: string; path: string }>;
}
interface Lines {
  meter: number;
  bulk: number;
  cylinder: number;
  autogas: number;
  company: string[];
}

const card = (title: string, text: string, path: string) => ({ title, text, path: href(paths.demoInfo, { topic: path }) });

/** The tabs of /informacion_interes (spec 1 §2): a tab only for a line the user has; companies only two. */
const TABS: InfoTab[] = [
  {
    slug: 'medidor',
    flag: 'medidor',
    label: 'Medidor',
    company: false,
    has: (l) => l.meter > 0,
    cards: [
      card('Preguntas frecuentes', 'Boletas, lecturas y pagos del gas por medidor.', 'medidor-faq'),
      card('Información', 'Cómo leer tu boleta y tu medidor.', 'medidor-info'),
    ],
  },
  {
    slug: 'granel',
    flag: 'granel',
    label: 'Granel',
    company: false,
    has: (l) => l.bulk > 0,
    cards: [
      card('Preguntas frecuentes', 'Pedidos, estanques y telemetría.', 'granel-faq'),
      card('Plantas', 'Dónde están nuestras plantas de granel.', 'granel-plantas'),
    ],
  },
  {
    slug: 'cilindro',
    flag: 'cilindro',
    label: 'Cilindro',
    company: false,
    has: (l) => l.cylinder > 0,
    cards: [
      card('Preguntas frecuentes', 'Formatos, precios y despacho de cilindros.', 'cilindro-faq'),
      card('Buscador de distribuidores', 'El distribuidor más cercano a tu casa.', 'distribuidores'),
    ],
  },
  {
    slug: 'autogas',
    flag: 'autogas',
    label: 'Autogas',
    company: false,
    has: (l) => l.autogas > 0,
    cards: [
      card('Preguntas frecuentes', 'Conversión, contrato y mantenciones.', 'autogas-faq'),
      card('Estaciones de servicio', 'Dónde cargar Autogas.', 'estaciones'),
      card('Talleres', 'Talleres autorizados para tu mantención.', 'talleres'),
    ],
  },
  {
    slug: 'granel_industrial',
    flag: 'granel_industrial_pedidos',
    label: 'Granel Industrial',
    company: true,
    has: (l) => l.company.includes('INDUSTRIAL_BULK'),
    cards: [
      card('Preguntas frecuentes', 'Pedidos y telemetría para empresas.', 'industrial-faq'),
      card('Plantas', 'Nuestras plantas industriales.', 'industrial-plantas'),
    ],
  },
  {
    slug: 'suministro_electrico',
    flag: 'suministro_electrico_menu',
    label: 'Suministro Eléctrico',
    company: true,
    has: (l) => l.company.includes('ELECTRICITY'),
    cards: [
      card('Preguntas frecuentes', 'Consumo, facturas y pagos de electricidad.', 'electrico-faq'),
      card('Información', 'Tarifas y horarios de consumo.', 'electrico-info'),
    ],
  },
];

export default function InfoPage() {
  const { tab } = useParams<{ tab?: string }>();
  const { flag } = useConfig();
  // the shell's own read, shared: opened from the address bar, the page does not ask for it a second time
  const { data } = useEarlyQuery(SHELL);
  const viewer = data?.viewer;
  if (!viewer) return <Loading />;
  const lines: Lines = {
    meter: viewer.services?.meter?.length ?? 0,
    bulk: viewer.services?.bulk?.length ?? 0,
    cylinder: viewer.services?.cylinder?.length ?? 0,
    autogas: viewer.services?.autogas?.length ?? 0,
    company: viewer.company?.services?.map((s) => s.line) ?? [],
  };
  const company = viewer.kind === 'COMPANY';
  const tabs = TABS.filter((t) => t.company === company && t.has(lines) && flag(t.flag));
  const current = tabs.find((t) => t.slug === tab);
  if (!current) {
    const first = tabs[0];
    if (!first) {
      return (
        <section className="page">
          <h1>Información de Interés</h1>
          <p className="empty">Cuando asocies un servicio verás aquí su información de interés.</p>
        </section>
      );
    }
    return <Redirect to={href(paths.infoTab, { tab: first.slug })} replace />;
  }
  return (
    <section className="page" aria-labelledby="info-title">
      <h1 id="info-title">Información de Interés</h1>
      <TabBar
        label="Líneas de servicio"
        tabs={tabs.map((t) => ({ href: href(paths.infoTab, { tab: t.slug }), label: t.label }))}
        current={href(paths.infoTab, { tab: current.slug })}
      />
      <div className="card-grid">
        {current.cards.map((c) => (
          <a key={c.path} className="card info-card" href={c.path} target="_blank" rel="noreferrer">
            <h2>{c.title}</h2>
            <p>{c.text}</p>
          </a>
        ))}
      </div>
    </section>
  );
}
