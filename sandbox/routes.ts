/**
 * Every call of SPEC §7 as the sandbox routes it: the wire path under the API base (DESIGN §3),
 * the methods it accepts and the envelope it answers with. The same paths as the `x-endpoint`
 * of `schemas/api/<endpointId>.schema.json`; `routes.test.ts` keeps the two in step.
 */

/** The endpoint ids, one per `schemas/api/<endpointId>.schema.json`. */
export type EndpointId =
  | 'cardInit'
  | 'bindCardNew'
  | 'bindCardDetail'
  | 'problemInit'
  | 'uploadProblemImg'
  | 'problemSave'
  | 'problemList'
  | 'problemDetail'
  | 'saveScore'
  | 'contactKfInfo'
  | 'orbitalFail'
  | 'loanPlayDetail'
  | 'generateVcode'
  | 'loanDetailConfirm'
  | 'loanDetailPush'
  | 'contract'
  | 'contractJump'
  | 'loanDetails'
  | 'googleScore'
  | 'eventSave'
  | 'repaymentWay'
  | 'repaymentCommit'
  | 'repaymentConfirm'
  | 'repaymentHuichao'
  | 'channelTemplate'
  | 'trackVisit'
  | 'getSid'
  | 'captcha'
  | 'getSms'
  | 'trackClick'
  | 'register'
  | 'quvo'
  | 'lumi'
  | 'tesa';

/**
 * How an endpoint answers: `common` is `{code, data, message}` (success code 0 or "00"),
 * `variant` is `{status, message, attach}`, `image` is a picture rather than JSON.
 */
export type EnvelopeKind = 'common' | 'variant' | 'image';

/** HTTP methods the sandbox routes. */
export type RouteMethod = 'GET' | 'POST';

/** One routed endpoint. */
export interface SandboxRoute {
  endpointId: EndpointId;
  /** Path relative to the API base, as in DESIGN §3. */
  path: string;
  /** Accepted methods; the first is the one SPEC §7 names. */
  methods: readonly RouteMethod[];
  envelope: EnvelopeKind;
}

const post: readonly RouteMethod[] = ['POST'];
const get: readonly RouteMethod[] = ['GET'];

/** The route table, in SPEC §7 order. */
export const sandboxRoutes: readonly SandboxRoute[] = [
  { endpointId: 'cardInit', path: '/v3/bind-card/card-init', methods: post, envelope: 'common' },
  { endpointId: 'bindCardNew', path: '/v3/bind-card/bind-card-new', methods: post, envelope: 'common' },
  { endpointId: 'bindCardDetail', path: '/v3/bind-card/bind-card-detail', methods: post, envelope: 'common' },
  // SPEC §7: the next complaint page also loads it with GET or an empty payload.
  {
    endpointId: 'problemInit',
    path: '/user-problem/problem-init',
    methods: ['POST', 'GET'],
    envelope: 'common',
  },
  {
    endpointId: 'uploadProblemImg',
    path: '/user-problem/upload-problem-img',
    methods: post,
    envelope: 'common',
  },
  { endpointId: 'problemSave', path: '/user-problem/problem-save', methods: post, envelope: 'common' },
  { endpointId: 'problemList', path: '/user-problem/problem-list', methods: post, envelope: 'common' },
  { endpointId: 'problemDetail', path: '/user-problem/problem-detail', methods: post, envelope: 'common' },
  { endpointId: 'saveScore', path: '/user-problem/save-score', methods: post, envelope: 'common' },
  {
    endpointId: 'contactKfInfo',
    path: '/v3/personal-center/contact-kf-info',
    methods: post,
    envelope: 'common',
  },
  { endpointId: 'orbitalFail', path: '/orbital/fail', methods: post, envelope: 'common' },
  {
    endpointId: 'loanPlayDetail',
    path: '/v3/installment/loan-play-detail',
    methods: post,
    envelope: 'common',
  },
  { endpointId: 'generateVcode', path: '/v3/loan-details/generate-vcode', methods: post, envelope: 'common' },
  {
    endpointId: 'loanDetailConfirm',
    path: '/v3/loan-confirm/loan-detail-confirm',
    methods: post,
    envelope: 'common',
  },
  {
    endpointId: 'loanDetailPush',
    path: '/v3/loan-confirm/loan-detail-push',
    methods: post,
    envelope: 'common',
  },
  { endpointId: 'contract', path: '/v3/contract/contract', methods: get, envelope: 'common' },
  { endpointId: 'contractJump', path: '/v3/contract/contract-jump', methods: get, envelope: 'common' },
  { endpointId: 'loanDetails', path: '/v3/loan-details/loan-details', methods: get, envelope: 'common' },
  { endpointId: 'googleScore', path: '/v3/loan-details/google-score', methods: post, envelope: 'common' },
  { endpointId: 'eventSave', path: '/service/event/save', methods: post, envelope: 'common' },
  { endpointId: 'repaymentWay', path: '/v1/loan/repayment-way', methods: post, envelope: 'common' },
  { endpointId: 'repaymentCommit', path: '/v1/loan/repayment-commit', methods: post, envelope: 'common' },
  { endpointId: 'repaymentConfirm', path: '/v1/loan/repayment-confirm', methods: post, envelope: 'common' },
  { endpointId: 'repaymentHuichao', path: '/v1/loan/repayment-huichao', methods: post, envelope: 'common' },
  { endpointId: 'channelTemplate', path: '/promotion/channel-template', methods: get, envelope: 'common' },
  { endpointId: 'trackVisit', path: '/promotion/track-visit', methods: get, envelope: 'common' },
  { endpointId: 'getSid', path: '/promotion/get-sid', methods: get, envelope: 'common' },
  { endpointId: 'captcha', path: '/promotion/captcha', methods: get, envelope: 'image' },
  { endpointId: 'getSms', path: '/promotion/get-sms', methods: post, envelope: 'common' },
  { endpointId: 'trackClick', path: '/promotion/track-click', methods: get, envelope: 'common' },
  { endpointId: 'register', path: '/promotion/register', methods: post, envelope: 'common' },
  { endpointId: 'quvo', path: '/gopia/goya/quvo', methods: post, envelope: 'variant' },
  { endpointId: 'lumi', path: '/gopia/goya/lumi', methods: post, envelope: 'variant' },
  { endpointId: 'tesa', path: '/gopia/goya/tesa', methods: post, envelope: 'variant' },
];

const routesByPath = new Map(sandboxRoutes.map((route) => [route.path, route]));

/** The route of a path relative to the API base (no query string), if any. */
export function findRoute(path: string): SandboxRoute | undefined {
  // A trailing slash is the same call to the legacy backend, so it is tolerated here too.
  return routesByPath.get(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
}
