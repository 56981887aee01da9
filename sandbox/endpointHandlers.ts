import { randomUUID } from 'node:crypto';
import type { BoundCard, ClientState, FiledComplaint } from './clientState.ts';
import { loadFixture } from './fixtureStore.ts';
import { fieldValue, type ParsedRequest } from './parseRequest.ts';
import type { EndpointId } from './routes.ts';

/** What an endpoint handler may use besides the fixture it was given. */
export interface HandlerContext {
  request: ParsedRequest;
  state: ClientState;
  /** API base as the browser sees it, for links in answers: `/api`, or `/loan/api` behind a proxy's `X-Forwarded-Prefix`. */
  base: string;
  fixturesDir: string;
}

/** Turns the chosen fixture into the answer, using and updating the client's state. */
export type EndpointHandler = (body: unknown, context: HandlerContext) => unknown;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** True when a fixture answers success: `Number(code) === 0` (common) or status "00" (variant). */
export function isSuccess(body: unknown): boolean {
  if (!isObject(body)) return false;
  if ('status' in body && !('code' in body)) return body.status === '00';
  return body.code !== undefined && body.code !== null && body.code !== '' && Number(body.code) === 0;
}

function requestField(request: ParsedRequest, name: string): string | undefined {
  return fieldValue(request.body, name) ?? fieldValue(request.query, name);
}

/** The `data` object of an envelope, created when the fixture has none. */
function dataOf(body: JsonObject): JsonObject {
  if (!isObject(body.data)) body.data = {};
  return body.data as JsonObject;
}

function optionsOf(value: unknown): { title: string; value: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .map((option) => ({ title: String(option.title), value: String(option.value) }));
}

/** Titles of the complaint types, read from the problemInit default fixture so the two agree. */
function complaintTypeTitles(fixturesDir: string): {
  types: Map<string, string>;
  sonTypes: Map<string, string>;
} {
  const init = loadFixture(fixturesDir, 'problemInit', ['default'])?.body;
  const data = isObject(init) && isObject(init.data) ? init.data : {};
  return {
    types: new Map(optionsOf(data.problemType).map((option) => [option.value, option.title])),
    sonTypes: new Map(optionsOf(data.problemSonType).map((option) => [option.value, option.title])),
  };
}

function maskCardNo(digits: string): string {
  if (digits.length <= 4) return digits;
  return `${'*'.repeat(Math.min(digits.length - 4, 8))}${digits.slice(-4)}`;
}

/** The option name an enum item of card-init gives to a chosen `type`. */
function cardOptionName(fixturesDir: string, code: string, type: string): string | undefined {
  const init = loadFixture(fixturesDir, 'cardInit', ['default'])?.body;
  const items =
    isObject(init) && isObject(init.data) && Array.isArray(init.data.items) ? init.data.items : [];
  for (const item of items) {
    if (!isObject(item) || item.code !== code || !Array.isArray(item.note)) continue;
    for (const option of item.note) {
      if (isObject(option) && String(option.type) === type) return String(option.name);
    }
  }
  return undefined;
}

const bindCard: EndpointHandler = (body, { request, state, fixturesDir }) => {
  if (!isSuccess(body)) return body;
  const isWallet = requestField(request, 'card_type') === '2';
  const bankCode =
    (isWallet ? requestField(request, 'wallet_type') : requestField(request, 'bank_code')) ?? '';
  const cardNo =
    (isWallet
      ? requestField(request, 'wallet_phone')
      : (requestField(request, 'bank_card_no') ?? requestField(request, 'account_no_pesonet'))) ?? '';
  const card: BoundCard = {
    id: 9000 + state.cards.length + 1,
    bankName:
      cardOptionName(fixturesDir, isWallet ? 'wallet_type' : 'bank_code', bankCode) ??
      (isWallet ? 'E-wallet' : 'Bank account'),
    cardNo: maskCardNo(cardNo.replace(/\D/g, '')),
    bankCode,
  };
  state.cards.push(card);
  return body;
};

/** Handlers of the endpoints whose answer depends on the client's state; others answer the fixture as is. */
export const endpointHandlers: Partial<Record<EndpointId, EndpointHandler>> = {
  uploadProblemImg: (body, { request, state, base }) => {
    if (!isObject(body) || !isSuccess(body)) return body;
    const file = request.files.find((received) => received.field === 'problemImage');
    if (file === undefined || file.size === 0) {
      return { code: '01', data: null, message: 'Sandbox: no file in multipart field problemImage' };
    }
    const uploadId = randomUUID();
    state.uploads.set(uploadId, { mimeType: file.mimeType, filename: file.filename, bytes: file.bytes });
    dataOf(body).url = `${base}/__sandbox/uploads/${uploadId}`;
    return body;
  },

  problemSave: (body, { request, state, fixturesDir }) => {
    if (!isSuccess(body)) return body;
    const { types, sonTypes } = complaintTypeTitles(fixturesDir);
    const problemType = requestField(request, 'problemType') ?? '';
    const problemSonType = requestField(request, 'problemSonType') ?? '';
    const complaint: FiledComplaint = {
      problemId: `sbx-${state.complaints.length + 1}`,
      time: Math.floor(Date.now() / 1000),
      problemType,
      problemSonType,
      type: types.get(problemType) ?? problemType,
      sonType: sonTypes.get(problemSonType) ?? problemSonType,
      content: requestField(request, 'problemDetail') ?? '',
      images: (requestField(request, 'problemImage') ?? '').split(',').filter((url) => url !== ''),
      orderNo: requestField(request, 'orderNo') ?? '',
    };
    state.complaints.push(complaint);
    return body;
  },

  problemList: (body, { state }) => {
    if (!isObject(body) || !isSuccess(body)) return body;
    const data = dataOf(body);
    if (!Array.isArray(data.tabs)) data.tabs = [];
    const tabs = data.tabs as unknown[];
    if (!isObject(tabs[0])) tabs[0] = { title: 'Processing', items: [] };
    const first = tabs[0] as JsonObject;
    const filed = [...state.complaints].reverse().map((complaint) => ({
      id: complaint.problemId,
      time: complaint.time,
      type: complaint.type,
      content: complaint.content,
    }));
    first.items = [...filed, ...(Array.isArray(first.items) ? first.items : [])];
    return body;
  },

  problemDetail: (body, { request, state }) => {
    const problemId = requestField(request, 'problemId');
    const complaint = state.complaints.find((filed) => filed.problemId === problemId);
    if (complaint === undefined || !isObject(body) || !isSuccess(body)) return body;
    // A complaint filed in this run has no reply yet, so there is nothing to rate.
    body.data = {
      type: complaint.type,
      sonType: complaint.sonType,
      problemId: complaint.problemId,
      content: complaint.content,
      images: complaint.images,
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
    };
    return body;
  },

  bindCardNew: bindCard,
  bindCardDetail: bindCard,

  repaymentWay: (body, { state }) => {
    if (!isObject(body) || !isSuccess(body) || state.cards.length === 0) return body;
    const data = dataOf(body);
    data.bankCards = [...(Array.isArray(data.bankCards) ? data.bankCards : []), ...state.cards];
    return body;
  },
};
