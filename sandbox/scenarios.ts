import { fieldValue, type ParsedRequest } from './parseRequest.ts';
import type { EndpointId } from './routes.ts';

/** A named scenario and what it makes the sandbox answer. */
export interface ScenarioInfo {
  name: string;
  description: string;
}

/** Kinds of fault that any endpoint can be made to show. */
export type FaultKind = 'fault-500' | 'fault-code' | 'fault-malformed' | 'fault-drift' | 'fault-slow';

/** Faults that every endpoint understands, answered in code rather than from fixtures. */
export const faultScenarios: readonly ScenarioInfo[] = [
  { name: 'fault-500', description: 'HTTP 500 with a JSON error body.' },
  {
    name: 'fault-code',
    description: 'HTTP 200 with code 1 (variant: status "01") and message "Sandbox: service unavailable".',
  },
  { name: 'fault-malformed', description: 'HTTP 200 whose body is invalid JSON text.' },
  {
    name: 'fault-drift',
    description:
      'The normal answer with every number of its payload sent as text (a backend that changed a type: the answer breaks its schema).',
  },
  {
    name: 'fault-slow',
    description: 'The normal answer after 3 s (or after the `delayMs` query parameter or cookie, in ms).',
  },
];

/**
 * Every fixture scenario: a file `fixtures/<endpointId>/<name>.json` for one or more endpoints;
 * other endpoints answer their `default.json`. `scenarios.test.ts` checks that every fixture file
 * is described here and every name here has a fixture.
 */
export const fixtureScenarios: readonly ScenarioInfo[] = [
  { name: 'default', description: 'Every endpoint answers its default.json (order status 174, isDelay 1).' },
  ...[21, 110, 151, 170, 174, 180, 200].flatMap((status) =>
    [0, 1].map((isDelay) => ({
      name: `order-${status}-delay${isDelay}`,
      description: `loanDetails: order status ${status}, isDelay ${isDelay}, no popups.`,
    })),
  ),
  ...[175, 0].map((status) => ({
    name: `order-${status}`,
    description: `loanDetails: order status ${status}, which the app does not know (an open list: accepted and reported as drift; the order shows without a banner or status buttons).`,
  })),
  { name: 'order-score', description: 'loanDetails: status 200 with isScore 1 (the rating modal opens).' },
  {
    name: 'order-cardpop',
    description: 'loanDetails: status 174 with cardNeedPop 1 (the bank-card dialog).',
  },
  {
    name: 'order-playedul',
    description: 'loanDetails: status 110 with a playeduL continue URL (the page redirects to it).',
  },
  {
    name: 'order-21-playedul',
    description: 'loanDetails: status 21 with a playeduL (the page stays: 21 never redirects).',
  },
  {
    name: 'order-banktip',
    description: 'loanDetails: status 174 with a non-empty KindTipsMsg and reyMsg (the bank tip).',
  },
  {
    name: 'rec-page',
    description:
      'tesa: the link is the page name "productDetail" (not http). Chosen by id: the recommended product "rec-page" of loanDetails sends pd=rec-page; other products get an https link.',
  },
  { name: 'complaint-isshow0', description: 'problemInit: the order in orderDetail has isShow 0.' },
  {
    name: 'complaint-empty',
    description: 'problemList: every tab is empty (complaints filed in this run still show).',
  },
  { name: 'complaint-noscore', description: 'problemDetail: isNeedScore 0 (no rating popup).' },
  { name: 'fault-upload', description: 'uploadProblemImg: code "01" with a message.' },
  {
    name: 'repay-nopaycode',
    description: 'loanPlayDetail and orbitalFail: empty payCode and isShowReyTop 0.',
  },
  {
    name: 'confirm-popup',
    description: 'loanDetailConfirm: a popup agreement (isPopType 1, popAgreementUrl).',
  },
  { name: 'variant-promo', description: 'quvo: with a promo popup (pp).' },
  { name: 'pay-valid', description: 'repaymentCommit: needValid 1 (the SMS step opens). Same as default.' },
  {
    name: 'pay-novalid',
    description: 'repaymentCommit: needValid 0 (straight back to the borrow detail page).',
  },
  { name: 'pay-nocards', description: 'repaymentWay: no saved cards (cards bound in this run still show).' },
  {
    name: 'pay-fullcard',
    description: 'repaymentWay: the cards come with full card numbers (16 digits, plain and grouped by 4).',
  },
  { name: 'pay-800005', description: 'repaymentCommit: code 800005 (payment request submitted twice).' },
  { name: 'pay-800006', description: 'repaymentConfirm: code 800006 (wrong verification code).' },
  {
    name: 'bind-fail',
    description: 'bindCardNew and bindCardDetail: code 1 with a message; no card is added.',
  },
  { name: 'sms-ok', description: 'getSms: code 0 (sent). Same as default.' },
  { name: 'sms-badcaptcha', description: 'getSms: code 101 (wrong image captcha).' },
  { name: 'sms-registered', description: 'getSms: code 11 (already registered).' },
  { name: 'register-ok', description: 'register: code 0. Same as default.' },
  { name: 'register-badcaptcha', description: 'register: code -1 (wrong captcha).' },
];

/** Every scenario name with its description, faults included. */
export function listScenarios(): ScenarioInfo[] {
  return [
    ...fixtureScenarios,
    ...faultScenarios,
    {
      name: 'fault-<kind>:<endpointId>',
      description: 'A fault for one endpoint only, e.g. fault-500:uploadProblemImg.',
    },
  ];
}

const faultNames = new Set<string>(faultScenarios.map((fault) => fault.name));
const knownNames = new Set<string>([...fixtureScenarios.map((scenario) => scenario.name), ...faultNames]);

/** Request values that select a scenario when they equal its name (SPEC ids the app passes along). */
const idFields = ['orderId', 'productId', 'product_id', 'problemId', 'pd'];

function splitNames(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * The scenario names that apply to a request, most important first: the `scenario` query
 * parameter, the `X-Sandbox-Scenario` header, the `scenario` cookie, then ids (orderId,
 * productId, problemId, pd) whose value is a scenario name. Each may list several names
 * separated by commas. Per endpoint, the first name that has a fixture wins.
 */
export function requestScenarios(request: ParsedRequest): string[] {
  const explicit = [
    ...splitNames(fieldValue(request.query, 'scenario')),
    ...splitNames(request.headers['x-sandbox-scenario']),
    ...splitNames(request.cookies.scenario),
  ];
  const byId = idFields
    .flatMap((field) => [fieldValue(request.query, field), fieldValue(request.body, field)])
    .filter((value): value is string => value !== undefined && knownNames.has(value));
  return [...explicit, ...byId];
}

/** The faults among scenario names that hit an endpoint (`fault-500` or `fault-500:<endpointId>`). */
export function faultsFor(names: readonly string[], endpointId: EndpointId): Set<FaultKind> {
  const faults = new Set<FaultKind>();
  for (const name of names) {
    const [kind = '', target] = name.split(':');
    if (faultNames.has(kind) && (target === undefined || target === endpointId))
      faults.add(kind as FaultKind);
  }
  return faults;
}

/** Fixture names to try for an endpoint, in order (a targeted name like `fault-upload:x` counts as `fault-upload`). */
export function fixtureCandidates(names: readonly string[], endpointId: EndpointId): string[] {
  const candidates: string[] = [];
  for (const name of names) {
    const [base = '', target] = name.split(':');
    if (target === undefined || target === endpointId) candidates.push(base);
  }
  candidates.push('default');
  return candidates;
}
