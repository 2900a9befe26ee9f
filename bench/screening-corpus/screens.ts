/**
 * The screens of the screening bench as HTML pages of 1440×900: a statement, a CRM record, a
 * spreadsheet and an email, each with planted client data in a given theme, text size and
 * font; and clean screens of the same kinds full of harmless numbers (prices, percentages,
 * dates, tickers, the firm's own phone) that must not be flagged.
 */
import { accountNumber, cardNumber, routingNumber, ssn, type Random } from './values.ts';

export type PlantedKind = 'ssn' | 'card_number' | 'routing_number' | 'account_number';

export interface Look {
  theme: 'light' | 'dark';
  sizePx: number;
  font: string;
}

export interface PlantedValue {
  kind: PlantedKind;
  text: string;
}

export interface Screen {
  template: string;
  html: string;
  look: Look;
  planted: PlantedValue[];
}

/** The firm's own number, shown on its pages: the advisor's contacts exclude it. */
export const FIRM_PHONE = '(555) 010-4400';

const CLIENTS = ['Jordan Smith', 'Avery Chen', 'Morgan Patel', 'Riley Okafor', 'Casey Novak'];
const TICKERS = ['AAPL', 'MSFT', 'VTI', 'BND', 'VXUS', 'SCHD', 'GOOGL', 'AMZN', 'JNJ', 'XOM'];
const FUNDS = ['US Total Market', 'Intl Developed', 'Aggregate Bond', 'Dividend Equity', 'Cash'];

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const money = (random: Random, max: number) =>
  `$${(random() * max).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const percent = (random: Random) => `${(random() * 12 - 3).toFixed(2)}%`;
const date = (random: Random) =>
  `${1 + Math.floor(random() * 12)}/${1 + Math.floor(random() * 28)}/20${20 + Math.floor(random() * 7)}`;

function page(look: Look, body: string): string {
  const [background, text, panel, accent] =
    look.theme === 'dark'
      ? ['#121417', '#e6e6e6', '#1d2126', '#7fb0ff']
      : ['#ffffff', '#1b1b1b', '#f2f4f7', '#1f4fa3'];
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: 1440px; height: 900px; overflow: hidden; }
    body { background: ${background}; color: ${text}; font-family: '${look.font}';
      font-size: ${look.sizePx}px; line-height: 1.5; }
    header { background: ${accent}; color: ${background}; padding: 14px 32px; font-size: 22px; }
    main { padding: 20px 32px; display: grid; grid-template-columns: 1fr 1fr; gap: 24px; }
    section { background: ${panel}; padding: 16px 20px; border-radius: 6px; }
    table { border-collapse: collapse; width: 100%; }
    td, th { border: 1px solid ${look.theme === 'dark' ? '#3a3f46' : '#c9ced6'};
      padding: 4px 8px; text-align: left; }
    h2 { font-size: 1.1em; margin: 0 0 8px; }
    p { margin: 4px 0; }
  </style></head><body>${body}</body></html>`;
}

const rows = (cells: string[][]) =>
  cells.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');

function holdings(random: Random, count: number): string {
  return rows(
    Array.from({ length: count }, () => [
      pick(random, TICKERS),
      pick(random, FUNDS),
      money(random, 90_000),
      percent(random),
    ]),
  );
}

type Template = (look: Look, random: Random, planted: PlantedValue[] | null) => string;

/** The planted values' text by kind; on a clean screen, harmless text in their place. */
function slots(random: Random, planted: PlantedValue[] | null) {
  const of = (kind: PlantedKind, harmless: string) =>
    planted?.find((value) => value.kind === kind)?.text ?? harmless;
  return {
    ssn: of('ssn', 'on file'),
    card: of('card_number', `ending ••••${Math.floor(1000 + random() * 9000)}`),
    routing: of('routing_number', 'see wire instructions'),
    account: of('account_number', `••••${Math.floor(1000 + random() * 9000)}`),
  };
}

const statement: Template = (look, random, planted) => {
  const value = slots(random, planted);
  return page(
    look,
    `<header>Quarterly statement · ${date(random)} · Questions: ${FIRM_PHONE}</header><main>
    <section><h2>Account owner</h2><p>${pick(random, CLIENTS)}</p>
      <p>Account number: ${value.account}</p><p>Taxpayer ID (SSN): ${value.ssn}</p>
      <p>Opening balance ${money(random, 900_000)}</p><p>Closing balance ${money(random, 900_000)}</p></section>
    <section><h2>Funding</h2><p>Bank routing number: ${value.routing}</p>
      <p>Linked card: ${value.card}</p><p>Period return ${percent(random)}</p></section>
    <section style="grid-column: span 2"><table><tr><th>Ticker</th><th>Holding</th><th>Value</th><th>Return</th></tr>
      ${holdings(random, 6)}</table></section></main>`,
  );
};

const crm: Template = (look, random, planted) => {
  const value = slots(random, planted);
  return page(
    look,
    `<header>Clients › ${pick(random, CLIENTS)} · Household review ${date(random)}</header><main>
    <section><h2>Profile</h2><p>Risk profile: moderate (${Math.floor(random() * 100)}/100)</p>
      <p>SSN ${value.ssn}</p><p>Primary account ${value.account}</p>
      <p>Next review ${date(random)} at 10:30</p></section>
    <section><h2>Payment details</h2><p>ACH routing ${value.routing}</p>
      <p>Card on file ${value.card}</p><p>Advisory fee ${(random() * 1.5).toFixed(2)}%</p></section>
    <section style="grid-column: span 2"><h2>Notes</h2>
      <p>Rebalanced to ${Math.floor(60 + random() * 20)}/${Math.floor(20 + random() * 20)}; call the desk at ${FIRM_PHONE}.</p>
      <p>Target retirement year ${2030 + Math.floor(random() * 25)}; projected income ${money(random, 120_000)} a year.</p></section></main>`,
  );
};

const spreadsheet: Template = (look, random, planted) => {
  const value = slots(random, planted);
  const client = pick(random, CLIENTS);
  return page(
    look,
    `<header>Household.xlsx — Sheet1</header><main><section style="grid-column: span 2"><table>
    <tr><th>Field</th><th>Value</th><th>Updated</th><th>Note</th></tr>
    ${rows([
      ['Client', client, date(random), 'primary'],
      ['SSN', value.ssn, date(random), 'verified'],
      ['Account', value.account, date(random), 'IRA'],
      ['Routing', value.routing, date(random), 'checking'],
      ['Card', value.card, date(random), 'fees'],
      ['Balance', money(random, 700_000), date(random), percent(random)],
    ])}</table></section>
    <section style="grid-column: span 2"><table><tr><th>Ticker</th><th>Fund</th><th>Value</th><th>YTD</th></tr>
      ${holdings(random, 5)}</table></section></main>`,
  );
};

const email: Template = (look, random, planted) => {
  const value = slots(random, planted);
  const client = pick(random, CLIENTS);
  return page(
    look,
    `<header>Inbox — Re: transfer paperwork</header><main><section style="grid-column: span 2">
    <p><b>From:</b> ${client} · ${date(random)} 9:${String(Math.floor(random() * 60)).padStart(2, '0')} AM</p>
    <p>Hi, here are the details you asked for so we can move the rollover:</p>
    <p>My SSN is ${value.ssn} and the old account is ${value.account}.</p>
    <p>The bank's routing number is ${value.routing}.</p>
    <p>For the fee you can charge my card ${value.card}.</p>
    <p>The balance was ${money(random, 400_000)} on ${date(random)}, up ${percent(random)} this year.</p>
    <p>Thanks! Call me after 3:15 or reach the office at ${FIRM_PHONE}.</p></section></main>`,
  );
};

const TEMPLATES: Record<string, Template> = { statement, crm, spreadsheet, email };

/** Clean screens add these: pages with nothing but harmless numbers. */
const market: Template = (look, random) =>
  page(
    look,
    `<header>Markets · ${date(random)} · Trading desk ${FIRM_PHONE}</header><main>
    <section><table><tr><th>Ticker</th><th>Last</th><th>Change</th><th>Volume</th></tr>
    ${rows(
      TICKERS.map((ticker) => [
        ticker,
        money(random, 600),
        percent(random),
        `${(random() * 90).toFixed(1)}M`,
      ]),
    )}</table></section>
    <section><h2>Rates</h2><p>10-year Treasury ${(3 + random() * 2).toFixed(2)}%</p>
      <p>Fed funds ${(4 + random()).toFixed(2)}%–${(4.25 + random()).toFixed(2)}%</p>
      <p>CPI ${(2 + random() * 2).toFixed(1)}% year over year</p>
      <p>S&amp;P 500 ${(5000 + random() * 1500).toFixed(2)} (${percent(random)})</p>
      <p>Updated ${date(random)} at 4:00 PM ET</p></section></main>`,
  );

const CLEAN_TEMPLATES: Template[] = [statement, crm, spreadsheet, email, market];

/** One planted value of each kind, new for every screen. */
function plantedValues(random: Random): PlantedValue[] {
  return [
    { kind: 'ssn', text: ssn(random) },
    { kind: 'card_number', text: cardNumber(random) },
    { kind: 'routing_number', text: routingNumber(random) },
    { kind: 'account_number', text: accountNumber(random) },
  ];
}

/** Every look crossed: each theme, text size and font once, the templates taking turns. */
export function plantedScreens(
  random: Random,
  fonts: readonly string[],
  sizes: readonly number[],
): Screen[] {
  const names = Object.keys(TEMPLATES);
  const screens: Screen[] = [];
  for (const theme of ['light', 'dark'] as const) {
    for (const sizePx of sizes) {
      for (const font of fonts) {
        const template = names[screens.length % names.length] ?? 'statement';
        const look = { theme, sizePx, font };
        const planted = plantedValues(random);
        const render = TEMPLATES[template] ?? statement;
        screens.push({ template, look, planted, html: render(look, random, planted) });
      }
    }
  }
  return screens;
}

/** `count` clean screens, looks and templates taking turns. */
export function cleanScreens(
  random: Random,
  count: number,
  fonts: readonly string[],
  sizes: readonly number[],
): Screen[] {
  return Array.from({ length: count }, (_, i) => {
    const look: Look = {
      theme: i % 2 === 0 ? 'light' : 'dark',
      sizePx: sizes[i % sizes.length] ?? 16,
      font: fonts[i % fonts.length] ?? 'DejaVu Sans',
    };
    const render = CLEAN_TEMPLATES[i % CLEAN_TEMPLATES.length] ?? market;
    return { template: render.name, look, planted: [], html: render(look, random, null) };
  });
}
